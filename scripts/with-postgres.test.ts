import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'with-postgres.sh');
// A PostgreSQL library folder with no server versions in it: PostgreSQL is "not installed".
const empty = mkdtempSync(join(tmpdir(), 'ee-no-pg-'));
afterAll(() => rmSync(empty, { recursive: true, force: true }));

function run(ci: string | undefined) {
  const env: NodeJS.ProcessEnv = { ...process.env, POSTGRES_LIB_DIR: empty };
  if (ci === undefined) delete env.CI;
  else env.CI = ci;
  // The command would print this if it ran.
  return spawnSync('bash', [script, 'echo', 'the command ran'], { env, encoding: 'utf8' });
}

describe('scripts/with-postgres.sh without PostgreSQL', () => {
  it('fails under CI instead of reporting ok', () => {
    const result = run('true');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PostgreSQL is not installed');
    expect(result.stdout).not.toContain('the command ran');
  });

  it.each([undefined, ''])('skips loudly outside CI (CI=%s)', (ci) => {
    const result = run(ci);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('SKIPPING the PostgreSQL server test run');
    expect(result.stdout).not.toContain('the command ran');
  });
});
