// Where the main-thread time of a page load or a wizard step goes, at 4x CPU throttling.
//
//   node scripts/bench/profile.mjs wizard     # load of the first wizard screen
//   node scripts/bench/profile.mjs next       # one wizard Next (after the first screen is ready)
//   node scripts/bench/profile.mjs summary    # load of the summary (prepared through the wizard)
//   node scripts/bench/profile.mjs start      # load of the start page
//
// Builds the app with source maps (BENCH_PROFILE=1: kept readable, not minified), starts the real server like `npm run bench`, records a CPU profile with
// the Chrome DevTools Protocol and prints self time by source module and by function, plus the long
// tasks. The raw profile is written to bench/profile-<what>.cpuprofile (open it in Chromium DevTools).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { ROOT, startServer } from './server.mjs';

register();
const api = await import('./api.ts');
const { uiLogin, prepareWizard, prepareSummary } = await import('./interaction.mjs');

const what = process.argv[2] ?? 'wizard';
// PROFILE_CPU_RATE=1: unthrottled, as Lighthouse records before it multiplies every task by 4 (then
// PROFILE_MIN_MS=12 shows the stretches its simulation turns into long tasks).
const RATE = Number(process.env.PROFILE_CPU_RATE ?? 4);
const MIN_MS = Number(process.env.PROFILE_MIN_MS ?? 50);
if (!['wizard', 'next', 'summary', 'start'].includes(what)) {
  console.error('usage: node scripts/bench/profile.mjs wizard|next|summary|start');
  process.exit(2);
}
const UI = '/erklaerung/ui';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const log = (...args) => console.error('[profile]', ...args);

const outDir = process.env.PROFILE_UI_DIR ?? mkdtempSync(join(tmpdir(), 'ee-profile-ui-'));
if (!process.env.PROFILE_UI_DIR) {
  log(`building without minification into ${outDir}`);
  const build = spawnSync('npx', ['vite', 'build', '-c', 'scripts/bench/vite.config.ts', '--logLevel', 'warn'], {
    cwd: ROOT,
    env: { ...process.env, BENCH_OUT_DIR: outDir, BENCH_PROFILE: '1', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0) process.exit(1);
}

/** chunk file name → its source map (the profile build writes them). */
function mapsOf(dir) {
  const out = new Map();
  const assets = join(dir, 'assets');
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js.map'))) {
    out.set(file.slice(0, -'.map'.length), new TraceMap(readFileSync(join(assets, file), 'utf8')));
  }
  return out;
}

/** The source module (npm package or repository path) of a profile position. */
function moduleAt(maps, url, line, column) {
  const file = url.split('/').pop()?.split('?')[0] ?? '';
  const map = maps.get(file);
  if (!map) return url ? url.replace(/^https?:\/\/[^/]+/, '') : '(native)';
  const source = line >= 0 ? originalPositionFor(map, { line: line + 1, column: Math.max(0, column) }).source : null;
  if (!source) return `${file} (unmapped)`;
  const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return npm ? `npm:${npm[1]}` : source.replace(/^(\.\.\/)+/, '');
}

function summarise(profile, maps) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const moduleOf = new Map();
  const labelOf = (id) => {
    if (!moduleOf.has(id)) {
      const { callFrame } = byId.get(id);
      const module = callFrame.url ? moduleAt(maps, callFrame.url, callFrame.lineNumber, callFrame.columnNumber) : `(${callFrame.functionName || 'native'})`;
      moduleOf.set(id, { module, fn: `${callFrame.functionName || '(anonymous)'} ${module}` });
    }
    return moduleOf.get(id);
  };
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`).join('\n');
  const byModule = new Map();
  const byFunction = new Map();
  // Busy stretches (no idle sample in between) of MIN_MS or more: the long tasks, each with its top modules.
  const stretches = [];
  let current = null;
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    t += (profile.timeDeltas[i] ?? 0);
    const { module, fn } = labelOf(id);
    add(byModule, module, ms);
    add(byFunction, fn, ms);
    if (module === '((idle))') {
      if (current && current.ms >= MIN_MS) stretches.push(current);
      current = null;
      return;
    }
    current ??= { at: (t - profile.startTime) / 1000, ms: 0, modules: new Map(), functions: new Map() };
    current.ms += ms;
    add(current.modules, module, ms);
    add(current.functions, fn, ms);
  });
  if (current && current.ms >= MIN_MS) stretches.push(current);
  const total = [...byModule.values()].reduce((a, b) => a + b, 0);
  const tasks = stretches
    .map((s) => `  at ${s.at.toFixed(0)} ms, ${s.ms.toFixed(0)} ms:\n${top(s.modules, 6).replace(/^/gm, '    ')}\n    top functions:\n${top(s.functions, 5).replace(/^/gm, '      ')}`)
    .join('\n');
  return `profiled ${total.toFixed(0)} ms (idle included)\n\nbusy stretches of ${MIN_MS} ms or more:\n${tasks || '  none'}\n\nby module:\n${top(byModule, 30)}\n\nby function:\n${top(byFunction, 30)}`;
}

const server = await startServer({ uiDist: outDir });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
try {
  const base = server.base;
  const ctx = await api.journeyContext(base);
  const [user] = await api.createUsers(base, 1);
  const context = await browser.newContext({ locale: 'de-DE' });
  // Long tasks of every document from its start (a page load replaces the window).
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => `${Math.round(e.startTime)}+${Math.round(e.duration)}`))).observe({ type: 'longtask' });
  });
  const page = await context.newPage();
  if (what !== 'start') {
    await uiLogin(page, base, user);
    await prepareWizard(page, ctx.declaration, api.declarationDocument(3));
    if (what === 'summary') await prepareSummary(page, base);
  }
  const url = { start: `${base}${UI}/`, wizard: `${base}${UI}/tax/wizard`, next: `${base}${UI}/tax/wizard`, summary: `${base}${UI}/tax/summary` }[what];
  const cdp = await page.context().newCDPSession(page);
  if (what === 'next') {
    await page.goto(url);
    await page.getByRole('button', { name: 'Weiter' }).waitFor();
    // PROFILE_NEXT_STEP=n: profile the n-th Next (the bench's interaction part numbers its steps alike).
    for (let step = 1; step < Number(process.env.PROFILE_NEXT_STEP ?? 1); step++) {
      const before = await page.evaluate(() => document.querySelector('h1')?.textContent);
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.waitForFunction((b) => document.activeElement?.tagName === 'H1' && document.activeElement.textContent !== b, before);
    }
    console.log(`profiling the Next from "${await page.evaluate(() => document.querySelector('h1')?.textContent)}"`);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const started = Date.now();
  if (what === 'next') {
    const before = await page.evaluate(() => {
      window.__longTasks.length = 0;
      return document.querySelector('h1')?.textContent;
    });
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForFunction((b) => document.activeElement?.tagName === 'H1' && document.activeElement.textContent !== b, before);
  } else {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // The start page loads the app on the first intent (src/app/boot.ts): a Tab, then its hydration.
    if (what === 'start') {
      await page.keyboard.press('Tab');
      await page.waitForFunction(() => document.title && performance.getEntriesByType('resource').some((r) => /\/assets\/app-[^/]+\.js$/.test(r.name)));
      await page.waitForLoadState('networkidle');
    }
  }
  await page.waitForTimeout(500);
  const { profile } = await cdp.send('Profiler.stop');
  const longTasks = await page.evaluate(() => window.__longTasks);
  mkdirSync(join(ROOT, 'bench'), { recursive: true });
  const file = join(ROOT, 'bench', `profile-${what}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  console.log(`${what}: ${Date.now() - started} ms wall at ${RATE}x CPU; long tasks: ${JSON.stringify(longTasks)}`);
  console.log(summarise(profile, mapsOf(outDir)));
  log(`profile written to ${file}`);
} finally {
  await browser.close();
  await server.stop();
}
