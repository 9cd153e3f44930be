/**
 * The `--name value` options given after the benchmark's name (`npm run bench -- mixed --duration 20`).
 * A flag without a value reads as 'true'.
 */
export function benchOptions(argv: string[] = process.argv.slice(2)): Map<string, string> {
  const options = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const word = argv[index] ?? '';
    if (!word.startsWith('--')) continue;
    const [name, inline] = word.slice(2).split('=', 2);
    if (!name) continue;
    if (inline !== undefined) {
      options.set(name, inline);
      continue;
    }
    const next = argv[index + 1];
    if (next !== undefined && !next.startsWith('--')) {
      options.set(name, next);
      index += 1;
    } else {
      options.set(name, 'true');
    }
  }
  return options;
}

/** A positive number option, or `fallback` when it is absent; anything else stops the run with a message. */
export function numberOption(options: Map<string, string>, name: string, fallback: number): number {
  const text = options.get(name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} must be a positive number (got "${text}")`);
    process.exit(2);
  }
  return value;
}

/** One of `choices`, or `fallback` when absent; anything else stops the run with a message. */
export function choiceOption<T extends string>(
  options: Map<string, string>,
  name: string,
  choices: readonly T[],
  fallback: T,
): T {
  const text = options.get(name);
  if (text === undefined) return fallback;
  const choice = choices.find((candidate) => candidate === text);
  if (choice === undefined) {
    console.error(`--${name} must be one of ${choices.join(', ')} (got "${text}")`);
    process.exit(2);
  }
  return choice;
}
