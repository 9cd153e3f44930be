/**
 * Ray tracer benchmark: the 10 × 8 × 3 m room (α 0.2 on every surface, scattering 0.2,
 * air absorption on), six bands, with the 'fast' preset (20,000 rays, image sources to order 3) and
 * the 'accurate' one (200,000 rays, order 6). Prints the time in Node and, when Chromium is found,
 * in a Web Worker of Chromium (the same code, bundled), with the longest gap between the page's
 * timer ticks meanwhile (the page stays responsive while the worker computes).
 * Targets (printed, not asserted): fast under 2 s, accurate under 15 s in Chromium. Then the 3D
 * view's frame rate while orbiting (raytracer-orbit.bench.ts, target 60 frames per second).
 *
 * Standalone: `node --import tsx bench/raytracer.bench.ts`; from the runner: `npm run bench -- raytracer`.
 */
import { fileURLToPath } from 'node:url';
import {
  QUALITY_PRESETS,
  type RaytracerRoom,
  type RaytracerSettings,
  type SimulationQuality,
  simulate,
} from '@roomtone/raytracer';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { findChrome } from '../e2e/support/chrome-path.ts';
import { runOrbitBench } from './raytracer-orbit.bench.ts';

const TARGET_SECONDS: Record<SimulationQuality, number> = { fast: 2, accurate: 15 };

const ALPHA = [0.2, 0.2, 0.2, 0.2, 0.2, 0.2];

/** The benchmark room. */
export const BENCH_ROOM: RaytracerRoom = {
  lengthM: 10,
  widthM: 8,
  heightM: 3,
  temperatureC: 20,
  isAirAbsorptionOn: true,
  absorptionByAxis: { lr: ALPHA, fr: ALPHA, fc: ALPHA },
};

function benchSettings(quality: SimulationQuality): RaytracerSettings {
  return {
    source: { x: 2.5, y: 3, z: 1.5 },
    receiver: { x: 7, y: 5.5, z: 1.2 },
    ...QUALITY_PRESETS[quality],
    scattering: { lr: 0.2, fr: 0.2, fc: 0.2 },
    seed: 1,
  };
}

/** Figures of one preset. */
export type RaytracerBenchFigure = {
  quality: SimulationQuality;
  rayCount: number;
  nodeSeconds: number;
  chromiumSeconds: number | null;
  /** Longest gap between 10 ms timer ticks of the page while the worker ran, in ms. */
  chromiumLongestTickGapMs: number | null;
  t30At1000Hz: number | null;
};

async function bundleForBrowser(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../packages/raytracer/src/index.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    globalName: 'Raytracer',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

async function chromiumFigures(
  chrome: string,
): Promise<Record<SimulationQuality, { seconds: number; longestGapMs: number }>> {
  const bundle = await bundleForBrowser();
  const browser = await chromium.launch({
    executablePath: chrome,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage();
    await page.goto('about:blank');
    const figures = {} as Record<SimulationQuality, { seconds: number; longestGapMs: number }>;
    for (const quality of ['fast', 'accurate'] as const) {
      figures[quality] = await page.evaluate(
        async ({ code, room, settings }) => {
          const source = `${code}\nself.onmessage = (event) => { const started = performance.now(); Raytracer.simulate(event.data.room, event.data.settings); self.postMessage(performance.now() - started); };`;
          const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
          let last = performance.now();
          let longestGapMs = 0;
          const ticker = setInterval(() => {
            const now = performance.now();
            longestGapMs = Math.max(longestGapMs, now - last);
            last = now;
          }, 10);
          const elapsed = await new Promise<number>((resolve) => {
            worker.onmessage = (event: MessageEvent<number>) => resolve(event.data);
            worker.postMessage({ room, settings });
          });
          clearInterval(ticker);
          worker.terminate();
          return { seconds: elapsed / 1000, longestGapMs };
        },
        { code: bundle, room: BENCH_ROOM, settings: benchSettings(quality) },
      );
    }
    return figures;
  } finally {
    await browser.close();
  }
}

export async function runRaytracerBench(): Promise<RaytracerBenchFigure[]> {
  const chrome = findChrome();
  const browserFigures = chrome ? await chromiumFigures(chrome) : null;
  const figures: RaytracerBenchFigure[] = [];
  console.log('\nRay tracer: 10 × 8 × 3 m, α 0.2, scattering 0.2, air absorption on, 6 bands');
  for (const quality of ['fast', 'accurate'] as const) {
    const settings = benchSettings(quality);
    const started = performance.now();
    const result = simulate(BENCH_ROOM, settings);
    const nodeSeconds = (performance.now() - started) / 1000;
    const inBrowser = browserFigures?.[quality] ?? null;
    const figure: RaytracerBenchFigure = {
      quality,
      rayCount: settings.rayCount,
      nodeSeconds,
      chromiumSeconds: inBrowser?.seconds ?? null,
      chromiumLongestTickGapMs: inBrowser?.longestGapMs ?? null,
      t30At1000Hz: result.bands[3]?.t30Seconds ?? null,
    };
    figures.push(figure);
    const chromiumText =
      inBrowser === null
        ? 'Chromium: skipped (Chromium not found)'
        : `Chromium worker ${inBrowser.seconds.toFixed(2)} s (target < ${TARGET_SECONDS[quality]} s: ` +
          `${inBrowser.seconds < TARGET_SECONDS[quality] ? 'met' : 'NOT met'}), longest gap between the page's ` +
          `10 ms ticks ${inBrowser.longestGapMs.toFixed(0)} ms`;
    console.log(
      `raytracer ${quality}: ${settings.rayCount.toLocaleString('en-US')} rays, image sources to order ` +
        `${settings.imageSourceOrder}: Node ${nodeSeconds.toFixed(2)} s; ${chromiumText}; ` +
        `T30 at 1 kHz ${figure.t30At1000Hz?.toFixed(3) ?? '—'} s`,
    );
  }
  await runOrbitBench();
  return figures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runRaytracerBench();
