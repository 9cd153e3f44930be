// Makes sure a Chromium for the end-to-end tests exists. As root on Debian/Ubuntu it installs
// the `chromium` package; otherwise it stops with a message naming the package and CHROME_PATH.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function findChrome() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
    if (found) return found;
  }
  return undefined;
}

if (findChrome()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version');
if (isRoot && isDebian) {
  console.log('Chromium is missing: installing the Debian package "chromium" ...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (findChrome()) process.exit(0);
}
console.error(
  'Chromium is needed for the end-to-end tests. Install the "chromium" package ' +
    '(sudo apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary.',
);
process.exit(1);
