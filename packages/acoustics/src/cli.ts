/**
 * The `roomtone-rt` command: reads one calc document (a file, or standard input when no
 * file or `-` is given), prints one JSON object, or a table with `--format table`. Bad
 * input prints one message naming the field to standard error and exits with code 2.
 * This is the only engine file that touches Node (I/O).
 */
import { readFile } from 'node:fs/promises';
import { calculateRoom } from './calculate.ts';
import { cliSummary, cliTable } from './cli-output.ts';
import { parseCalcDocument } from './parse.ts';

const USAGE = `Usage: roomtone-rt [room.json | -] [--format json|table]

Reads a Roomtone calc document (units.system, len, width, height, temperature, rtDecay,
settings, surfaces) and prints its reverberation times for 125-4000 Hz.
Without a file (or with -) the document is read from standard input.`;

/** Exit codes of the command. */
export const EXIT_CODES = { ok: 0, badInput: 2 } as const;

type Io = {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readStdin: () => Promise<string>;
};

type Options = { path: string | null; format: 'json' | 'table'; isHelp: boolean };

/** An error's message on one line (JSON.parse quotes the input, which may hold newlines). */
function oneLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
}

function parseArguments(argv: readonly string[]): Options | string {
  const options: Options = { path: null, format: 'json', isHelp: false };
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? '';
    if (argument === '--help' || argument === '-h') options.isHelp = true;
    else if (argument === '--format' || argument.startsWith('--format=')) {
      const value = argument.includes('=') ? argument.slice('--format='.length) : argv[++index];
      if (value !== 'json' && value !== 'table') return `--format must be "json" or "table"`;
      options.format = value;
    } else if (argument.startsWith('-') && argument !== '-') return `unknown option ${argument}`;
    else if (options.path !== null) return 'give one calc document at most';
    else options.path = argument === '-' ? null : argument;
  }
  return options;
}

async function readStdinText(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** Runs the command with the given arguments; returns the exit code. */
export async function runCli(argv: readonly string[], io: Io): Promise<number> {
  const options = parseArguments(argv);
  if (typeof options === 'string') {
    io.stderr(`roomtone-rt: ${options}\n${USAGE}\n`);
    return EXIT_CODES.badInput;
  }
  if (options.isHelp) {
    io.stdout(`${USAGE}\n`);
    return EXIT_CODES.ok;
  }
  const source = options.path ?? 'standard input';
  let text: string;
  try {
    text = options.path === null ? await io.readStdin() : await readFile(options.path, 'utf8');
  } catch (error) {
    io.stderr(`roomtone-rt: cannot read ${source}: ${oneLine(error)}\n`);
    return EXIT_CODES.badInput;
  }
  let document: unknown;
  try {
    // A UTF-8 byte order mark (as some Windows editors write) is not part of the JSON.
    document = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch (error) {
    io.stderr(`roomtone-rt: ${source} is not valid JSON (${oneLine(error)})\n`);
    return EXIT_CODES.badInput;
  }
  const parsed = parseCalcDocument(document);
  if (!parsed.ok) {
    io.stderr(`roomtone-rt: invalid calc document: ${parsed.message}\n`);
    return EXIT_CODES.badInput;
  }
  const result = calculateRoom(parsed.value);
  io.stdout(
    options.format === 'table' ? cliTable(result) : `${JSON.stringify(cliSummary(result), null, 2)}\n`,
  );
  return EXIT_CODES.ok;
}

/** Entry point used by `bin/roomtone-rt.js`. */
export async function main(argv: readonly string[]): Promise<number> {
  return runCli(argv, {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    readStdin: readStdinText,
  });
}
