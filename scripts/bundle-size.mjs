// Bundle budget (CI): gzip size of the JS and CSS the start page fetches until it is idle (before anyone
// uses it: its HTML as the server sends it, and what those scripts import statically),
// proof that the crypto library stays out of it, and that the start page's server renderer works
// away from node_modules (where a deployment may put the UI folder). Run after `npm run build`.
// The sizes are measured as the bench measures them (scripts/bench/bundle.mjs).
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { measureStartPage, START_PAGE_LIMITS } from './bench/bundle.mjs';

const dist = new URL('../dist/ui/', import.meta.url).pathname;

if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ui/index.html is missing: run `npm run build` first.');
  process.exit(1);
}
const start = measureStartPage(dist);
const rows = [
  ['start page JS until idle (gzip)', start.js, START_PAGE_LIMITS.js],
  ['start page CSS until idle (gzip)', start.css, START_PAGE_LIMITS.css],
];
let ok = true;
for (const [name, value, { budget, target }] of rows) {
  const pass = value <= budget;
  ok &&= pass;
  const note = value > target ? `; target ${(target / 1024).toFixed(0)} KB missed by ${((value - target) / 1024).toFixed(1)} KB` : '';
  console.log(`${pass ? 'pass' : 'FAIL'}  ${name}: ${(value / 1024).toFixed(1)} KB (budget ${(budget / 1024).toFixed(0)} KB${note})`);
}
console.log(`      fetched until idle: ${start.files.join(', ')}`);
const cryptoInStart = start.cryptoFiles.length > 0;
console.log(`${cryptoInStart ? 'FAIL' : 'pass'}  crypto (pkijs) not loaded by the start page`);
ok &&= !cryptoInStart;

// The server renderer, copied to a folder without node_modules around it, renders the start page.
const renderer = join(dist, '.ssr', 'prerender.js');
let rendered = '';
const alone = mkdtempSync(join(tmpdir(), 'ee-ssr-'));
try {
  copyFileSync(renderer, join(alone, 'prerender.mjs'));
  const { renderStartPage } = await import(pathToFileURL(join(alone, 'prerender.mjs')).href);
  const empty = { entries: [], defaultValue: '' };
  const properties = { testMode: false, modelPath: '/erklaerung/models', locale: { language: 'de', country: 'DE' }, availableTestMarkers: { registration: empty, authentication: empty, formSubmit: empty }, uriHelp: 'https://www.elster.de/eportal/helpGlobal', uriPortal: 'https://www.elster.de', sessionTimeoutMinutes: 45, sessionMaximumTimeSeconds: 86400 };
  rendered = (await renderStartPage({ locale: 'de', dark: false, properties })).html;
} catch (error) {
  console.log(`      ${String(error?.message ?? error).split('\n')[0]}`);
} finally {
  rmSync(alone, { recursive: true, force: true });
}
const rendersAlone = /<h1\b[^>]*>[^<]+<\/h1>/.test(rendered);
console.log(`${rendersAlone ? 'pass' : 'FAIL'}  the start page's server renderer (.ssr/prerender.js) renders without node_modules`);
ok &&= rendersAlone;

// Every script and style sheet of 1 KB or more has its .br and .gz copy (vite.config.ts,
// precompressAssets), each the same file, which the server sends as they are.
const assets = join(dist, 'assets');
const bad = [];
let checked = 0;
for (const file of readdirSync(assets).filter((f) => /\.(js|css)$/.test(f))) {
  const source = readFileSync(join(assets, file));
  if (source.length < 1024) continue;
  checked++;
  for (const [suffix, decompress] of [['.br', brotliDecompressSync], ['.gz', gunzipSync]]) {
    const copy = join(assets, file + suffix);
    if (!existsSync(copy) || !decompress(readFileSync(copy)).equals(source)) bad.push(file + suffix);
  }
}
const precompressed = bad.length === 0 && checked > 0;
console.log(`${precompressed ? 'pass' : 'FAIL'}  ${checked} scripts and style sheets have their .br and .gz copies${bad.length ? `; missing or different: ${bad.slice(0, 5).join(', ')}` : ''}`);
ok &&= precompressed;
process.exit(ok ? 0 : 1);
