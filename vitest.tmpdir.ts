// Vitest's global setup: every temporary folder a test makes (os.tmpdir()) goes into one folder for
// the run, removed when the run ends, so that test runs leave nothing behind in /tmp. The workers
// start after this and inherit TMPDIR, and PGLITE_MEMORY_TEMPLATE: the run's copy of a migrated empty
// in-memory database, written by the first server test that migrates one (src/server/db/index.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function setup() {
  const outer = process.env.TMPDIR;
  const dir = mkdtempSync(join(tmpdir(), 'ee-vitest-'));
  process.env.TMPDIR = dir;
  const template = process.env.PGLITE_MEMORY_TEMPLATE;
  process.env.PGLITE_MEMORY_TEMPLATE = join(dir, 'pglite-memory-template.tar.gz');
  return () => {
    if (template === undefined) delete process.env.PGLITE_MEMORY_TEMPLATE;
    else process.env.PGLITE_MEMORY_TEMPLATE = template;
    if (outer === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = outer;
    rmSync(dir, { recursive: true, force: true });
  };
}
