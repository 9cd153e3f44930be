import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The system Chromium: CHROME_PATH, or the first browser found on the PATH. */
export function findChrome(): string | undefined {
  const configured = process.env.CHROME_PATH;
  if (configured && existsSync(configured)) return configured;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']) {
    try {
      const found = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
      if (found) return found;
    } catch {
      // not on the PATH; try the next name
    }
  }
  return undefined;
}
