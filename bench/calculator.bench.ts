/// <reference lib="dom" />
/**
 * Calculator latency benchmark: in Chromium against the production build, the time from a change
 * of the room height to the updated results table and RT graph, on a room with 60 surfaces
 * (performance marks around the input event, ended when the table's text has changed and layout
 * is done). Prints p50/p95 (target p95 < 16 ms) and the gzip size of everything the browser
 * downloads for `/public/rt` until the network is idle (target < 300 KB).
 *
 * Needs the built web app (`npm run build`; `WEB_DIST` chooses another folder) and Chromium
 * (`CHROME_PATH` or `chromium` on the PATH). Standalone: `node --import tsx bench/calculator.bench.ts`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startBuiltAppInChromium } from './built-app-in-chromium.ts';
import { percentile } from './percentile.ts';

const SURFACES = 60;
const WARMUP_CHANGES = 20;
const MEASURED_CHANGES = 200;
const TARGET_P95_MS = 16;
const TARGET_BUNDLE_GZIP_KB = 300;

/** A Metric room with 60 custom surfaces spread over the three groups. */
function benchDocument() {
  const bands = [125, 250, 500, 1000, 2000, 4000];
  const axes = ['lr', 'fr', 'fc'] as const;
  const surfaces = Array.from({ length: SURFACES }, (_, index) => ({
    type: 'multiaxis-custom-alpha',
    name: `Surface ${index + 1}`,
    activeTab: 'edit',
    minimize: false,
    areaType: 'area',
    ...Object.fromEntries(
      bands.map((band, band_) => [`a${band}`, (((index * 7 + band_ * 13) % 40) + 2) / 100]),
    ),
    area: { lr: '', fr: '', fc: '', [axes[index % 3] ?? 'fc']: 1 + (index % 5) },
  }));
  return {
    name: 'Bench hall',
    units: { system: 'Metric' },
    len: 30,
    width: 20,
    height: 10,
    temperature: 20,
    rtDecay: 60,
    rtGoal: 1.5,
    settings: { limitCoefficients: false, airAbsorption: true, reportModel: 'auto' },
    surfaces,
  };
}

/** Runs the benchmark and prints its figures. */
export async function runCalculatorBench(): Promise<void> {
  const started = await startBuiltAppInChromium('calculator');
  if (typeof started === 'string') {
    console.log(`\nCalculator latency: skipped (${started})`);
    return;
  }
  const { baseUrl, webDist, browser } = started;
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/public/rt`);
    await page.getByRole('heading', { name: 'RT Calculator', level: 1 }).waitFor();
    // Chunks the page loads after its first paint count too.
    await page.waitForLoadState('networkidle');
    const assets = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/assets/')),
    );
    const files = [...new Set(['/index.html', ...assets])];
    const gzipBytes = files.reduce(
      (total, path) => total + gzipSync(readFileSync(join(webDist, path))).length,
      0,
    );

    await page.evaluate(
      (document) =>
        window.localStorage.setItem(
          'roomtone.calculator.draft:public-rt',
          JSON.stringify({ document, savedAt: new Date().toISOString() }),
        ),
      benchDocument(),
    );
    await page.reload();
    await page.getByRole('button', { name: 'Restore' }).click();
    await page
      .getByTestId('surface-card')
      .nth(SURFACES - 1)
      .waitFor();

    const timings = await page.evaluate(
      async ({ warmup, measured }) => {
        const input = [...document.querySelectorAll('label')].find(
          (label) => label.textContent === 'Height (m)',
        );
        const field = input ? document.getElementById(input.htmlFor) : null;
        const table = document.querySelector('[data-testid="results-table"]');
        const graph = document.querySelector('[data-testid="rt-graph"]');
        if (!(field instanceof HTMLInputElement) || table === null || graph === null)
          throw new Error('calculator not found');
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        if (setValue === undefined) throw new Error('no value setter');
        const results: number[] = [];
        for (let change = 0; change < warmup + measured; change += 1) {
          const before = table.textContent;
          const height = (8 + (change % 40) / 10).toFixed(1);
          const updated = new Promise<void>((resolveChange) => {
            const observer = new MutationObserver(() => {
              if (table.textContent === before) return;
              observer.disconnect();
              resolveChange();
            });
            observer.observe(table, { subtree: true, childList: true, characterData: true });
          });
          performance.mark('calculator-input');
          setValue.call(field, height);
          field.dispatchEvent(new Event('input', { bubbles: true }));
          await updated;
          // Layout of the new table and graph is part of what the user waits for.
          graph.getBoundingClientRect();
          table.getBoundingClientRect();
          const measure = performance.measure('calculator-update', 'calculator-input');
          if (change >= warmup) results.push(measure.duration);
          await new Promise((next) => requestAnimationFrame(() => next(null)));
        }
        return results;
      },
      { warmup: WARMUP_CHANGES, measured: MEASURED_CHANGES },
    );
    const sorted = timings.slice().sort((a, b) => a - b);
    const p50 = percentile(sorted, 0.5);
    const p95 = percentile(sorted, 0.95);
    console.log(
      `\nCalculator: input change → updated table and graph, ${SURFACES} surfaces, ${sorted.length} changes (Chromium)`,
    );
    console.log(
      `  p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (target p95 < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? 'met' : 'NOT met'})`,
    );
    const kilobytes = gzipBytes / 1024;
    console.log(
      `  /public/rt downloads ${files.length} files, ${kilobytes.toFixed(1)} KB gzip (target < ${TARGET_BUNDLE_GZIP_KB} KB: ${kilobytes < TARGET_BUNDLE_GZIP_KB ? 'met' : 'NOT met'})`,
    );
  } finally {
    await started.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runCalculatorBench();
