// Checks that every relative link in the documentation and the README points to a file that exists.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const docs = dirname(fileURLToPath(import.meta.url));
const root = resolve(docs, '..');

function markdownFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const broken = [];
for (const file of [join(root, 'README.md'), ...markdownFiles(docs)]) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1];
    if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
    const path = resolve(dirname(file), decodeURIComponent(target.split('#')[0]));
    if (!existsSync(path)) broken.push(`${file.slice(root.length + 1)}: ${target}`);
  }
}
if (broken.length > 0) {
  console.error(`Broken links:\n${broken.join('\n')}`);
  process.exit(1);
}
console.log('docs: every relative link resolves');
