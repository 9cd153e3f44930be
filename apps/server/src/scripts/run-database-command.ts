import { loadConfig } from '../config.ts';
import { type Database, openDb } from '../db/client.ts';
import { askHolder, DataFolderInUseError, lockAddressOf } from '../db/owner/data-folder-lock.ts';
import { type CommandIo, runThroughOwner } from '../db/owner/owner-commands.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { loadReferenceData } from '../load-reference-data.ts';
import { DATABASE_COMMANDS } from './database-commands.ts';

const consoleIo: CommandIo = {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
  cwd: process.cwd(),
};

/**
 * Runs a maintenance command on the configured database. PostgreSQL is opened directly (any
 * number of processes may use it). The embedded database has one owner: when it is free the
 * command opens it here; when a running server owns it, the server runs the command on its own
 * connection and this process relays the output, so the two never open the folder together.
 */
export async function runDatabaseCommand(
  name: string,
  args: string[],
  io: CommandIo = consoleIo,
): Promise<number> {
  const command = DATABASE_COMMANDS[name];
  if (!command) throw new Error(`Unknown command: ${name}`);
  const { databaseUrl, backups } = loadConfig();
  let database: Database;
  try {
    database = await openDb(databaseUrl);
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    const connection = error.holder?.acceptsCommands
      ? await askHolder(lockAddressOf(error.folder))
      : undefined;
    if (!connection) {
      io.error(error.message);
      return 1;
    }
    io.error(`The server (process ${connection.holder.pid}) owns ${error.folder}: the command runs there.`);
    return runThroughOwner(connection, error.folder, { command: name, args }, io);
  }
  try {
    await prepareDatabase(database, loadReferenceData, backups);
    return await command(database, args, io);
  } finally {
    await database.close();
  }
}
