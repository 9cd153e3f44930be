import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { LineReader, writeMessage } from './socket-lines.ts';

/** Who holds a data folder: told to a process that finds the folder taken. */
export type DataFolderHolder = { pid: number; command: string; since: string; acceptsCommands: boolean };

/** Handles one connection from another process once the holder has introduced itself. */
export type ConnectionHandler = (socket: net.Socket) => void;

/** An exclusive hold on a data folder, released by the kernel if the process dies. */
export type DataFolderLock = {
  /** The folder's real path. */
  folder: string;
  /** Serves other processes' requests (the maintenance commands) on the lock's socket. */
  acceptConnections: (handler: ConnectionHandler) => void;
  release: () => Promise<void>;
};

/** Raised when another live process holds the folder; the message names both. */
export class DataFolderInUseError extends Error {
  readonly folder: string;
  readonly holder: DataFolderHolder | undefined;

  constructor(folder: string, holder: DataFolderHolder | undefined) {
    const who = holder
      ? `process ${holder.pid} (${holder.command}, running since ${holder.since})`
      : 'another process';
    super(
      `The embedded database in ${folder} is already open in ${who}. ` +
        'Only one process may open it at a time: stop that process first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataFolderInUseError';
    this.folder = folder;
    this.holder = holder;
  }
}

/**
 * The lock is a listening local socket whose address is derived from the folder's real path.
 * Binding is atomic, and the kernel closes the socket when the process ends however it ends, so a
 * `kill -9` leaves nothing stale. On Linux the socket lives in the abstract namespace (no file at
 * all); elsewhere it is a socket file in the folder, and one that no process answers is stale.
 */
export function lockAddressOf(folder: string): string {
  const digest = createHash('sha256').update(folder).digest('hex').slice(0, 40);
  if (process.platform === 'linux') return `\0roomtone-data-${digest}`;
  if (process.platform === 'win32') return `\\\\?\\pipe\\roomtone-data-${digest}`;
  return join(folder, '.owner.sock');
}

function holderOf(acceptsCommands: () => boolean, since: string): () => DataFolderHolder {
  const command = process.argv
    .slice(1)
    .map((part) => part.replace(/^.*[\\/](apps|scripts|node_modules)[\\/]/, '$1/'))
    .join(' ');
  return () => ({ pid: process.pid, command: command || 'node', since, acceptsCommands: acceptsCommands() });
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(address);
  });
}

/** A connection to the process that holds a folder, after it said who it is. */
export type HolderConnection = { holder: DataFolderHolder; socket: net.Socket; lines: LineReader };

/** Asks the process behind `address` who it is; undefined when nothing answers (a stale socket file). */
export async function askHolder(address: string): Promise<HolderConnection | undefined> {
  const socket = net.connect(address);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
  } catch {
    socket.destroy();
    return undefined;
  }
  const lines = new LineReader(socket);
  const line = await lines.next(5000);
  if (line === undefined) {
    socket.destroy();
    return undefined;
  }
  return { holder: JSON.parse(line) as DataFolderHolder, socket, lines };
}

/**
 * Takes the folder for this process, creating it when missing. Throws DataFolderInUseError when a
 * live process holds it.
 */
export async function acquireDataFolderLock(folder: string): Promise<DataFolderLock> {
  mkdirSync(folder, { recursive: true });
  const realFolder = realpathSync(folder);
  const address = lockAddressOf(realFolder);
  let handler: ConnectionHandler | undefined;
  const describe = holderOf(() => handler !== undefined, new Date().toISOString());
  const connections = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
    socket.on('error', () => socket.destroy());
    writeMessage(socket, describe());
    if (handler) handler(socket);
    else socket.end();
  });
  try {
    await listen(server, address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const answer = await askHolder(address);
    if (answer) {
      answer.socket.destroy();
      throw new DataFolderInUseError(realFolder, answer.holder);
    }
    if (address.startsWith('\0') || address.startsWith('\\\\'))
      throw new DataFolderInUseError(realFolder, undefined);
    rmSync(address, { force: true });
    await listen(server, address);
  }
  // The lock must not keep a finished script alive; the server process has its own handles.
  server.unref();
  return {
    folder: realFolder,
    acceptConnections: (next) => {
      handler = next;
    },
    release: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of connections) socket.destroy();
      }),
  };
}
