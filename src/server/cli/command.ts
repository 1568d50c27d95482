// What the commands beside the servers share (`npm run data-key:rotate`, `npm run tax-id-key:rekey`):
// the database as the servers have it, and the run of the command's main function.
import { pathToFileURL } from 'node:url';
import { claimDataDir, FolderInUseError, type Claim } from '../backup';
import type { ServerConfig } from '../config';
import { openDb, type Db } from '../db/index';

/**
 * Opens the servers' database for a command. PostgreSQL: beside the running servers. The embedded
 * database: its folder is one process's at a time, so only while its server is stopped (`whenBusy`
 * says what the server does instead).
 */
export async function openCommandDatabase(config: ServerConfig, by: Claim['by'], whenBusy: string): Promise<{ db: Db; close: () => Promise<void> }> {
  const embedded = !config.databaseUrl;
  if (embedded && config.dataDir.startsWith('memory://')) throw new Error('DATA_DIR is memory://: an in-memory database has nothing stored.');
  let release = () => undefined as void;
  try {
    if (embedded) release = claimDataDir(config.dataDir, by);
  } catch (error) {
    if (!(error instanceof FolderInUseError)) throw error;
    throw new Error(`${error.message} ${whenBusy}`);
  }
  let db: Db;
  try {
    db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema });
  } catch (error) {
    release();
    throw error;
  }
  return {
    db,
    close: async () => {
      await db.close();
      release();
    },
  };
}

/** Runs `main` when `moduleUrl` is the process's entry; an error is printed (its message only) and exits 1. */
export function runCommand(moduleUrl: string, main: () => Promise<void>): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

/** A whole number from the environment, at least `min`, or `fallback` when unset; anything else stops the command. */
export function countFromEnv(name: string, fallback: number, min: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}, not "${text}".`);
  return value;
}
