// `npm run build:server`: compiles the server ahead of time into dist/server, so production runs plain
// JavaScript (`node dist/server/main.js`) without a TypeScript loader. One ES module per entry point,
// every one directly in the output folder (src/server/serverFiles.ts finds the data files from there):
// main.js (the server), letters.js (`npm run letters`) and one file per module run on a thread or in
// a process of its own. Packages stay in node_modules; the server's data files are copied at their
// paths under src/server.
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_SRC = path.join(ROOT, 'src/server');
export const DEFAULT_OUT_DIR = path.join(ROOT, 'dist/server');

/** The modules run on a thread or in a process of their own (`serverModule(…)` in src/server), by their path under src/server. */
export const SEPARATE_MODULES = ['db/pgliteThread.ts', 'db/pgliteInit.ts', 'pdf/worker.ts'];

/** Same rule as compiledModuleName in src/server/serverFiles.ts. */
export function compiledModuleName(source) {
  return `${source.replace(/\.ts$/, '').replaceAll('/', '-')}.js`;
}

/** The files the server reads at run time, by folder under src/server. */
const DATA_FILES = [
  { dir: 'db/migrations', match: /^\d{3}_.+\.sql$/ },
  { dir: 'models', match: /^ESt\d{4}\.json$/ },
  { dir: 'models/texts', match: /^[a-z]{2}\.json$/ },
  { dir: 'help', match: /^[a-z]{2}\.json$/ },
  { dir: 'summary', match: /^declaration\.xsd$/ },
];

/**
 * Node's options for the compiled server, used by `npm start` and the bench (docs/operations.md): the
 * main thread's young generation at 4 MB per semi-space instead of up to 16 (V8 reads it only when the
 * thread starts; the worker threads' limits and the other memory settings are set by the server itself,
 * src/server/memory.ts).
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=4'];

/**
 * The environment the compiled server starts with, under what the caller sets (docs/operations.md):
 * at most two glibc malloc arenas. By default each thread that allocates (the event loop, the PGlite
 * and PDF threads, libuv's pool for RSA and compression) may get an arena of its own, reserved in
 * 64 MB steps and returned to the system only in part; under the bench's load after its browser parts
 * the server's resident memory peaked at 279 MB with two arenas against 314 MB without (one run each,
 * 31.8 and 33.5 journeys/s, CPU per journey 43 and 41 ms). glibc reads the variable when the process
 * starts, so it cannot be set from inside.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

/**
 * Sources the compiled server is made from (for the "is it up to date" check of `npm start`), with the
 * estimate panel's texts that the confirmation PDF prints (src/server/pdf/estimate.ts).
 */
export const SERVER_SOURCES = [
  'src/server',
  'src/domain',
  'src/app/i18n/de/estimate.json',
  'src/app/i18n/en/estimate.json',
  'scripts/build-server.mjs',
  'package-lock.json',
].map((p) => path.join(ROOT, p));

function newestMtime(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return file.endsWith('.test.ts') ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(file)) {
    if (entry === '__tests__' || entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(file, entry)));
  }
  return newest;
}

/** True when dist/server is missing or older than a source. */
export function serverBuildIsStale(outDir = DEFAULT_OUT_DIR) {
  const main = path.join(outDir, 'main.js');
  return !existsSync(main) || statSync(main).mtimeMs < Math.max(...SERVER_SOURCES.map(newestMtime));
}

export async function buildServer({ outDir = DEFAULT_OUT_DIR, logLevel = 'warning' } = {}) {
  rmSync(outDir, { recursive: true, force: true });
  const entryPoints = [
    { in: path.join(SERVER_SRC, 'main.ts'), out: 'main' },
    { in: path.join(SERVER_SRC, 'letters.ts'), out: 'letters' },
    { in: path.join(SERVER_SRC, 'cli/backup.ts'), out: 'backup' },
    { in: path.join(SERVER_SRC, 'cli/dataKeyRotate.ts'), out: 'dataKeyRotate' },
    { in: path.join(SERVER_SRC, 'cli/taxIdKeyRekey.ts'), out: 'taxIdKeyRekey' },
    ...SEPARATE_MODULES.map((source) => ({ in: path.join(SERVER_SRC, source), out: compiledModuleName(source).replace(/\.js$/, '') })),
  ];
  await build({
    entryPoints,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages are imported from node_modules at run time, as from source.
    packages: 'external',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel,
  });
  // The output is ES modules wherever it is put; outside this checkout it finds the packages through
  // a link to its node_modules (the bench and the tests build into temporary folders).
  writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify({ private: true, type: 'module' }, null, 2)}\n`);
  if (path.relative(ROOT, outDir).startsWith('..')) symlinkSync(path.join(ROOT, 'node_modules'), path.join(outDir, 'node_modules'));
  for (const { dir, match } of DATA_FILES) {
    mkdirSync(path.join(outDir, dir), { recursive: true });
    for (const name of readdirSync(path.join(SERVER_SRC, dir)).filter((n) => match.test(n))) {
      copyFileSync(path.join(SERVER_SRC, dir, name), path.join(outDir, dir, name));
    }
  }
  return outDir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(process.argv[2] ?? DEFAULT_OUT_DIR);
  const started = Date.now();
  await buildServer({ outDir });
  console.log(`server compiled into ${path.relative(process.cwd(), outDir) || '.'} in ${Date.now() - started} ms`);
}
