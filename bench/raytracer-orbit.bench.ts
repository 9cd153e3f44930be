import { fileURLToPath } from 'node:url';

import { startBuiltAppInChromium } from './built-app-in-chromium.ts';

const ORBIT_SECONDS = 4;
const TARGET_FPS = 60;

/** Figures of one orbit. */
export type OrbitFigure = {
  drawnFps: number;
  animationFps: number;
  longestGapMs: number;
  idleDrawnFrames: number;
};

/** Counts, per animation frame, whether any WebGL draw call happened (installed before the app). */
function installDrawCounter() {
  const marks = { drew: false, drawnFrames: [] as number[], animationFrames: 0, counting: false };
  (window as unknown as { orbitMarks: typeof marks }).orbitMarks = marks;
  for (const context of [WebGLRenderingContext, WebGL2RenderingContext]) {
    for (const name of ['drawArrays', 'drawElements'] as const) {
      const original = context.prototype[name] as (...args: unknown[]) => void;
      context.prototype[name] = function (this: unknown, ...args: unknown[]) {
        marks.drew = true;
        return original.apply(this, args);
      } as never;
    }
  }
  const tick = (time: number) => {
    if (marks.counting) {
      marks.animationFrames += 1;
      if (marks.drew) marks.drawnFrames.push(time);
    }
    marks.drew = false;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** Runs the benchmark and prints its figure (or why it was skipped). */
export async function runOrbitBench(): Promise<OrbitFigure | null> {
  const started = await startBuiltAppInChromium('orbit');
  if (typeof started === 'string') {
    console.log(`\n3D view orbit: skipped (${started})`);
    return null;
  }
  const { baseUrl, browser } = started;
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    // Functions handed to the page are compiled with esbuild's name helper, which the page lacks.
    await page.addInitScript('window.__name = (fn) => fn;');
    await page.addInitScript(installDrawCounter);
    await page.goto(`${baseUrl}/public/raytracer`);
    const canvas = page.getByRole('application', { name: /^3D view of the room/ });
    await canvas.waitFor({ timeout: 60_000 });
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the 3D view has no size');
    const centreX = box.x + box.width / 2;
    const centreY = box.y + box.height / 2;
    type Marks = { counting: boolean; drawnFrames: number[]; animationFrames: number };
    const marksOf = () => (window as unknown as { orbitMarks: Marks }).orbitMarks;
    // A second at rest first: the view draws only when something changed, so this is near 0.
    await page.evaluate(`(${marksOf.toString()})().counting = true`);
    await page.waitForTimeout(1000);
    const idleFrames = await page.evaluate(
      `(() => { const marks = (${marksOf.toString()})(); const drawn = marks.drawnFrames.length; marks.drawnFrames = []; marks.animationFrames = 0; return drawn; })()`,
    );
    await page.mouse.move(centreX, centreY);
    await page.mouse.down();
    // One pointer move per animation frame, in the page, for ORBIT_SECONDS: a steady drag.
    await page.evaluate(
      async ({ seconds, x, y }) => {
        const target = document.querySelector('canvas');
        if (!target) return;
        const started = performance.now();
        let step = 0;
        await new Promise<void>((done) => {
          const move = (time: number) => {
            step += 1;
            const init = {
              clientX: x + Math.sin(step / 20) * 150,
              clientY: y,
              bubbles: true,
              pointerId: 1,
              pointerType: 'mouse',
              buttons: 1,
              isPrimary: true,
            };
            target.dispatchEvent(new PointerEvent('pointermove', init));
            if (time - started < seconds * 1000) requestAnimationFrame(move);
            else done();
          };
          requestAnimationFrame(move);
        });
      },
      { seconds: ORBIT_SECONDS, x: centreX, y: centreY },
    );
    await page.mouse.up();
    const marks = await page.evaluate(() => {
      const recorded = (
        window as unknown as { orbitMarks: { drawnFrames: number[]; animationFrames: number } }
      ).orbitMarks;
      return { drawnFrames: recorded.drawnFrames, animationFrames: recorded.animationFrames };
    });
    const times = marks.drawnFrames;
    const span = (times.at(-1) ?? 0) - (times[0] ?? 0);
    const drawnFps = times.length > 1 ? ((times.length - 1) * 1000) / span : 0;
    let longestGapMs = 0;
    for (let index = 1; index < times.length; index++) {
      longestGapMs = Math.max(longestGapMs, (times[index] ?? 0) - (times[index - 1] ?? 0));
    }
    const figure = {
      drawnFps,
      animationFps: (marks.animationFrames * 1000) / (ORBIT_SECONDS * 1000),
      longestGapMs,
      idleDrawnFrames: Number(idleFrames),
    };
    console.log(
      `\n3D view orbit (/public/raytracer, 1366 × 900, software WebGL): ${figure.drawnFps.toFixed(1)} drawn ` +
        `frames/s over ${ORBIT_SECONDS} s of dragging (target ${TARGET_FPS}: ` +
        `${figure.drawnFps >= TARGET_FPS * 0.95 ? 'met' : 'NOT met'}); animation frames ${figure.animationFps.toFixed(1)}/s; ` +
        `longest gap between drawn frames ${figure.longestGapMs.toFixed(0)} ms; ${figure.idleDrawnFrames} frames ` +
        'drawn in the second at rest before',
    );
    return figure;
  } finally {
    await started.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runOrbitBench();
