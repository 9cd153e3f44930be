/**
 * Synchronous undo steps (stop a child process, stop a private PostgreSQL, unmount a file
 * system) that must run however a benchmark ends: normally, on an exception, or on Ctrl-C. A
 * fault benchmark that left a cluster or a mount behind would break the next run and others'
 * work on the machine.
 */
const steps = new Map<number, () => void>();
let nextId = 0;
let installed = false;

function runAll(): void {
  const pending = [...steps.values()].reverse();
  steps.clear();
  for (const step of pending) {
    try {
      step();
    } catch (error) {
      console.error(`cleanup step failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

function install(): void {
  if (installed) return;
  installed = true;
  process.once('exit', runAll);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      runAll();
      process.exit(130);
    });
  }
}

/** Registers `step`; the returned function runs it now (once) and forgets it. */
export function onCleanup(step: () => void): () => void {
  install();
  const id = nextId;
  nextId += 1;
  steps.set(id, step);
  return () => {
    if (!steps.delete(id)) return;
    step();
  };
}
