// `node scripts/compress-web.mjs <folder>`: writes a brotli (`.br`) and a gzip (`.gz`) copy beside
// every compressible file of a built web app, at the strongest settings (done once per build), so
// the server sends them by `Accept-Encoding` without compressing on each request. The index page
// is left alone: the server may fill it per request, and it is small.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|map|wasm|ttf|otf|ico)$/;
/** Below this a compressed copy saves less than the headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function filesUnder(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

async function compressFile(path) {
  const source = readFileSync(path);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy no smaller than the file would only cost a lookup.
  if (br.length < source.length) writeFileSync(`${path}.br`, br);
  if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
  return {
    bytes: source.length,
    br: Math.min(br.length, source.length),
    gz: Math.min(gz.length, source.length),
  };
}

/** Compresses every eligible file under `folder` (earlier copies are replaced); returns the totals. */
export async function compressWebApp(folder) {
  for (const path of filesUnder(folder)) {
    if (path.endsWith('.br') || path.endsWith('.gz')) rmSync(path);
  }
  const eligible = filesUnder(folder).filter(
    (path) =>
      COMPRESSIBLE.test(path) && statSync(path).size >= MIN_BYTES && relative(folder, path) !== 'index.html',
  );
  const results = await Promise.all(eligible.map(compressFile));
  return results.reduce(
    (sum, result) => ({
      files: sum.files + 1,
      bytes: sum.bytes + result.bytes,
      br: sum.br + result.br,
      gz: sum.gz + result.gz,
    }),
    { files: 0, bytes: 0, br: 0, gz: 0 },
  );
}

if (import.meta.filename === process.argv[1]) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('Usage: node scripts/compress-web.mjs <built web app folder>');
    process.exit(2);
  }
  const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
  const totals = await compressWebApp(folder);
  console.log(
    `compressed ${totals.files} files of ${folder}: ${kb(totals.bytes)} → brotli ${kb(totals.br)}, gzip ${kb(totals.gz)}`,
  );
}
