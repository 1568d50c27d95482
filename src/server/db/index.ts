// Storage: one PostgreSQL dialect, run either on embedded PGlite or on a PostgreSQL server (pg Pool).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { moduleProcessArgs, serverFile, serverModule } from '../serverFiles';
import { JobThread, JobThreadError } from '../threads/pool';
import type { PgliteJob } from './pgliteThread';

export type { CountRow, DraftRow, LetterRow, LoginFailureRow, RateLimitRow, ServerKeyRow, SessionRow, SubmissionRow, SummaryRow, UserRow } from './rows';

/** A row whose columns the caller has not named: every value must be checked before use. */
export type Row = Record<string, unknown>;

export interface Queryable {
  /** `T` names the selected columns, usually a `Pick` of a table's row type in rows.ts. */
  query<T extends object = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * PGlite only: the data folder as a gzipped tar (PGlite's `dumpDataDir`), taken between two
   * statements and outside any transaction, so it is consistent (backup.ts).
   */
  dumpDataDir?(): Promise<Uint8Array>;
  close(): Promise<void>;
  /**
   * The statements waiting for the database (PGlite's one connection, a connection of the pg pool):
   * how many, and how long the oldest has waited. The overload check reads it (plugins/overload.ts).
   */
  waiting?(): DbWaiting;
  readonly kind: 'pglite' | 'postgres';
}

/** See `Db.waiting`. */
export interface DbWaiting {
  count: number;
  oldestMs: number;
}

/**
 * The statements waiting for a connection, in the order they came: the first still waiting is the
 * one that has waited longest (whichever order they leave in).
 */
class WaitingStatements {
  private readonly since = new Set<{ at: number }>();

  /** Until the promise settles (a pg connection handed out, or refused). */
  async around<T>(waitFor: Promise<T>): Promise<T> {
    const done = this.enter();
    try {
      return await waitFor;
    } finally {
      done();
    }
  }

  /** A statement starts waiting; call the answer when it stops. */
  enter(): () => void {
    const entry = { at: performance.now() };
    this.since.add(entry);
    return () => this.since.delete(entry);
  }

  now(): DbWaiting {
    const first = this.since.values().next();
    return { count: this.since.size, oldestMs: first.done ? 0 : performance.now() - first.value.at };
  }
}

/** Answers when the database answers a trivial statement (the health check); throws when it cannot be reached. */
export async function ping(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}

/** Thrown when the database cannot be reached; answered with 503. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Storage unavailable', { cause });
    this.name = 'StorageUnavailableError';
  }
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', '57P01', '57P03', '08000', '08001', '08003', '08006']);

function wrap(error: unknown): unknown {
  const code = (error as { code?: string })?.code;
  const message = String((error as Error)?.message ?? '');
  if ((code && CONNECTION_CODES.has(code)) || /Connection terminated|closed|not connected|timeout exceeded when trying to connect/i.test(message)) {
    return new StorageUnavailableError(error);
  }
  return error;
}

/**
 * Makes a new data folder (initdb) in a process of its own (pgliteInit.ts) that then ends: PGlite
 * keeps what initdb used for as long as the instance lives, and even freed, that memory stayed with
 * the server (0.75 GB resident after the first start instead of 0.25 GB).
 */
async function initPglite(dataDir: string): Promise<void> {
  const child = spawn(process.execPath, moduleProcessArgs('db/pgliteInit.ts'), {
    env: { ...process.env, PGLITE_INIT_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new StorageUnavailableError(new Error(`creating the database in ${dataDir} failed (exit ${code}): ${stderr.trim()}`));
}

/**
 * PGlite on its own thread (pgliteThread.ts): the statements' CPU work leaves the event loop, which
 * only posts the SQL and receives the rows. Only one thread (and process) may own a data folder.
 */
async function openPglite(dataDir: string, template?: string): Promise<Db> {
  if (!dataDir.startsWith('memory://') && !existsSync(path.join(dataDir, 'PG_VERSION'))) await initPglite(dataDir);
  const thread = new JobThread<PgliteJob, unknown>(serverModule('db/pgliteThread.ts'), { dataDir, template });
  let closed = false;
  // PGlite runs one statement at a time; a queue keeps transactions from interleaving with other queries.
  let chain: Promise<unknown> = Promise.resolve();
  const waiting = new WaitingStatements();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const done = waiting.enter();
    const start = () => {
      done();
      return fn();
    };
    const next = chain.then(start, start);
    chain = next.catch(() => undefined);
    return next;
  };
  const check = () => {
    if (closed) throw new StorageUnavailableError(new Error('database closed'));
  };
  /** A crashed or unstartable database thread is a storage outage (503), not a bad statement. */
  const run = async (job: PgliteJob) => {
    try {
      return await thread.run(job);
    } catch (error) {
      throw error instanceof JobThreadError ? new StorageUnavailableError(error) : error;
    }
  };
  const direct: Queryable = {
    // The rows as the driver returns them; the caller's row type describes its SELECT.
    query: async <T extends object>(sql: string, params: unknown[] = []) => (await run({ op: 'query', sql, params })) as T[],
    exec: async (sql) => {
      await run({ op: 'exec', sql });
    },
  };
  const db: Db = {
    kind: 'pglite',
    waiting: () => waiting.now(),
    query: <T extends object>(sql: string, params: unknown[] = []) =>
      serial(async () => {
        check();
        return direct.query<T>(sql, params);
      }),
    exec: (sql) =>
      serial(async () => {
        check();
        await direct.exec(sql);
      }),
    transaction: (fn) =>
      serial(async () => {
        check();
        await direct.exec('BEGIN');
        try {
          const result = await fn(direct);
          await direct.exec('COMMIT');
          return result;
        } catch (error) {
          if (!closed) await direct.exec('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    dumpDataDir: () =>
      serial(async () => {
        check();
        return (await run({ op: 'dump' })) as Uint8Array;
      }),
    close: async () => {
      if (closed) return;
      closed = true;
      // After the statements already queued.
      await serial(async () => {
        await run({ op: 'close' }).catch(() => undefined);
        await thread.close();
      });
    },
  };
  // Opens the database (or reports why it cannot be opened) before the server starts.
  try {
    await direct.query('SELECT 1');
  } catch (error) {
    await thread.close();
    throw error;
  }
  return db;
}

async function openPostgres(url: string, schema?: string): Promise<Db> {
  const { default: pg } = await import('pg');
  // count(*) and other bigints as numbers, as PGlite answers them.
  pg.types.setTypeParser(20, (v: string) => Number(v));
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error('Invalid schema name');
  if (schema) {
    // A private schema per test server keeps parallel test files apart on one database.
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } catch (error) {
      // Two servers creating the schema at the same moment: IF NOT EXISTS can still race (unique violation).
      if (!['23505', '42P06'].includes((error as { code?: string }).code ?? '')) throw error;
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  pool.on('error', () => undefined);
  const waiting = new WaitingStatements();
  /**
   * What `pool.query` does, with the wait for a connection timed: a client that failed a statement is
   * not reused, and a connection error while it is out fails the statement, not the process.
   */
  const poolQuery = async (sql: string, params?: unknown[]) => {
    const client = await waiting.around(pool.connect());
    const lost = () => undefined;
    client.on('error', lost);
    try {
      const result = await client.query(sql, params);
      client.release();
      return result;
    } catch (error) {
      client.release(error as Error);
      throw error;
    } finally {
      client.removeListener('error', lost);
    }
  };
  return {
    kind: 'postgres',
    waiting: () => waiting.now(),
    query: async <T extends object>(sql: string, params: unknown[] = []) => {
      try {
        return (await poolQuery(sql, params)).rows as T[];
      } catch (error) {
        throw wrap(error);
      }
    },
    exec: async (sql) => {
      try {
        await poolQuery(sql);
      } catch (error) {
        throw wrap(error);
      }
    },
    transaction: async (fn) => {
      let client;
      try {
        client = await waiting.around(pool.connect());
      } catch (error) {
        throw wrap(error);
      }
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <T extends object>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw wrap(error);
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export interface DbOptions {
  databaseUrl?: string;
  /** Folder for PGlite's files, or memory:// */
  dataDir: string;
  /** PostgreSQL only: use (and create) this schema instead of public. */
  schema?: string;
}

export async function openDb(options: DbOptions): Promise<Db> {
  const inMemory = options.dataDir.startsWith('memory://');
  const template = inMemory && !options.databaseUrl ? process.env[MEMORY_TEMPLATE_VARIABLE] || undefined : undefined;
  const fromTemplate = template !== undefined && existsSync(template);
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.schema)
    : await openPglite(inMemory ? options.dataDir : path.join(options.dataDir, 'pglite'), fromTemplate ? template : undefined);
  const applied = await migrate(db);
  if (template !== undefined && !fromTemplate && applied.length) await writeMemoryTemplate(db, template);
  return db;
}

/**
 * PGLITE_MEMORY_TEMPLATE, set by the test suites (vitest.tmpdir.ts), names a file for an empty,
 * migrated in-memory database. A memory:// database starts from that copy when the file is there (no
 * initdb and no migrations: a server test's start takes 1.6 s and 2.4 s of processor instead of 4.6 s
 * and 7.4 s), and the first one to migrate writes it. Migrations still run after a start from the copy, so
 * a copy older than the migrations is brought up to date like any database. Unset in every other use.
 */
export const MEMORY_TEMPLATE_VARIABLE = 'PGLITE_MEMORY_TEMPLATE';

async function writeMemoryTemplate(db: Db, file: string): Promise<void> {
  const dump = await db.dumpDataDir?.();
  if (!dump) return;
  // Written beside it and renamed: a server starting at the same moment reads the whole file or none.
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(partial, dump);
  await rename(partial, file);
}

const MIGRATIONS_DIR = serverFile('db/migrations');
// Arbitrary constant shared by every app server so that only one migrates at a time.
const MIGRATION_LOCK_ID = 4_711_2025;

/** Runs the numbered SQL files in migrations/ that are not yet recorded in schema_migrations. */
export async function migrate(db: Db): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{3}_.+\.sql$/.test(f)).sort();
  return db.transaction(async (tx) => {
    // Transaction-scoped lock: released on commit, so several servers can start together.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(await readFile(path.join(MIGRATIONS_DIR, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}
