import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../src/plugins/compression.ts';
import { useTestApp } from './helpers/test-app.ts';

const SCRIPT = `export const bands = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => ({ index, hz: 125 * 2 ** (index % 6) })))};\n`;

/** The copies as the build writes them: strongest settings, so they differ from on-the-fly output. */
const SCRIPT_BR = brotliCompressSync(SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const SCRIPT_GZ = gzipSync(SCRIPT, { level: 9 });

/** A built web app in miniature whose script has brotli and gzip copies. */
function compressedWebDist(): string {
  const root = mkdtempSync(join(tmpdir(), 'roomtone-web-compressed-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Roomtone</title><div id="root"></div>');
  const script = join(root, 'assets', 'index-5d1e0b.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, SCRIPT_BR);
  writeFileSync(`${script}.gz`, SCRIPT_GZ);
  return root;
}

const getApp = useTestApp({ config: { webDist: compressedWebDist() } });

function get(url: string, acceptEncoding?: string) {
  const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  return getApp().app.inject({ method: 'GET', url, headers });
}

describe('web app files', () => {
  it('are sent as their brotli copy to a browser that accepts brotli', async () => {
    const response = await get('/assets/index-5d1e0b.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(SCRIPT_BR)).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it('are sent as their gzip copy to a client that accepts only gzip', async () => {
    const response = await get('/assets/index-5d1e0b.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.equals(SCRIPT_GZ)).toBe(true);
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it('are sent as they are to a client that accepts no encoding', async () => {
    const response = await get('/assets/index-5d1e0b.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
    expect(response.headers.vary).toContain('accept-encoding');
  });

  it('never expose the compressed copies under their own names', async () => {
    const response = await get('/assets/index-5d1e0b.js.br', 'br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
  });
});

describe('API answers', () => {
  it('above the threshold are compressed for a client that accepts it', async () => {
    const plain = await get('/api/finishes');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const compressed = await get('/api/finishes', 'br, gzip');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('below the threshold are sent as they are', async () => {
    const response = await get('/api/current-user', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
