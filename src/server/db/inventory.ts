// What a database holds, read by `npm run restore` (../backup.ts) to say what it restored and to
// refuse a restore into a database that is not empty.
import type { Queryable } from './index';

/** The records a restore reports, to compare with what the backup was taken from. */
export interface Inventory {
  users: number;
  drafts: number;
  summaries: number;
  submissions: number;
}

export async function inventory(db: Pick<Queryable, 'query'>): Promise<Inventory> {
  const [row] = await db.query<Record<keyof Inventory, unknown>>(
    `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM drafts) AS drafts,
       (SELECT count(*) FROM summaries) AS summaries, (SELECT count(*) FROM submissions) AS submissions`,
  );
  return { users: Number(row.users), drafts: Number(row.drafts), summaries: Number(row.summaries), submissions: Number(row.submissions) };
}

/** How many tables the schema has (0 for an empty or missing schema). */
export async function tablesIn(db: Pick<Queryable, 'query'>, schema: string): Promise<number> {
  const [row] = await db.query<{ n: unknown }>('SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = $1', [schema]);
  return Number(row.n);
}

/** Drops a schema that has no tables, so that a restore can make it again as the backup has it. */
export async function dropEmptySchema(db: Pick<Queryable, 'query'>, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  await db.query(`DROP SCHEMA IF EXISTS ${schema} RESTRICT`);
}
