import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { dirname, join } from 'node:path';
import type { Database } from '../client.ts';
import type { DataFolderLock, HolderConnection } from './data-folder-lock.ts';
import { LineReader, writeMessage } from './socket-lines.ts';

/** Where a maintenance command writes, and the folder its relative paths are read from. */
export type CommandIo = { log: (line: string) => void; error: (line: string) => void; cwd: string };

/** A maintenance command (`npm run seed:demo`, `plan:set`, …) run on an open, prepared database. */
export type DatabaseCommand = (database: Database, args: string[], io: CommandIo) => Promise<number>;

type RunRequest = { type: 'run'; token: string; command: string; args: string[]; cwd: string };
type Reply = { type: 'output'; stream: 'out' | 'err'; line: string } | { type: 'exit'; code: number };

/**
 * Only a process that can read the data folder may command its owner: the owner writes a random
 * token beside the database (readable by its user alone) and every request must carry it.
 */
function tokenFileOf(lock: DataFolderLock): string {
  return join(dirname(lock.folder), '.owner-token');
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function answer(
  socket: Socket,
  database: Database,
  commands: Record<string, DatabaseCommand>,
  token: string,
): Promise<void> {
  const line = await new LineReader(socket).next(10_000);
  if (line === undefined) return void socket.end();
  const request = JSON.parse(line) as RunRequest;
  const reply = (message: Reply) => writeMessage(socket, message);
  const command = commands[request.command];
  if (request.type !== 'run' || typeof request.token !== 'string' || !sameToken(request.token, token)) {
    reply({
      type: 'output',
      stream: 'err',
      line: 'Refused: the request did not carry the data folder owner token.',
    });
    reply({ type: 'exit', code: 1 });
    return void socket.end();
  }
  if (!command) {
    reply({ type: 'output', stream: 'err', line: `Unknown command: ${request.command}` });
    reply({ type: 'exit', code: 2 });
    return void socket.end();
  }
  const io: CommandIo = {
    log: (text) => reply({ type: 'output', stream: 'out', line: text }),
    error: (text) => reply({ type: 'output', stream: 'err', line: text }),
    cwd: request.cwd,
  };
  try {
    reply({ type: 'exit', code: await command(database, request.args, io) });
  } catch (error) {
    io.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    reply({ type: 'exit', code: 1 });
  }
  socket.end();
}

/** Lets other processes run `commands` in this process, on the database it owns. */
export function serveDatabaseCommands(
  lock: DataFolderLock,
  database: Database,
  commands: Record<string, DatabaseCommand>,
  onError: (error: unknown) => void,
): void {
  const token = randomBytes(32).toString('base64url');
  writeFileSync(tokenFileOf(lock), token, { mode: 0o600 });
  lock.acceptConnections((socket) => {
    answer(socket, database, commands, token).catch((error: unknown) => {
      onError(error);
      socket.destroy();
    });
  });
}

/** Sends a command to the process that owns the folder and relays its output; returns its exit code. */
export async function runThroughOwner(
  connection: HolderConnection,
  folder: string,
  request: { command: string; args: string[] },
  io: CommandIo,
): Promise<number> {
  const token = readFileSync(join(dirname(folder), '.owner-token'), 'utf8');
  writeMessage(connection.socket, { type: 'run', token, cwd: io.cwd, ...request });
  for (;;) {
    const line = await connection.lines.next();
    if (line === undefined) {
      io.error(`The process that holds ${folder} closed the connection before the command finished.`);
      return 1;
    }
    const message = JSON.parse(line) as Reply;
    if (message.type === 'exit') {
      connection.socket.end();
      return message.code;
    }
    (message.stream === 'err' ? io.error : io.log)(message.line);
  }
}
