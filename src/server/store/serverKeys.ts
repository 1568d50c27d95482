// Values the servers of one database share (server_keys): the CA, and the check values that tell
// whether a server's keys are the database's (../app.ts).
import type { Db, Queryable, ServerKeyRow } from '../db/index';

/** Stores `value` under `name` unless a value is there already; answers the stored value. */
export async function keepFirstValue(db: Queryable, name: string, value: string): Promise<string | undefined> {
  await db.query('INSERT INTO server_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, value]);
  return (await db.query<Pick<ServerKeyRow, 'value'>>('SELECT value FROM server_keys WHERE name = $1', [name]))[0]?.value;
}

/** Get and put of named values, as the PKI keeps its CA. */
export interface KeyValues {
  get(name: string): Promise<string | null>;
  put(name: string, value: string): Promise<void>;
}

/**
 * Runs `fn` with the server keys in one transaction under an advisory lock: servers starting together
 * on an empty database must all end up with the same CA.
 */
export async function withServerKeysLocked<T>(db: Db, lockId: number, fn: (keys: KeyValues) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [lockId]);
    return fn({
      get: async (name) => (await tx.query<Pick<ServerKeyRow, 'value'>>('SELECT value FROM server_keys WHERE name = $1', [name]))[0]?.value ?? null,
      put: async (name, value) => {
        await tx.query('INSERT INTO server_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, value]);
      },
    });
  });
}
