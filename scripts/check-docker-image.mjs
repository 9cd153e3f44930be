// `node scripts/check-docker-image.mjs`: builds the Dockerfile, runs the image with a throwaway
// volume and waits for `/healthz`, and checks that the process inside is not root. Exits 0 when
// all holds, 1 when something fails, and 2 (skipped, with the reason printed) where no Docker
// daemon answers.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { ROOT } from './built-output.mjs';

const HEALTH_TIMEOUT_MS = 240_000;
const SKIPPED = 2;

function docker(args, options = {}) {
  return spawnSync('docker', args, { cwd: ROOT, encoding: 'utf8', ...options });
}

function daemonProblem() {
  const info = docker(['info', '--format', '{{.ServerVersion}}']);
  if (info.error) return 'the docker command is not installed';
  if (info.status !== 0)
    return (info.stderr || info.stdout).trim().split('\n').at(-1) ?? 'docker info failed';
  return undefined;
}

async function waitForHealth(port) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return false;
}

async function main() {
  const problem = daemonProblem();
  if (problem) {
    console.log(`docker image: skipped (no Docker daemon: ${problem})`);
    return SKIPPED;
  }
  const name = `roomtone-check-${randomBytes(4).toString('hex')}`;
  const build = docker(['build', '--tag', name, '.'], { stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('docker image: docker build failed');
    return 1;
  }
  const run = docker(['run', '--detach', '--name', name, '--publish', '127.0.0.1::3000', name]);
  try {
    if (run.status !== 0) {
      console.error(`docker image: the container did not start: ${run.stderr}`);
      return 1;
    }
    const port = docker(['port', name, '3000/tcp']).stdout.trim().split(':').at(-1);
    if (!(await waitForHealth(port))) {
      console.error(`docker image: /healthz did not answer:\n${docker(['logs', name]).stdout}`);
      return 1;
    }
    const user = docker(['exec', name, 'id', '-u']).stdout.trim();
    if (user === '0' || user === '') {
      console.error(`docker image: the server runs as root (uid ${user || 'unknown'})`);
      return 1;
    }
    console.log(`docker image: ok (built, answered /healthz, runs as uid ${user})`);
    return 0;
  } finally {
    docker(['rm', '--force', '--volumes', name]);
    docker(['image', 'rm', '--force', name]);
  }
}

process.exitCode = await main();
