// `npm run backup` and `npm run restore` (docs/operations.md, "Backup and restore"):
//  - PostgreSQL (DATABASE_URL set): `pg_dump` in its custom format; `pg_restore` into an empty
//    database. Safe while the servers serve (pg_dump reads one snapshot).
//  - The embedded database (PGlite, DATA_DIR/pglite): PGlite's own copy of its data folder, a gzipped
//    tar. A running server writes it itself when asked (SIGUSR2), between two statements, so the copy
//    is consistent; for a stopped server this tool opens the folder. Copying the folder's files while a
//    server runs is not safe (a write may be half on disk), and two processes must never open one
//    folder: a server claims its folder with `server.pid` (claimDataDir) and this tool honours it.
//    A restore goes only into a folder no server has open.
// The keys (data key, access-code key) are never part of a backup: a backup is useless without the
// data key, and kept together the two would reveal the declarations.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ServerConfig } from './config';
import type { Db, Queryable } from './db/index';
import { dropEmptySchema, inventory, tablesIn, type Inventory } from './db/inventory';
import { openPglite } from './db/pglite';

const run = promisify(execFile);

/** The file a server on the embedded database keeps in DATA_DIR while it runs. */
export const PID_FILE = 'server.pid';
/** What `npm run backup` asks a running server for (the target file), beside PID_FILE. */
export const BACKUP_REQUEST_FILE = 'backup.request';
/** How long `npm run backup` waits for a running server's copy. */
const SERVER_BACKUP_TIMEOUT_MS = 300_000;

export interface Claim {
  pid: number;
  /** The process's start in clock ticks since boot (/proc/<pid>/stat), so a reused pid is not taken for the server. */
  start: string | null;
  /** What holds the folder: a server or this tool. */
  by: 'server' | 'backup' | 'restore' | 'data-key:rotate' | 'tax-id-key:rekey';
}

/** The start of a process (field 22 of /proc/<pid>/stat), or null where /proc is not readable. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function alive(claim: Claim): boolean {
  try {
    process.kill(claim.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const start = processStart(claim.pid);
  return claim.start === null || start === null || start === claim.start;
}

/** The live process that holds the embedded database's folder, or undefined. */
export function folderHolder(dataDir: string): Claim | undefined {
  let claim: Claim;
  try {
    claim = JSON.parse(readFileSync(path.join(dataDir, PID_FILE), 'utf8')) as Claim;
  } catch {
    return undefined;
  }
  if (!Number.isInteger(claim?.pid) || claim.pid === process.pid) return undefined;
  return alive(claim) ? claim : undefined;
}

export class FolderInUseError extends Error {
  constructor(dataDir: string, holder: Claim) {
    const who = holder.by === 'server' ? 'A server' : `\`npm run ${holder.by}\``;
    super(`${who} (process ${holder.pid}) has the database folder ${path.resolve(dataDir)} open; only one process may open it at a time.`);
    this.name = 'FolderInUseError';
  }
}

/**
 * Claims DATA_DIR for this process (PID_FILE) and answers the release. Refuses when a live process holds
 * it; a claim left by a process that died (SIGKILL, power cut) is taken over.
 */
export function claimDataDir(dataDir: string, by: Claim['by']): () => void {
  const holder = folderHolder(dataDir);
  if (holder) throw new FolderInUseError(dataDir, holder);
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, PID_FILE);
  const own: Claim = { pid: process.pid, start: processStart(process.pid), by };
  writeFileSync(file, `${JSON.stringify(own)}\n`);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    try {
      if ((JSON.parse(readFileSync(file, 'utf8')) as Claim).pid === process.pid) unlinkSync(file);
    } catch {
      // already gone
    }
  };
}

/**
 * A running server on the embedded database answers SIGUSR2 by writing a copy of its database to the
 * file named in DATA_DIR/backup.request (written as `<file>.part`, then renamed; a failure leaves
 * `<file>.error` with its reason). Answers the function that stops listening.
 */
export function serveBackupRequests(db: Db, dataDir: string, log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void }): () => void {
  const requestFile = path.join(dataDir, BACKUP_REQUEST_FILE);
  let busy = false;
  const onSignal = () => {
    if (busy || !db.dumpDataDir) return;
    busy = true;
    void (async () => {
      let target: string | undefined;
      try {
        target = (JSON.parse(await readFile(requestFile, 'utf8')) as { file: string }).file;
        await unlink(requestFile);
        const started = Date.now();
        const bytes = await db.dumpDataDir!();
        await writeFile(`${target}.part`, bytes, { mode: 0o600 });
        await rename(`${target}.part`, target);
        log.info({ file: target, bytes: bytes.length, ms: Date.now() - started }, 'database backup written');
      } catch (error) {
        log.error({ err: error, file: target }, 'database backup failed');
        if (target) await writeFile(`${target}.error`, String((error as Error)?.message ?? error)).catch(() => undefined);
      } finally {
        busy = false;
      }
    })();
  };
  process.on('SIGUSR2', onSignal);
  return () => process.off('SIGUSR2', onSignal);
}

/** The newest PostgreSQL client tool of that name (Debian keeps one folder per major version), else from PATH. */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = process.env.POSTGRES_LIB_DIR || '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', name))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin', name) : name;
}

/** A client of pg or PGlite as the inventory reads it. */
const asQueryable = (client: { query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }> }): Pick<Queryable, 'query'> => ({
  query: async <T extends object>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
});

const stamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

type Settings = Pick<ServerConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>;

/** Writes a backup to `file` (default: backups/einfach-erklaeren-<time>.{dump,tar.gz}) and answers its path. */
export async function backup(settings: Settings, file?: string, say: (line: string) => void = () => undefined): Promise<string> {
  if (settings.databaseUrl) {
    const target = path.resolve(file ?? path.join('backups', `einfach-erklaeren-${stamp(new Date())}.dump`));
    mkdirSync(path.dirname(target), { recursive: true });
    const schema = settings.databaseSchema && settings.databaseSchema !== 'public' ? [`--schema=${settings.databaseSchema}`] : [];
    await run(pgTool('pg_dump'), ['--format=custom', '--no-owner', `--file=${target}`, ...schema, settings.databaseUrl], { maxBuffer: 16 << 20 });
    say(`PostgreSQL backup (pg_dump, custom format) written to ${target} (${statSync(target).size} bytes).`);
    return target;
  }
  if (settings.dataDir.startsWith('memory://')) throw new Error('DATA_DIR is memory://: an in-memory database has nothing to back up.');
  const folder = path.join(settings.dataDir, 'pglite');
  if (!existsSync(path.join(folder, 'PG_VERSION'))) throw new Error(`There is no database in ${path.resolve(folder)} (DATA_DIR=${settings.dataDir}).`);
  const target = path.resolve(file ?? path.join('backups', `einfach-erklaeren-${stamp(new Date())}.tar.gz`));
  mkdirSync(path.dirname(target), { recursive: true });
  for (const leftover of [target, `${target}.part`, `${target}.error`]) if (existsSync(leftover)) unlinkSync(leftover);

  const holder = folderHolder(settings.dataDir);
  if (holder?.by === 'server') {
    // The running server writes the copy itself, between two of its statements.
    writeFileSync(path.join(settings.dataDir, BACKUP_REQUEST_FILE), JSON.stringify({ file: target }));
    process.kill(holder.pid, 'SIGUSR2');
    const deadline = Date.now() + SERVER_BACKUP_TIMEOUT_MS;
    while (!existsSync(target)) {
      if (existsSync(`${target}.error`)) throw new Error(`The server could not write the backup: ${readFileSync(`${target}.error`, 'utf8')}`);
      if (Date.now() > deadline) throw new Error(`The server (process ${holder.pid}) did not write the backup within ${SERVER_BACKUP_TIMEOUT_MS / 1000} s; see its log.`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    say(`Backup of the running server's database (process ${holder.pid}) written to ${target} (${statSync(target).size} bytes).`);
    return target;
  }
  if (holder) throw new FolderInUseError(settings.dataDir, holder);
  const release = claimDataDir(settings.dataDir, 'backup');
  try {
    const pg = await openPglite(folder);
    try {
      const bytes = new Uint8Array(await (await pg.dumpDataDir('gzip')).arrayBuffer());
      writeFileSync(`${target}.part`, bytes, { mode: 0o600 });
      renameSync(`${target}.part`, target);
    } finally {
      await pg.close();
    }
  } finally {
    release();
  }
  say(`Backup of the stopped server's database written to ${target} (${statSync(target).size} bytes).`);
  return target;
}

/**
 * Restores `file` (written by `backup`) into the configured database, which must be empty (PostgreSQL)
 * or a folder no server has open (PGlite; an existing database there is moved aside with `replace`).
 */
export async function restore(settings: Settings, file: string, options: { replace?: boolean } = {}, say: (line: string) => void = () => undefined): Promise<Inventory> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new Error(`No backup at ${source}.`);
  if (settings.databaseUrl) {
    const schema = settings.databaseSchema || 'public';
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: settings.databaseUrl });
    await client.connect();
    try {
      const tables = await tablesIn(asQueryable(client), schema);
      if (tables > 0) {
        throw new Error(`The database already has ${tables} table(s) in schema "${schema}": restore into an empty database (createdb) and point DATABASE_URL at it.`);
      }
      // An empty schema of that name is made again by the backup itself.
      if (schema !== 'public') await dropEmptySchema(asQueryable(client), schema);
    } finally {
      await client.end();
    }
    await run(pgTool('pg_restore'), ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${settings.databaseUrl}`, source], {
      maxBuffer: 16 << 20,
    });
    const check = new pg.Client({ connectionString: settings.databaseUrl, ...(schema !== 'public' ? { options: `-c search_path=${schema}` } : {}) });
    await check.connect();
    try {
      const counts = await inventory(asQueryable(check));
      say(`Restored ${source} into PostgreSQL (schema ${schema}): ${JSON.stringify(counts)}.`);
      return counts;
    } finally {
      await check.end();
    }
  }
  if (settings.dataDir.startsWith('memory://')) throw new Error('DATA_DIR is memory://: set DATA_DIR to the folder to restore into.');
  const holder = folderHolder(settings.dataDir);
  if (holder) throw new FolderInUseError(settings.dataDir, holder);
  const folder = path.join(settings.dataDir, 'pglite');
  const release = claimDataDir(settings.dataDir, 'restore');
  try {
    if (existsSync(folder) && readdirSync(folder).length > 0) {
      if (!options.replace) throw new Error(`${path.resolve(folder)} already holds a database. To put the backup in its place, run the restore again with --replace (the present folder is kept beside it).`);
      const aside = `${folder}.before-restore-${stamp(new Date())}`;
      renameSync(folder, aside);
      say(`The database that was there is kept in ${aside}.`);
    }
    const pg = await openPglite(folder, new Blob([readFileSync(source)]));
    try {
      const counts = await inventory(asQueryable(pg));
      say(`Restored ${source} into ${path.resolve(folder)}: ${JSON.stringify(counts)}.`);
      return counts;
    } finally {
      await pg.close();
    }
  } finally {
    release();
  }
}
