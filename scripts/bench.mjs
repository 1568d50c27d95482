// `npm run bench [-- --quick]`: production build, real server, then bundle, Lighthouse, in-browser
// interaction, API load, overload and data-volume figures in one table (bench/results.json). See
// docs/performance.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { register } from 'tsx/esm/api';
import { analyseBundle, START_PAGE_LIMITS } from './bench/bundle.mjs';
import { cpuMsOf, ROOT, rssOf, sampleRss, startServer } from './bench/server.mjs';
import { buildServer as compileServer } from './build-server.mjs';

register();
const api = await import('./bench/api.ts');
const { runLighthouse } = await import('./bench/lighthouse.mjs');
const { runInteraction, firstInteraction, uiLogin, prepareWizard, prepareSummary, appliedLcp } = await import('./bench/interaction.mjs');
const { runVolume } = await import('./bench/volume.mjs');
const overload = await import('./bench/overload.ts');
const { runOverloadPart } = await import('./bench/overload-part.mjs');
const seedModule = await import('./bench/seed.ts');

const quick = process.argv.includes('--quick');
const only = (process.argv.find((a) => a.startsWith('--only=')) ?? '').slice(7).split(',').filter(Boolean);
const wants = (part) => only.length === 0 || only.includes(part);
const plan = quick
  ? { firstInteractionRuns: 5, lighthouseRuns: 1, loadSeconds: 10, volumeSeconds: 16, warmSeconds: 3, sweepSeconds: 3, sizeRepeats: 1, wizardSteps: 12, cryptoRounds: 1, overloadSeconds: 15 }
  : { overloadSeconds: 60, firstInteractionRuns: 7, lighthouseRuns: Number(process.env.BENCH_LH_RUNS ?? 3) /* BENCH_LH_RUNS: more runs per page for a steadier median */, loadSeconds: 60, volumeSeconds: Number(process.env.BENCH_VOLUME_SECONDS ?? 360) /* per database, in turns (scripts/bench/volume.mjs: why six minutes); BENCH_VOLUME_SECONDS: another length */, warmSeconds: 15 /* the heap grows for about 10 s before it settles */, sweepSeconds: 10, sizeRepeats: 3, wizardSteps: 36 /* three passes through the wizard's 12 Nexts */, cryptoRounds: 3 };
const UI = '/erklaerung/ui';
const KB = 1024;
/**
 * The server the API figures are compared with ("before"): the last commit before the compiled server,
 * the keyed access-code hash and the memory limits, run as it was then (TypeScript through tsx).
 * BENCH_BASELINE=<git ref> compares with another commit, BENCH_BASELINE=none skips the comparison.
 */
const BASELINE_REF = '3ef3388afd83e41212a5a9f21f2059b69c262b08';
/**
 * The load's journeys load rendered pages too (issue 35, point 5): the login before signing in, the
 * wizard's first screen after it, the summary once prepared (scripts/bench/api.ts, journey).
 * BENCH_LOAD_PAGES=0: the API calls alone, as issue 28 measured them.
 */
const LOAD_OPTIONS = { pages: process.env.BENCH_LOAD_PAGES !== '0' };
/** The server's p99 for a rendered page under the sustained load (issue 35). */
const RENDERED_PAGE_P99_TARGET = 50;
/** The resident-memory target of the server under the sustained load (PGlite). */
const RSS_UNDER_LOAD_TARGET = 300 * 2 ** 20;
const pause = (msToWait) => new Promise((r) => setTimeout(r, msToWait));
/** The pages whose first visit issue 35 budgets (LCP ≤ 1200 ms, within 10 % of their static HTML). */
const FIRST_VISIT_PAGES = ['login', 'wizard (first screen)', 'summary'];
const mb = (bytes) => (Number.isFinite(bytes) ? `${Math.round(bytes / 2 ** 20)} MB` : 'n/a');

const rows = [];
/** One figure: value and target as text, pass true/false, or null when it could not be measured. */
const row = (group, name, value, target, pass, note = '') => rows.push({ group, name, value, target, pass, note });
const na = (group, name, target, reason) => row(group, name, `n/a (${reason})`, target, null);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (x) => (Number.isFinite(x) ? `${Math.round(x)} ms` : 'n/a');
const log = (...args) => console.error('[bench]', ...args);
const results = { quick, startedAt: new Date().toISOString(), machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryGB: Math.round(totalmem() / 2 ** 30), node: process.version }, plan };

// Chromium (Lighthouse, interaction) and the PDF tools come from Debian, as for `npm test`.
spawnSync('bash', ['scripts/ensure-tools.sh'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });

// ---- build ----
const outDir = mkdtempSync(join(tmpdir(), 'ee-bench-ui-'));
log(`building the production app into ${outDir}`);
const build = spawnSync('npx', ['vite', 'build', '-c', 'scripts/bench/vite.config.ts', '--logLevel', 'warn'], {
  cwd: ROOT,
  env: { ...process.env, BENCH_OUT_DIR: outDir, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (build.status !== 0) {
  console.error('vite build failed');
  process.exit(1);
}

// ---- bundle ----
// BENCH_NO_SSR=1: without the server-rendered start page (the server then sends index.html), to compare.
if (process.env.BENCH_NO_SSR) rmSync(join(outDir, '.ssr'), { recursive: true, force: true });
const bundle = analyseBundle(outDir);
results.bundle = bundle.routes;
{
  const r = bundle.routes;
  // Against the product targets, as the CI budget (scripts/bundle-size.mjs) measures: what the start page
  // fetches until idle, read from the build (its HTML as the server sends it, and their static imports).
  for (const kind of ['js', 'css']) {
    const { target } = START_PAGE_LIMITS[kind];
    row('bundle', `start page ${kind.toUpperCase()} until idle (gzip)`, kb(r.start[kind]), `≤ ${target / KB} KB`, r.start[kind] <= target, kind === 'js' ? `${r.start.files.filter((f) => f.endsWith('.js')).join(', ')}; the app on the first intent` : '');
  }
  for (const route of ['login', 'wizard', 'summary']) {
    if (!r[route]) {
      na('bundle', `${route} JS / CSS (gzip)`, 'info', 'route chunk not in the manifest');
      continue;
    }
    const extra = r[route].onDemand.js ? ` + ${kb(r[route].onDemand.js)} on demand (crypto)` : '';
    row('bundle', `${route} JS / CSS (gzip)`, `${kb(r[route].js)} / ${kb(r[route].css)}${extra}`, 'info', true);
  }
  const cryptoWrong = ['start', 'login', 'wizard'].filter((k) => r[k]?.cryptoInitial.length);
  const cryptoMissing = ['login', 'summary'].filter((k) => r[k] && !r[k].cryptoOnDemand && !r[k].cryptoInitial.length);
  row('bundle', 'crypto (pkijs) only on login and summary', cryptoWrong.length || cryptoMissing.length ? `loaded by ${cryptoWrong.join(', ') || '-'}; missing on ${cryptoMissing.join(', ') || '-'}` : 'yes (own chunk, on demand)', 'login, summary only', !cryptoWrong.length && !cryptoMissing.length);
  const engineWrong = ['start', 'login', 'summary'].filter((k) => r[k]?.formEngine.length);
  const engineMissing = r.wizard && !r.wizard.formEngine.length;
  row('bundle', 'form engine only on the wizard', engineWrong.length ? `also on ${engineWrong.map((k) => `${k} (${r[k].formEngine.join(', ')})`).join('; ')}` : engineMissing ? 'not found in the wizard' : 'yes', 'wizard only', !engineWrong.length && !engineMissing);
}

// ---- server ----
// Compiled as `npm start` runs it (BENCH_SERVER_DIR: another checkout's TypeScript through tsx instead).
const serverDist = process.env.BENCH_SERVER_DIR ? undefined : mkdtempSync(join(tmpdir(), 'ee-bench-server-'));
if (serverDist) {
  log(`compiling the server into ${serverDist}`);
  await compileServer({ outDir: serverDist });
}
log('starting the server');
let server = await startServer({ uiDist: outDir, serverDist });
const base = server.base;
await pause(3000);
results.server = { base, pid: server.pid, database: server.database, program: server.program, startMs: server.startMs, idleRss: rssOf(server.pid) };

/**
 * The throughput target as issue 28 sets it: 30 journeys/s at concurrency 16, or CPU per journey
 * (server and loader) so low that the machine's cores could run 35. The rate moves with whatever else
 * the machine runs; the CPU per journey hardly does, so `ceiling` tells what the rate could be.
 */
function throughput(journeysPerSecond, cpu) {
  const ceiling = (cpus().length * 1000) / (cpu.serverMsPerJourney + cpu.loaderMsPerJourney);
  return { ceiling, met: journeysPerSecond >= 30 || ceiling >= 35 };
}

/** The before → after rows: start time, RSS idle and under load, journeys/s and CPU of both servers. */
function compareRows(before, after) {
  const group = 'api before → after';
  const b = before && !before.error ? before : null;
  const pair = (x, y, format) => `${b ? format(x) : 'n/a'} → ${format(y)}`;
  const cpuText = (c) => `${ms(c.serverMsPerJourney)} / ${ms(c.loaderMsPerJourney)}`;
  const servers = `${b ? `${b.ref.slice(0, 7)} (${b.program})` : 'none'} → this checkout (${after.program})`;
  row(group, 'servers compared', servers, 'info', true, before?.error ? `before: ${before.error.slice(0, 120)}` : '');
  row(group, 'start → healthy, new database', pair(b?.startMs, after.startMs, ms), 'info', true);
  row(group, 'start → healthy, existing data', pair(b?.restartMs, after.restartMs, ms), 'info', true);
  row(group, 'RSS idle 3 s after the start, new database', pair(b?.idleRss, after.idleRss, mb), 'info', true);
  row(group, 'RSS idle 3 s after the start, existing data', pair(b?.restartIdleRss, after.restartIdleRss, mb), 'info', true);
  row(group, 'RSS under load: peak of the sustained run (concurrency 16)', pair(b?.loadRss, after.loadRss, mb), '< 300 MB', after.loadRss < RSS_UNDER_LOAD_TARGET);
  row(group, 'journeys/s (concurrency 16)', pair(b?.sustained.journeysPerSecond, after.journeysPerSecond, (x) => x.toFixed(2)), '≥ 30, or ceiling ≥ 35', throughput(after.journeysPerSecond, after.cpu).met);
  row(group, 'CPU per journey: server / bench loader', pair(b?.cpu, after.cpu, cpuText), 'info', true);
  // Journeys/s fall when other work shares the cores; CPU per journey hardly moves.
  const loadText = ([from, to]) => `${from.toFixed(1)}–${to.toFixed(1)}`;
  row(group, `machine load average (1 min) at the start and end of the sustained run, ${cpus().length} cores`, pair(b?.loadAverage, after.loadAverage, loadText), 'info', true);
}

/** A git worktree of `ref` that shares this checkout's node_modules, for the "before" server. */
function checkoutBaseline(ref) {
  const dir = mkdtempSync(join(tmpdir(), 'ee-bench-before-'));
  const add = spawnSync('git', ['worktree', 'add', '--detach', '--quiet', dir, ref], { cwd: ROOT, encoding: 'utf8' });
  if (add.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`git worktree add ${ref}: ${(add.stderr || '').trim()}`);
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return {
    dir,
    remove() {
      spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Start time and RSS of a server started again on the data of `running` (which is stopped first). */
async function restartFigures(running) {
  await running.stop({ keepData: true });
  const again = await startServer({ ...running.again, uiDist: outDir });
  await pause(3000);
  return { server: again, startMs: again.startMs, idleRss: rssOf(again.pid) };
}

/**
 * The "before" server, measured the way the sustained run measures the current one: start and idle
 * RSS on a new database, warm-up, sustained load (RSS peak, journeys/s, CPU), then a start on the
 * same data.
 */
async function measureBaseline(ref, people) {
  const checkout = checkoutBaseline(ref);
  let before;
  try {
    before = await startServer({ uiDist: outDir, serverDir: checkout.dir });
    await pause(3000);
    const figures = { ref, program: before.program, startMs: before.startMs, idleRss: rssOf(before.pid) };
    const ctx = await api.journeyContext(before.base);
    const users = await api.registerUsers(before.base, people);
    log(`before: API warm-up ${plan.warmSeconds} s, then ${plan.loadSeconds} s at concurrency 16 (${ref.slice(0, 7)}, tsx)`);
    await api.runLoad(ctx, users, 16, plan.warmSeconds, 30, LOAD_OPTIONS);
    await pause(3000);
    const serverCpuBefore = cpuMsOf(before.pid);
    const loaderCpuBefore = process.cpuUsage();
    const sampler = sampleRss(before.pid);
    const loadBefore = loadavg()[0];
    const sustained = await api.runLoad(ctx, users, 16, plan.loadSeconds, 60, LOAD_OPTIONS);
    figures.loadRss = sampler.stop();
    figures.loadAverage = [loadBefore, loadavg()[0]];
    const loaderCpu = process.cpuUsage(loaderCpuBefore);
    figures.sustained = sustained;
    figures.cpu = { serverMsPerJourney: (cpuMsOf(before.pid) - serverCpuBefore) / sustained.journeys, loaderMsPerJourney: (loaderCpu.user + loaderCpu.system) / 1000 / sustained.journeys };
    const restart = await restartFigures(before);
    before = restart.server;
    figures.restartMs = restart.startMs;
    figures.restartIdleRss = restart.idleRss;
    return figures;
  } finally {
    await before?.stop();
    if (before) rmSync(before.dataDir, { recursive: true, force: true });
    checkout.remove();
  }
}
try {
  const ctx = await api.journeyContext(base);
  results.declaration = ctx.declaration;
  log('registering bench users and making their key pairs');
  // The load needs one person per concurrent journey, up to the sweep's 128.
  const users = await api.createUsers(base, 1 + 1 + 4 + 128 + 1);
  const [lhUser, staticUser, ...rest] = users;
  const interactionUsers = rest.slice(0, 4);
  const loadUsers = rest.slice(4, 132);
  const sizeUser = rest[132];
  const document = api.declarationDocument(3);

  // ---- static floors: each measured page as Chromium rendered it, without script ----
  // The start page idle as the server sent it (its app waits for the first sign of use); the login, the
  // wizard's first screen and the summary once their app has hydrated them (issue 35: the same page,
  // its notice that the step needs the script gone, as after a normal load). Each is served by the same
  // server as a static file, so LCP(app) / LCP(static) is what the JavaScript costs the first paint.
  const staticUrls = {};
  /** LCP under applied throttling, app and static floor, by page (login, wizard, summary). */
  const appliedFigures = {};
  // BENCH_LH_PAGES=start,static: only the pages whose names start with one of these (to iterate on one figure).
  const onlyPages = process.env.BENCH_LH_PAGES?.split(',').filter(Boolean);
  if (wants('lighthouse')) {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
    /** Writes the page as rendered, scripts and module preloads removed, and returns its URL. */
    const keep = async (page, name) => {
      const html = await page.evaluate(() => {
        for (const el of document.querySelectorAll('script, link[rel=modulepreload]')) el.remove();
        return '<!doctype html>\n' + document.documentElement.outerHTML;
      });
      writeFileSync(join(outDir, `bench-static-${name}.html`), html);
      return `${base}${UI}/bench-static-${name}.html`;
    };
    /** Until the app has hydrated the page (React's fiber on its h1) and its first renders are done. */
    const hydrated = async (page, ready) => {
      await page.waitForFunction(() => Object.keys(document.querySelector('h1') ?? {}).some((k) => k.startsWith('__reactFiber')), undefined, { timeout: 60_000 });
      await page.waitForFunction(ready, undefined, { timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await pause(500);
    };
    // The same page and its static floor under applied throttling, each right after its floor is made,
    // from the state the floor was made in (a second opinion next to Lighthouse's simulation).
    const applied = async (label, page, appUrl, staticUrl, signedIn) => {
      if (onlyPages && !onlyPages.some((prefix) => label.startsWith(prefix) || `static ${label}`.startsWith(prefix))) return;
      try {
        const state = signedIn ? { storageState: await page.context().storageState(), session: await page.evaluate(() => Object.entries(sessionStorage)) } : {};
        const lcp = await appliedLcp([appUrl, staticUrl], plan.lighthouseRuns, state);
        appliedFigures[label] = { app: lcp[appUrl], static: lcp[staticUrl] };
      } catch (error) {
        appliedFigures[label] = { error: String(error?.message ?? error) };
      }
    };
    try {
      const context = await browser.newContext({ locale: 'de-DE' });
      const page = await context.newPage();
      await page.goto(`${base}${UI}/`);
      await page.waitForSelector('h1');
      staticUrls.start = await keep(page, 'start');
      await page.goto(`${base}${UI}/tax`);
      await hydrated(page, () => document.querySelector('#idNr') !== null);
      staticUrls.login = await keep(page, 'login');
      await applied('login', page, `${base}${UI}/tax`, staticUrls.login, false);
      // The signed-in pages of a person of their own (the Lighthouse person's wizard must stay on its
      // first screen until its own runs), loaded directly as the Lighthouse runs load them.
      await uiLogin(page, base, staticUser);
      await prepareWizard(page, ctx.declaration, document);
      await page.goto(`${base}${UI}/tax/wizard`);
      await hydrated(page, () => [...document.querySelectorAll('main button')].some((b) => b.textContent?.trim() === 'Weiter'));
      staticUrls.wizard = await keep(page, 'wizard');
      await applied('wizard', page, `${base}${UI}/tax/wizard`, staticUrls.wizard, true);
      await prepareSummary(page, base);
      await page.goto(`${base}${UI}/tax/summary`);
      await hydrated(page, () => [...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Absenden')));
      staticUrls.summary = await keep(page, 'summary');
      await applied('summary', page, `${base}${UI}/tax/summary`, staticUrls.summary, true);
    } catch (error) {
      log('a static floor could not be made:', error);
      results.staticFloorError = String(error?.message ?? error);
    } finally {
      await browser.close();
    }
    // Where each Lighthouse run's new tab starts (see runLighthouse's `blankUrl`).
    writeFileSync(join(outDir, 'bench-blank.html'), '<!doctype html>\n<html lang="de"><link rel="icon" href="data:,"><title>Bench</title></html>\n');
  }

  // ---- Lighthouse ----
  if (wants('lighthouse')) {
    log(`Lighthouse: ${plan.lighthouseRuns} run(s) per page`);
    // Every page a first visit (cold cache; the signed-in ones keep the login's cookie and tab state, as a
    // reload or a bookmark in the same tab), each address loaded directly: the server's HTML, then the app.
    // Each page's static floor right after it, so both see the same machine.
    const pages = [
      { name: 'start', url: `${base}${UI}/`, firstVisit: true },
      { name: 'static start (floor)', url: staticUrls.start, firstVisit: true },
      { name: 'login', url: `${base}${UI}/tax`, firstVisit: true, expectInHtml: 'id="idNr"' },
      { name: 'static login (floor)', url: staticUrls.login, firstVisit: true },
      { name: 'wizard (first screen)', url: `${base}${UI}/tax/wizard`, needsLogin: true, firstVisit: true, expectInHtml: 'Weiter' },
      { name: 'static wizard (floor)', url: staticUrls.wizard, firstVisit: true },
      { name: 'summary', url: `${base}${UI}/tax/summary`, needsLogin: true, firstVisit: true, expectInHtml: 'Absenden', before: (page) => prepareSummary(page, base) },
      { name: 'static summary (floor)', url: staticUrls.summary, firstVisit: true },
    ]
      .filter((p) => p.url)
      .filter((p) => !onlyPages || onlyPages.some((prefix) => p.name.startsWith(prefix)));
    let lh = {};
    try {
      lh = await runLighthouse({
        pages,
        runs: plan.lighthouseRuns,
        blankUrl: `${base}${UI}/bench-blank.html`,
        login: async (page) => {
          await uiLogin(page, base, lhUser);
          await prepareWizard(page, ctx.declaration, document);
        },
      });
    } catch (error) {
      log('Lighthouse failed:', error);
      results.lighthouseError = String(error?.message ?? error);
    }
    results.lighthouse = lh;
    for (const { name } of pages) {
      const r = lh[name];
      const g = `lighthouse ${name}`;
      if (!r || r.runtimeError) {
        na(g, 'performance / a11y / best practices', '≥ 95 / 100 / 100', r?.runtimeError ?? results.lighthouseError ?? 'no result');
        continue;
      }
      const floor = name.includes('floor');
      const note = [
        name === 'summary' && bundle.summaryIsPlaceholder ? 'summary screen is still a placeholder' : '',
        r.redirectedTo ? `redirected to ${new URL(r.redirectedTo).pathname}: measures that screen` : '',
      ].filter(Boolean).join('; ');
      if (!floor) {
        row(g, 'performance', String(Math.round(r.performance)), '≥ 95', r.performance >= 95, note);
        row(g, 'accessibility', String(Math.round(r.accessibility)), '100', Math.round(r.accessibility) === 100, r.failing.accessibility.join(', '));
        row(g, 'best practices', String(Math.round(r.bestPractices)), '100', Math.round(r.bestPractices) === 100, [...r.failing.bestPractices, ...r.consoleErrors.map((e) => `console: ${e}`)].join(', ').slice(0, 200));
      }
      if (name === 'start' && r.fetched) {
        // What the browser really fetched until idle, measured as the bundle rows measure (gzip -9 of each
        // file): the budget counts it, not only what index.html names.
        const fileOf = (url) => join(outDir, new URL(url).pathname.replace(`${UI}/`, ''));
        const files = r.fetched.scripts.map(fileOf);
        const missing = files.filter((f) => !existsSync(f));
        const js = files.filter((f) => existsSync(f)).reduce((n, f) => n + gzipSync(readFileSync(f), { level: 9 }).length, 0);
        results.startFetchedUntilIdle = { js, files: r.fetched.scripts, transferBytes: r.fetched.scriptTransferBytes };
        const { target } = START_PAGE_LIMITS.js;
        const note = `${files.length} script(s), ${kb(r.fetched.scriptTransferBytes)} transferred${missing.length ? `; not in the build: ${missing.join(', ')}` : ''}`;
        row(g, 'JS fetched until idle (gzip)', kb(js), `≤ ${target / KB} KB`, js <= target && !missing.length, note);
      }
      const runs = r.lcpRuns.length > 1 ? `runs ${r.lcpRuns.map(ms).join(', ')}` : '';
      row(g, 'LCP', ms(r.lcp), floor ? 'info' : '≤ 2000 ms', floor ? true : r.lcp <= 2000, [runs, r.lcpElement ? `element: ${r.lcpElement}` : ''].filter(Boolean).join('; '));
      if (!floor) {
        row(g, 'TBT', ms(r.tbt), '≤ 100 ms', r.tbt <= 100);
        row(g, 'CLS', r.cls.toFixed(3), '≤ 0.02', r.cls <= 0.02);
      }
      if (FIRST_VISIT_PAGES.includes(name)) {
        // Issue 35: the page's own address loaded (its document from the server, every run), the server's
        // HTML holding the screen, and the browser's cache empty.
        const s = r.served ?? {};
        const servedText = s.error ? `could not fetch it again: ${s.error}` : `server's HTML ${s.rendered ? `has the h1 "${s.h1}"` : 'has no h1 in #root (not rendered)'}${s.expected === false ? ', without its screen' : ''}, ${s.status}, Cache-Control: ${s.cacheControl}`;
        const direct = r.loadedDirectly ? 'loaded directly' : 'NOT loaded directly (see results.json)';
        const ok = r.loadedDirectly && r.firstVisit && s.rendered && s.expected !== false && !r.redirectedTo;
        row(g, 'first-visit LCP (cold cache), server-rendered HTML', ms(r.lcp), '≤ 1200 ms', r.lcp <= 1200 && ok, `${direct}; ${servedText}`);
      }
    }
    // What the JavaScript costs the first paint: each page against itself without script.
    const ratioRow = (page, floorPage, label, target) => {
      const [app, floor] = [lh[page]?.lcp, lh[floorPage]?.lcp];
      if (Number.isFinite(app) && Number.isFinite(floor)) row('lighthouse', `LCP(app ${label}) / LCP(static ${label})`, `${ms(app)} / ${ms(floor)} = ${(app / floor).toFixed(2)}`, `≤ ${target}`, app / floor <= target);
      else if (!onlyPages || onlyPages.some((prefix) => page.startsWith(prefix))) na('lighthouse', `LCP(app ${label}) / LCP(static ${label})`, `≤ ${target}`, staticUrls[label] ? 'Lighthouse result missing' : `no static floor (${results.staticFloorError ?? 'not made'})`.slice(0, 120));
    };
    ratioRow('start', 'static start (floor)', 'start', 1.3);
    // Issue 35: the login, the wizard's first screen and the summary within 10 % of their static HTML.
    ratioRow('login', 'static login (floor)', 'login', 1.1);
    ratioRow('wizard (first screen)', 'static wizard (floor)', 'wizard', 1.1);
    ratioRow('summary', 'static summary (floor)', 'summary', 1.1);
    const staticUrl = staticUrls.start;
    if (staticUrl && (!onlyPages || onlyPages.some((prefix) => 'start'.startsWith(prefix)))) {
      try {
        const startUrl = `${base}${UI}/`;
        const applied = await appliedLcp([startUrl, staticUrl], plan.lighthouseRuns);
        results.appliedLcp = applied;
        const [app2, floor2] = [applied[startUrl].median, applied[staticUrl].median];
        row('lighthouse', 'applied throttling: LCP app start / static start (first visit)', `${ms(app2)} / ${ms(floor2)} = ${(app2 / floor2).toFixed(2)}`, 'info', true);
      } catch (error) {
        na('lighthouse', 'applied throttling: LCP app start / static start', 'info', String(error?.message ?? error).slice(0, 120));
      }
    }
    results.appliedLcpPages = appliedFigures;
    for (const [label, f] of Object.entries(appliedFigures)) {
      const name = `applied throttling: LCP app ${label} / static ${label} (first visit)`;
      if (f.error) na('lighthouse', name, 'info', f.error.slice(0, 120));
      else row('lighthouse', name, `${ms(f.app.median)} / ${ms(f.static.median)} = ${(f.app.median / f.static.median).toFixed(2)}`, 'info', true, `runs ${f.app.times.map(ms).join(', ')} / ${f.static.times.map(ms).join(', ')}`);
    }
  }

  // ---- interaction ----
  if (wants('interaction')) {
    log(`the start page's first interaction (4x CPU throttling, ${plan.firstInteractionRuns} runs)`);
    try {
      // After the users' key pairs: let the processor settle first, as before the load.
      await pause(3000);
      const first = await firstInteraction({ base, runs: plan.firstInteractionRuns });
      results.firstInteraction = first;
      const [straight, after] = [first.byHover[0], first.byHover[300]];
      const how = (r) => `${r.byServer} of ${r.steps.length} by the server, max ${ms(r.max)}`;
      row(
        'interaction',
        `start page first interaction: "English" → English page painted, median (pointer straight on / 300 ms on the switch first)`,
        `${ms(straight.median)} / ${ms(after.median)}`,
        '≤ 200 ms',
        straight.median <= 200 && after.median <= 200,
        `${how(straight)}; ${how(after)}; load average ${loadavg()[0].toFixed(1)}`,
      );
      row('interaction', 'start page switch with the app running (in place), INP median', ms(first.withApp.median), '≤ 200 ms', first.withApp.median <= 200, `max ${ms(first.withApp.max)}`);
    } catch (error) {
      results.firstInteractionError = String(error?.message ?? error);
      na('interaction', 'start page first interaction', '≤ 200 ms', results.firstInteractionError.slice(0, 120));
    }
    log('interaction timings (4x CPU throttling)');
    const cryptoFile = bundle.cryptoChunks[0];
    try {
      const it = await runInteraction({ base, users: interactionUsers, declaration: ctx.declaration, document, cryptoFile, wizardSteps: plan.wizardSteps, cryptoRounds: plan.cryptoRounds });
      results.interaction = it;
      const w = it.wizard;
      if (w?.steps > 0) row('interaction', `wizard Next → h1 focused, p95 (${w.steps} steps, ${w.passes} pass${w.passes === 1 ? '' : 'es'})`, ms(w.p95), '≤ 100 ms', w.p95 <= 100 && !w.failure, w.failure || `median ${ms(w.p50)}, max ${ms(w.max)}`);
      else na('interaction', 'wizard Next → h1 focused, p95', '≤ 100 ms', w?.error ?? w?.stop ?? 'no step');
      if (w?.load) row('interaction', 'wizard load at 4x CPU: blocking time after first paint (measured)', ms(w.load.tbt), 'info (Lighthouse TBT ≤ 100 ms)', true, `long tasks ${w.load.longTasks.join(', ') || 'none'} ms`);
      const c = it.crypto;
      row('interaction', 'login crypto (keys, CSR, CMS, PFX), median', ms(c.loginCryptoMs), '≤ 2000 ms', c.loginCryptoMs <= 2000, `max ${ms(c.loginCryptoMaxMs)}; key pair+CMS ${ms(c.keysCmsMs)}, PFX ${ms(c.pfxMs)}`);
      if (Number.isFinite(c.signingMs)) row('interaction', 'signing (open PFX + sign), median', ms(c.signingMs), '≤ 1000 ms', c.signingMs <= 1000);
      else na('interaction', 'signing (open PFX + sign)', '≤ 1000 ms', c.signingError ?? 'not measured');
    } catch (error) {
      results.interactionError = String(error?.message ?? error);
      na('interaction', 'wizard / login crypto / signing', 'see targets', results.interactionError.slice(0, 120));
    }
  }

  // ---- API load ----
  if (wants('load')) {
    const settle = () => pause(3000);
    const baselineRef = process.env.BENCH_BASELINE ?? BASELINE_REF;
    let before = null;
    if (baselineRef !== 'none') {
      try {
        before = await measureBaseline(baselineRef, loadUsers);
      } catch (error) {
        log('the "before" server could not be measured:', error);
        before = { error: String(error?.message ?? error) };
      }
      results.before = before;
      await settle();
    }
    // Warm-up at the sustained run's concurrency, so "RSS before" is the heap of that load, not of a lighter one.
    log(`API warm-up ${plan.warmSeconds} s at concurrency 16`);
    await api.runLoad(ctx, loadUsers, 16, plan.warmSeconds, 30, LOAD_OPTIONS);
    await settle();
    const rssBefore = rssOf(server.pid);
    log(`API sustained load ${plan.loadSeconds} s at concurrency 16 (${server.database})`);
    const serverCpuBefore = cpuMsOf(server.pid);
    const loaderCpuBefore = process.cpuUsage();
    const sampler = sampleRss(server.pid);
    const loadBefore = loadavg()[0];
    const sustained = await api.runLoad(ctx, loadUsers, 16, plan.loadSeconds, 60, LOAD_OPTIONS);
    const loadRss = sampler.stop();
    const loadAverage = [loadBefore, loadavg()[0]];
    const loaderCpu = process.cpuUsage(loaderCpuBefore);
    const cpu = {
      serverMsPerJourney: (cpuMsOf(server.pid) - serverCpuBefore) / sustained.journeys,
      loaderMsPerJourney: (loaderCpu.user + loaderCpu.system) / 1000 / sustained.journeys,
    };
    const rssAfter = rssOf(server.pid);
    results.load = { sustained, rssBefore, rssAfter, loadRss, cpu };
    const note = sustained.unfinished ? `${sustained.unfinished} journeys aborted after the window + 60 s` : '';
    const { ceiling, met: throughputMet } = throughput(sustained.journeysPerSecond, cpu);
    const throughputNote = sustained.journeysPerSecond >= 30 ? '' : `below 30; the ${cpus().length}-core ceiling is ${ceiling.toFixed(1)} (${throughputMet ? 'met: ≥ 35' : 'below 35'})`;
    row('api', `journeys/s (concurrency 16, ${Math.round(sustained.seconds)} s${LOAD_OPTIONS.pages ? ', 3 rendered pages in each' : ''})`, sustained.journeysPerSecond.toFixed(2), '≥ 30, or ceiling ≥ 35', throughputMet, [note, throughputNote].filter(Boolean).join('; '));
    row('api', 'errors', String(sustained.errors), '0', sustained.errors === 0, sustained.firstErrors[0] ?? '');
    // Overload shedding (docs/operations.md, "Overload") must leave the normal load alone.
    row('api', 'calls refused for overload (503)', String(sustained.refused), '0', sustained.refused === 0);
    // The budget is 250 ms; issue 28 asks for it with margin: 200 ms.
    for (const [call, t] of Object.entries(sustained.perCall)) {
      if (!call.startsWith('page ')) row('api', `p99 ${call}`, ms(t.p99), '≤ 200 ms (budget 250)', t.p99 <= 200);
    }
    // The rendered pages (issue 35): each kind's p99 over all its pages' requests, with each page's own.
    if (LOAD_OPTIONS.pages) {
      const pageNote = (names) => names.map((n) => `${n.slice(5)} p99 ${ms(sustained.perCall[n]?.p99)} (${sustained.perCall[n]?.count ?? 0})`).join(', ');
      const kinds = [
        ['signedIn', 'rendered signed-in page (wizard first screen, summary)', ['page wizard', 'page summary']],
        ['public', 'rendered public page (login)', ['page login']],
      ];
      for (const [kind, label, names] of kinds) {
        const t = sustained.perPageKind[kind];
        if (!t) na('api', `p99 ${label}`, `≤ ${RENDERED_PAGE_P99_TARGET} ms`, 'no page rendered');
        else row('api', `p99 ${label}`, ms(t.p99), `≤ ${RENDERED_PAGE_P99_TARGET} ms`, t.p99 <= RENDERED_PAGE_P99_TARGET, `p50 ${ms(t.p50)}, p95 ${ms(t.p95)}; ${pageNote(names)}`);
      }
      const unrendered = Object.entries(sustained.perCall).filter(([call]) => call.endsWith(api.NOT_RENDERED));
      row('api', 'pages sent rendered (h1 in #root)', unrendered.length ? `no: ${unrendered.map(([call, t]) => `${call} ×${t.count}`).join(', ')}` : 'all', 'all', unrendered.length === 0);
    }
    row('api', 'CPU per journey: server / bench loader', `${ms(cpu.serverMsPerJourney)} / ${ms(cpu.loaderMsPerJourney)}`, 'info', true, server.database);
    row('api', `journeys/s if all ${cpus().length} cores ran only server and loader`, ceiling.toFixed(1), '≥ 35, or 30 journeys/s', throughputMet, 'cores × 1000 / CPU ms per journey');
    const growth = (rssAfter - rssBefore) / rssBefore;
    row('api', 'server RSS after the warm-up → after the sustained run', `${(rssBefore / 2 ** 20).toFixed(0)} → ${(rssAfter / 2 ** 20).toFixed(0)} MB (${(growth * 100).toFixed(1)} %)`, '≤ +10 %', growth <= 0.1);
    results.load.sweep = [];
    const sweepSampler = sampleRss(server.pid);
    for (const c of [1, 8, 32, 128]) {
      await settle();
      log(`API concurrency ${c}, ${plan.sweepSeconds} s`);
      const r = await api.runLoad(ctx, loadUsers, c, plan.sweepSeconds, 30, LOAD_OPTIONS);
      results.load.sweep.push(r);
      const worst = Math.max(...Object.values(r.perCall).map((x) => x.p99));
      // Above the concurrency that saturates the cores the server refuses calls (503); the journeys wait them out as the app does.
      const refused = r.refused ? `${r.refused} calls refused (503) and sent again${r.refusedWithoutRetryAfter ? `, ${r.refusedWithoutRetryAfter} without Retry-After` : ''}` : '';
      row('api sweep', `concurrency ${c}`, `${r.journeysPerSecond.toFixed(2)} journeys/s, worst p99 ${ms(worst)}`, 'info', r.errors === 0 && r.refusedWithoutRetryAfter === 0, [r.errors ? `${r.errors} errors` : r.unfinished ? `${r.unfinished} aborted` : '', refused].filter(Boolean).join('; '));
    }
    results.load.sweepRss = sweepSampler.stop();
    row('api sweep', 'server RSS, peak of the sweep', mb(results.load.sweepRss), 'info', true);
    await settle();
    log('summary/XML/PDF cost by number of entries');
    const sizes = [1, 10, api.MAX_ENTRIES];
    try {
      const costs = await api.sizeCosts(ctx, sizeUser, sizes, plan.sizeRepeats);
      results.load.sizes = costs;
      for (const c of costs) row('api size', `${c.entries} entries: summary / XML / sign / PDF`, `${ms(c.prepareSummaryPage)} / ${ms(c.retrieveXml)} / ${ms(c.sendSignature)} / ${ms(c.summaryPdf)}`, 'info', true);
      // Growth exponent between the two larger sizes: 1 = linear, 2 = quadratic; fixed costs pull it below 1.
      const [, mid, big] = costs;
      for (const k of ['prepareSummaryPage', 'summaryPdf']) {
        const exp = Math.log(big[k] / mid[k]) / Math.log(big.entries / mid.entries);
        row('api size', `${k} growth exponent ${mid.entries}→${big.entries} entries`, exp.toFixed(2), '≤ 1.2 (linear)', exp <= 1.2);
      }
    } catch (error) {
      na('api size', 'summary/XML/PDF by entries', 'linear', String(error?.message ?? error).slice(0, 120));
    }
    // The start on existing data, then the comparison with the "before" server.
    await settle();
    const restart = await restartFigures(server);
    server = restart.server;
    const { program, startMs, idleRss } = results.server;
    results.after = { program, startMs, idleRss, restartMs: restart.startMs, restartIdleRss: restart.idleRss, loadRss, loadAverage, journeysPerSecond: sustained.journeysPerSecond, cpu };
    compareRows(before, results.after);
  }

  // ---- overload: shed, not queued (issue 40, point 4) ----
  // A server of its own, at the concurrency that saturates the cores and at 4× and 16× that.
  if (wants('overload')) {
    try {
      results.overload = await runOverloadPart({ api, overload, plan, uiDist: outDir, serverDist, log, row, pages: LOAD_OPTIONS.pages });
    } catch (error) {
      log('the overload part failed:', error);
      results.overloadError = String(error?.stack ?? error);
      na('overload', 'at 4× and 16× the saturating concurrency', 'see docs/performance.md', String(error?.message ?? error).slice(0, 120));
    }
  }

  // ---- data volume: the same load on an empty and on a national-size PostgreSQL database ----
  // BENCH_VOLUME_SCALE=0.1: a tenth of the rows (to iterate); the figures in docs/performance.md are at 1.
  if (wants('volume')) {
    const scale = Number(process.env.BENCH_VOLUME_SCALE ?? 1);
    try {
      results.volume = await runVolume({ api, seedModule, counts: seedModule.scaledCounts(scale), plan, uiDist: outDir, serverDist, log, row });
    } catch (error) {
      log('the data-volume part failed:', error);
      results.volumeError = String(error?.stack ?? error);
      na('data volume', 'empty → seeded database', 'within 10 %', String(error?.message ?? error).slice(0, 120));
    }
  }
} catch (error) {
  log('bench aborted:', error);
  results.error = String(error?.stack ?? error);
} finally {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
  if (serverDist) rmSync(serverDist, { recursive: true, force: true });
}

// ---- report ----
results.rows = rows;
results.finishedAt = new Date().toISOString();
mkdirSync(join(ROOT, 'bench'), { recursive: true });
writeFileSync(join(ROOT, 'bench', quick ? 'results-quick.json' : 'results.json'), JSON.stringify(results, null, 1) + '\n');
rmSync(outDir, { recursive: true, force: true });

const status = (r) => (r.pass === null ? 'n/a' : r.pass ? 'pass' : 'FAIL');
const table = [['group', 'figure', 'value', 'target', 'result', 'note'], ...rows.map((r) => [r.group, r.name, r.value, r.target, status(r), r.note])];
const widths = table[0].map((_, i) => Math.min(60, Math.max(...table.map((t) => String(t[i]).length))));
const line = (t) => '| ' + t.map((c, i) => String(c).slice(0, 200).padEnd(widths[i])).join(' | ') + ' |';
console.log(line(table[0]));
console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
for (const t of table.slice(1)) console.log(line(t));
const failed = rows.filter((r) => r.pass === false).length;
console.log(`\n${rows.length} figures, ${failed} failed, ${rows.filter((r) => r.pass === null).length} n/a. Written to bench/${quick ? 'results-quick' : 'results'}.json`);
if (results.error) process.exitCode = 2;
