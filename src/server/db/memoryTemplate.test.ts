// The test suites' copy of a migrated empty in-memory database (openDb, PGLITE_MEMORY_TEMPLATE).
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_TEMPLATE_VARIABLE, openDb, type Db } from './index';
import { serverFile } from '../serverFiles';

const migrations = readdirSync(serverFile('db/migrations')).filter((f) => /^\d{3}_.+\.sql$/.test(f)).sort();

describe('in-memory databases from a migrated copy', () => {
  const outer = process.env[MEMORY_TEMPLATE_VARIABLE];
  const dir = mkdtempSync(path.join(tmpdir(), 'ee-template-'));
  const template = path.join(dir, 'template.tar.gz');
  const opened: Db[] = [];
  beforeAll(() => {
    process.env[MEMORY_TEMPLATE_VARIABLE] = template;
  });
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
    if (outer === undefined) delete process.env[MEMORY_TEMPLATE_VARIABLE];
    else process.env[MEMORY_TEMPLATE_VARIABLE] = outer;
    rmSync(dir, { recursive: true, force: true });
  });
  const open = async () => {
    const db = await openDb({ dataDir: 'memory://' });
    opened.push(db);
    return db;
  };

  it('the first one writes the copy after its migrations; the next starts from it, migrated and empty, without what the first one stored', async () => {
    expect(existsSync(template)).toBe(false);
    const first = await open();
    expect(existsSync(template)).toBe(true);
    const written = statSync(template).mtimeMs;
    await first.query(
      `INSERT INTO users (id_nr, birth_date, access_code_hash, access_code_salt, code_issued_at, code_arrival_at, created_at)
       VALUES ('36574261809', '1950-12-24', 'h', 's', now(), now(), now())`,
    );

    const second = await open();
    expect((await second.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')).map((r) => r.version)).toEqual(migrations);
    expect(await second.query('SELECT id_nr FROM users')).toEqual([]);
    // Read, not written again.
    expect(statSync(template).mtimeMs).toBe(written);
    expect(readdirSync(dir)).toEqual(['template.tar.gz']);
  });
});
