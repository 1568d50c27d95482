// `node scripts/suite-stamp.mjs start|finish`: writes test-results/suite/run.json for scripts/test.sh,
// naming the tree npm test ran on (commit and a fingerprint of `git status`), when it started and
// finished, and the JSON reports it left. `npm run a11y:report` counts those reports only for the same
// tree (a11y-tests/report/audit.ts, suiteRun).
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const root = new URL('..', import.meta.url).pathname;
const { SUITE_DIR, SUITE_STAMP, treeState } = await tsImport('../a11y-tests/report/audit.ts', import.meta.url);
const dir = process.env.SUITE_RESULTS_DIR ?? join(root, SUITE_DIR);
const file = join(dir, SUITE_STAMP);
const now = new Date().toISOString();
if (process.argv[2] === 'start') {
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...treeState(root), started: now, files: [] }, null, 2)}\n`);
} else if (process.argv[2] === 'finish' && existsSync(file)) {
  const stamp = JSON.parse(readFileSync(file, 'utf8'));
  const files = readdirSync(dir).filter((f) => f.endsWith('.json') && f !== SUITE_STAMP).sort();
  writeFileSync(file, `${JSON.stringify({ ...stamp, finished: now, files }, null, 2)}\n`);
} else {
  console.error('usage: node scripts/suite-stamp.mjs start|finish');
  process.exit(1);
}
