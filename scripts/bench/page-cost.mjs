// What one rendered page costs the server: one request at a time, no other load, the server's CPU
// time per request (from /proc) and the response times, for the pages the load bench asks for.
//
//   node scripts/bench/page-cost.mjs            # login, wizard (first screen), summary, 200 requests each
//   node scripts/bench/page-cost.mjs 500        # 500 each
//   PAGE_COST_UI_DIR=/tmp/ui node scripts/bench/page-cost.mjs   # an existing build (else one is made)
//   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" node scripts/bench/page-cost.mjs
//
// The server is compiled and started as `npm run bench` starts it (scripts/bench/server.mjs); one
// person logs in over the API, prepares a summary, and each page is then asked for with that
// session's cookie, as a browser's reload does.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { buildServer } from '../build-server.mjs';
import { cpuMsOf, ROOT, startServer } from './server.mjs';

register();
const api = await import('./api.ts');

const repeats = Number(process.argv[2] ?? 200);
const log = (...args) => console.error('[page-cost]', ...args);
const kb = (chars) => `${(chars / 1024).toFixed(1)} KB`;

let uiDist = process.env.PAGE_COST_UI_DIR;
if (!uiDist) {
  uiDist = mkdtempSync(join(tmpdir(), 'ee-page-cost-ui-'));
  log(`building the app into ${uiDist}`);
  const build = spawnSync('npx', ['vite', 'build', '-c', 'scripts/bench/vite.config.ts', '--logLevel', 'warn'], {
    cwd: ROOT,
    env: { ...process.env, BENCH_OUT_DIR: uiDist, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0) process.exit(1);
}
const serverDist = mkdtempSync(join(tmpdir(), 'ee-page-cost-server-'));
await buildServer({ outDir: serverDist });
const server = await startServer({ uiDist, serverDist });
try {
  const ctx = await api.journeyContext(server.base);
  const [user] = await api.createUsers(server.base, 1);
  const timings = new Map();
  const s = new api.ApiSession(server.base, timings);
  await api.login(s, ctx, user);
  await s.json('userData', 'GET', '/userData');
  await s.json('prepareSummaryPage', 'POST', '/prepareSummaryPage', { ...ctx.declaration, formdata: ctx.formdata });
  const pages = [
    ['page login', '/tax'],
    ['page wizard', '/tax/wizard'],
    ['page summary', '/tax/summary'],
  ];
  // Warm-up: the JIT, the answers kept per language, the public page's copy.
  for (let i = 0; i < 30; i++) for (const [name, path] of pages) await s.page(`warm ${name}`, path);
  console.log('| page | requests | server CPU per request | p50 | p95 | p99 | rendered | HTML / data block |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [name, path] of pages) {
    const cpuBefore = cpuMsOf(server.pid);
    let html = '';
    for (let i = 0; i < repeats; i++) html = new TextDecoder().decode((await s.page(name, path)).bytes);
    const cpu = (cpuMsOf(server.pid) - cpuBefore) / repeats;
    const list = timings.get(name) ?? timings.get(name + api.NOT_RENDERED) ?? [];
    const p = (q) => `${api.percentile(list, q).toFixed(1)} ms`;
    console.log(`| ${name.slice(5)} | ${list.length} | ${cpu.toFixed(1)} ms | ${p(50)} | ${p(95)} | ${p(99)} | ${timings.has(name) ? 'yes' : 'NO'} | ${kb(html.length)} / ${kb(/<script type="application\/json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1].length ?? 0)} |`);
  }
} finally {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
  rmSync(serverDist, { recursive: true, force: true });
  if (!process.env.PAGE_COST_UI_DIR) rmSync(uiDist, { recursive: true, force: true });
}
