import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { SCRYPT_PARAMS } from '../apps/server/src/lib/password.ts';

/**
 * Sign-in throughput: the password hash makes sign-in the expensive path. Runs sequential and
 * 4-way concurrent sign-ins through the whole app on the embedded database and prints
 * sign-ins per second at the chosen scrypt parameters.
 */
export async function runSigninBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'roomtone-bench-signin-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const { app } = await buildApp({ ...config, webDist: '/nonexistent' }, { logger: false });
  const csrf = { cookies: { 'XSRF-TOKEN': 'bench' }, headers: { 'x-xsrf-token': 'bench' } };
  try {
    const users = 40;
    for (let index = 0; index < users; index += 1) {
      await app.inject({
        method: 'POST',
        url: '/api/signup',
        ...csrf,
        payload: {
          email: `bench${index}@example.com`,
          password: 'bench-password',
          firstName: 'B',
          lastName: 'U',
        },
        remoteAddress: `10.1.${Math.floor(index / 5)}.${index}`,
      });
    }
    const signIn = (index: number) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        ...csrf,
        payload: { username: `bench${index % users}@example.com`, password: 'bench-password' },
        remoteAddress: `10.2.0.${index % 250}`,
      });
    const sequential = 20;
    let started = performance.now();
    for (let index = 0; index < sequential; index += 1) await signIn(index);
    const sequentialMs = performance.now() - started;
    const concurrent = 40;
    started = performance.now();
    for (let batch = 0; batch < concurrent; batch += 4)
      await Promise.all([0, 1, 2, 3].map((offset) => signIn(batch + offset)));
    const concurrentMs = performance.now() - started;
    console.log(
      `\nSign-in (scrypt N=${SCRYPT_PARAMS.N}, r=${SCRYPT_PARAMS.r}, p=${SCRYPT_PARAMS.p}), whole request on PGlite`,
    );
    console.log(
      `  sequential: ${((sequential / sequentialMs) * 1000).toFixed(1)} sign-ins/s (${(sequentialMs / sequential).toFixed(1)} ms each)`,
    );
    console.log(`  4 at a time: ${((concurrent / concurrentMs) * 1000).toFixed(1)} sign-ins/s`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runSigninBench();
