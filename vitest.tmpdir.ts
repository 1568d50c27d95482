// Vitest's global setup: every temporary folder a test makes (os.tmpdir()) goes into one folder for
// the run, removed when the run ends, so that test runs leave nothing behind in /tmp. The workers
// start after this and inherit TMPDIR.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function setup() {
  const outer = process.env.TMPDIR;
  const dir = mkdtempSync(join(tmpdir(), 'ee-vitest-'));
  process.env.TMPDIR = dir;
  return () => {
    if (outer === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = outer;
    rmSync(dir, { recursive: true, force: true });
  };
}
