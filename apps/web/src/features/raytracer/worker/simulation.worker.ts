/**
 * Runs a simulation off the page's thread, so input stays responsive; reports progress as it goes.
 * The page cancels by terminating the worker.
 */
import { simulate } from '@roomtone/raytracer';
import type { RunMessage, WorkerMessage } from '../model/worker-messages.ts';

function send(message: WorkerMessage): void {
  self.postMessage(message);
}

self.onmessage = (event: MessageEvent<RunMessage>) => {
  const { room, settings } = event.data;
  const started = performance.now();
  try {
    const result = simulate(room, settings, {
      onProgress: (fraction) => send({ type: 'progress', fraction }),
    });
    send({ type: 'done', result, elapsedMs: performance.now() - started });
  } catch (error) {
    send({ type: 'error', message: error instanceof Error ? error.message : 'The simulation stopped.' });
  }
};
