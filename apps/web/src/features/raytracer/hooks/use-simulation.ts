import type { RaytraceResults, RaytraceSettings } from '@roomtone/contracts';
import type { RaytracerRoom } from '@roomtone/raytracer';
import { useCallback, useEffect, useRef, useState } from 'react';
import { coreSettings } from '../model/simulation-settings.ts';
import type { RunMessage, WorkerMessage } from '../model/worker-messages.ts';

/** Where a simulation stands. */
export type SimulationState =
  | { status: 'idle' }
  | { status: 'running'; fraction: number; settings: RaytraceSettings }
  | { status: 'done'; results: RaytraceResults; settings: RaytraceSettings; elapsedMs: number | null }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string };

/**
 * Runs simulations in a Web Worker: `run` starts one (cancelling any running), `cancel` stops it at
 * once by terminating the worker, `show` puts saved results on screen without running.
 */
export function useSimulation() {
  const [state, setState] = useState<SimulationState>({ status: 'idle' });
  const workerRef = useRef<Worker | null>(null);

  const stop = useCallback(() => {
    workerRef.current?.terminate();
    workerRef.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const run = useCallback(
    (room: RaytracerRoom, settings: RaytraceSettings) => {
      stop();
      const worker = new Worker(new URL('../worker/simulation.worker.ts', import.meta.url), {
        type: 'module',
      });
      workerRef.current = worker;
      setState({ status: 'running', fraction: 0, settings });
      worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
        const message = event.data;
        if (message.type === 'progress') {
          setState((current) =>
            current.status === 'running' ? { ...current, fraction: message.fraction } : current,
          );
          return;
        }
        stop();
        setState(
          message.type === 'done'
            ? { status: 'done', results: message.result, settings, elapsedMs: message.elapsedMs }
            : { status: 'failed', message: message.message },
        );
      };
      worker.onerror = () => {
        stop();
        setState({ status: 'failed', message: 'The simulation could not run in this browser.' });
      };
      const message: RunMessage = { type: 'run', room, settings: coreSettings(settings) };
      worker.postMessage(message);
    },
    [stop],
  );

  const cancel = useCallback(() => {
    stop();
    setState({ status: 'cancelled' });
  }, [stop]);

  const show = useCallback((results: RaytraceResults, settings: RaytraceSettings) => {
    setState({ status: 'done', results, settings, elapsedMs: null });
  }, []);

  const reset = useCallback(() => {
    stop();
    setState({ status: 'idle' });
  }, [stop]);

  return { state, run, cancel, show, reset };
}
