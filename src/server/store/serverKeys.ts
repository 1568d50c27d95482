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

/** The data key's check value (`DataCipher.keyCheck`): the key every stored value is sealed under. */
export const DATA_KEY_CHECK = 'data_key_check';
/** A key retired by a rotation is remembered under this prefix and its check value, so no server seals with it again. */
const RETIRED_DATA_KEY = 'data_key_retired:';

/** Whether a rotation retired the key with this check value. */
export async function isRetiredDataKey(db: Queryable, check: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM server_keys WHERE name = $1', [RETIRED_DATA_KEY + check])).length > 0;
}

/**
 * The end of a data key rotation: the database's key becomes the new one and the old one is retired.
 * Answers false when the database's key was not the old one any more (another rotation finished first).
 */
export async function finishDataKeyRotation(db: Db, from: string, to: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx.query('UPDATE server_keys SET value = $2 WHERE name = $3 AND value = $1 RETURNING 1', [from, to, DATA_KEY_CHECK]);
    if (moved.length === 0) return false;
    await tx.query('INSERT INTO server_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [RETIRED_DATA_KEY + from, new Date().toISOString()]);
    return true;
  });
}
