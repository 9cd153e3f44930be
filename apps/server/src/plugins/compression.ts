import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers of the routes registered after it (brotli or gzip, as the client accepts)
 * when they are larger than the threshold: JSON lists, CSV exports, text. Files of the web app
 * already carry their precompressed copy (static-web.ts) and are sent as they are. Request
 * bodies are not decompressed: clients send them plain.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
