#!/usr/bin/env node
// Runs axe on every Storybook story in both themes against the static build (storybook-static/).
// Usage: node scripts/story-axe.mjs [--filter <substring>] [--concurrency <n>] [--reload] [--dir storybook-static] [--shots | --update-shots]
// Env: STORY_SHOTS_DIR (the baselines, default design-system/screenshots), STORY_TIMING=1 (time of each phase per story).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromium } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { BASELINE_DIR, BUDGET_BYTES, FIXED_TIME, TIME_ZONE, VIEWPORT, baselineSize, compare, fileOf, fingerprint, modesFor, optimised, readManifest, shoot, storyFonts, writeManifest, writeReport } from './storyShots.mjs';

const root = resolve(process.argv.includes('--dir') ? process.argv[process.argv.indexOf('--dir') + 1] : 'storybook-static');
const filter = process.argv.includes('--filter') ? process.argv[process.argv.indexOf('--filter') + 1] : '';
const concurrency = Number(process.argv.includes('--concurrency') ? process.argv[process.argv.indexOf('--concurrency') + 1] : 3);
const themes = ['light', 'contrast'];
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const renderTimeoutMs = 15_000;
// axe-core is put into every document once by an init script; AxeBuilder then only re-uses it.
const axeAlreadyLoaded = 'void window.axe';
const reloadEachStory = process.argv.includes('--reload');
// --shots: compare a picture of every story in its modes with design-system/screenshots/ (scripts/storyShots.mjs);
// --update-shots: write the pictures that changed as the new baselines.
const updateShots = process.argv.includes('--update-shots');
const shots = updateShots || process.argv.includes('--shots');
const shotFindings = [];
let shotsTaken = 0;
const manifest = readManifest();
/** Every picture this run took, by file name (a baseline no story took any more is stale). */
const shotFiles = new Set();
/** Pictures that needed more than two takes to agree (reported, so a story that never settles is seen). */
const unsteady = new Set();
/** Pictures that differed after other stories in the page but matched once the story was rendered afresh. */
const rendered = new Set();
/** Pictures whose bytes differ from the baseline's fingerprint but whose pixels pixelmatch takes for the same. */
const samePixelsOtherBytes = new Set();
// Storybook only logs a failed play function (its default throwPlayFunctionExceptions: false) and
// finishes the render as usual. This init script listens on the preview's channel from the moment it
// is set and records the failure on the render that was playing; readRender reports it.
const recordPlayFailures = `(() => {
  let channel;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value) {
      channel = value;
      const record = (text) => {
        const render = globalThis.__STORYBOOK_PREVIEW__?.currentRender;
        if (render) render.playFailure ??= text;
      };
      value?.on?.('playFunctionThrewException', (error) => record(String(error?.message ?? error)));
      value?.on?.('unhandledErrorsWhilePlaying', (errors) => record('unhandled error while playing: ' + errors.map((e) => e?.message ?? e).join('; ')));
    },
  });
})();`;
/**
 * A play failure's message without colour codes: the matcher, then each "Expected …" / "Received …"
 * part on one line (an element's markup, the lines that do not start with a letter, joined and cut short).
 */
const playFailureText = (text) => {
  const parts = [];
  for (const line of stripVTControlCharacters(text).split('\n')) {
    if (!line.trim()) continue;
    // waitFor's timeout adds the whole document after this line.
    if (line.startsWith('Ignored nodes:')) break;
    if (!/^[A-Za-z]/.test(line) && parts.length) parts[parts.length - 1] += ` ${line.trim()}`;
    else parts.push(line.trim());
  }
  const shown = parts.slice(0, 6).map((part) => (part.length > 300 ? `${part.slice(0, 300)} …` : part));
  return `play function failed: ${shown.join('\n      ')}`;
};

const mime = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
};

/** A tiny static file server for the Storybook build on a random local port. */
function serve(dir) {
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
      let file = normalize(join(dir, path));
      if (!file.startsWith(dir)) throw new Error('outside root');
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': mime[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

const doneScript = (storyId) => {
  const render = globalThis.__STORYBOOK_PREVIEW__?.currentRender;
  if (!render || (storyId && render.id !== storyId)) return false;
  return ['completed', 'afterEach', 'finished', 'errored'].includes(render.phase);
};

async function readRender(page) {
  return page.evaluate(() => {
    const render = globalThis.__STORYBOOK_PREVIEW__.currentRender;
    return {
      error: document.body.classList.contains('sb-show-errordisplay') ? (document.querySelector('#error-message')?.textContent ?? 'render error') : null,
      playFailure: render.playFailure ?? null,
      a11y: JSON.parse(JSON.stringify(render.story?.parameters?.a11y ?? {})),
    };
  });
}

/**
 * Shows a story in the page and waits until it has rendered. The first story of a theme is opened
 * by URL (iframe.html?id=…&globals=theme:…); later stories of the same theme are switched through the
 * Storybook channel, as the Storybook UI does, which saves reloading the whole preview bundle.
 */
async function renderStory(page, base, storyId, theme) {
  if (page.__theme !== theme || reloadEachStory) {
    // a11y.manual stops the addon's own axe run in the preview, which would only cost time here.
    const url = `${base}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=theme:${theme};a11y.manual:!true`;
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    page.__theme = theme;
  } else {
    // A key press before each story: whether a focus the story sets by script shows its ring depends on
    // the document's last input (Chromium's :focus-visible), which an earlier story's play function or
    // click would otherwise decide. After a key it shows, as on a page a keyboard user just opened.
    await page.keyboard.press('Shift');
    await page.evaluate((id) => {
      globalThis.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    }, storyId);
  }
  await page.waitForFunction(doneScript, storyId, { timeout: renderTimeoutMs, polling: 25 });
  const themeClass = await page.evaluate(() => {
    // Storybook's own hidden help screens hold links before the story; axe would take the first of
    // them as the page's first link and stop recognising our skip link. They are not under test.
    for (const a of document.querySelectorAll('body > :not(#storybook-root):not(#storybook-docs) a[href]')) a.removeAttribute('href');
    return document.documentElement.className;
  });
  if (!themeClass) throw new Error('no theme class on <html>');
  return readRender(page);
}

async function checkStory(page, base, story, theme) {
  const result = { id: story.id, title: `${story.title} › ${story.name}`, theme, violations: [], exceptions: [], error: null };
  try {
    const { error, playFailure, a11y } = await renderStory(page, base, story.id, theme);
    if (error || playFailure) {
      result.error = error ? error.trim() : playFailureText(playFailure);
      return result;
    }
    if (a11y.disable === true || a11y.test === 'off') {
      result.error = 'a11y checks disabled for this story; not allowed';
      return result;
    }
    const off = (a11y.config?.rules ?? []).filter((rule) => rule.enabled === false);
    for (const rule of off) {
      if (!rule.reason) result.error = `rule ${rule.id} is switched off without a written reason`;
      result.exceptions.push(`${rule.id}: ${rule.reason ?? '(no reason)'}`);
    }
    // Legacy mode runs axe in the page itself; stories have no iframes, and it avoids a blank page per run.
    // Only violations are reported, so axe skips the details of passing nodes.
    let builder = new AxeBuilder({ page, axeSource: axeAlreadyLoaded }).setLegacyMode(true).withTags(tags).options({ resultTypes: ['violations'] }).exclude('#storybook-docs');
    if (off.length) builder = builder.disableRules(off.map((rule) => rule.id));
    const t0 = Date.now();
    const axe = await builder.analyze();
    if (process.env.STORY_TIMING) console.log(`  ${story.id} [${theme}] axe: ${Date.now() - t0} ms`);
    if (shots) await pictures(page, story, theme, base);
    result.violations = axe.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` – ${n.failureSummary.split('\n').slice(1, 2).join('').trim()}` : ''}`),
    }));
  } catch (err) {
    result.error = String(err?.message ?? err).split('\n')[0];
    page.__theme = undefined;
  }
  return result;
}

/** The story's pictures in the theme's modes, compared with (or written as) the baselines. */
async function pictures(page, story, theme, base) {
  let t = Date.now();
  const lap = (what) => {
    if (process.env.STORY_TIMING) console.log(`  ${story.id} [${theme}] ${what}: ${Date.now() - t} ms`);
    t = Date.now();
  };
  await settledForPicture(page);
  lap('settled');
  const differ = [];
  for (const mode of modesFor(story, theme)) {
    const name = fileOf(story.id, mode);
    const { png, caret } = await steadyPicture(page, mode, name);
    lap(mode);
    shotsTaken += 1;
    shotFiles.add(name);
    const path = join(BASELINE_DIR, name);
    const found = compare(png, path, manifest.pictures[name], caret);
    if (found.status === 'same' && manifest.pictures[name] !== fingerprint(png)) samePixelsOtherBytes.add(name);
    if (found.status === 'same') {
      // The same to the eye but not to the byte (a baseline written by an older run): remember these bytes.
      if (updateShots) manifest.pictures[name] = fingerprint(png);
      continue;
    }
    differ.push({ mode, name, path, png, found });
  }
  if (!differ.length) return;
  // A difference counts only if the story, rendered afresh in a new document, shows it again: what an
  // earlier story left in the page (its last input, its timers) must not count as a change.
  if (!updateShots || differ.some((d) => d.found.status !== 'new')) {
    page.__theme = undefined;
    await renderStory(page, base, story.id, theme);
    await settledForPicture(page);
    for (const d of differ) {
      const { png, caret } = await steadyPicture(page, d.mode, d.name);
      const again = compare(png, d.path, manifest.pictures[d.name], caret);
      if (again.status === 'same') {
        rendered.add(d.name);
        d.same = true;
        if (updateShots) manifest.pictures[d.name] = fingerprint(png);
      } else Object.assign(d, { png, found: again });
    }
  }
  for (const d of differ.filter((x) => !x.same)) {
    if (updateShots) {
      mkdirSync(BASELINE_DIR, { recursive: true });
      writeFileSync(d.path, await optimised(d.png));
      manifest.pictures[d.name] = fingerprint(d.png);
      continue;
    }
    shotFindings.push({ id: story.id, title: `${story.title} › ${story.name}`, mode: d.mode, actual: d.png, ...d.found });
  }
}

/**
 * A picture of the story in `mode`. One that is not the baseline's is taken again until two in a row
 * agree (at most four more): a frame drawn while the window changed size, or a late layout, must not
 * count as a change.
 */
async function steadyPicture(page, mode, name) {
  let shot = await shoot(page, mode);
  if (manifest.pictures[name] === fingerprint(shot.png)) return shot;
  for (let i = 0; i < 4; i += 1) {
    const again = await shoot(page, mode);
    if (again.png.equals(shot.png)) break;
    shot = again;
    unsteady.add(name);
  }
  return shot;
}

/**
 * Before a picture: nothing the story asked for is still on its way (a help text, a lazy chunk), the
 * fonts are loaded, and two frames have been drawn since.
 */
async function settledForPicture(page) {
  const deadline = Date.now() + 5_000;
  while (page.__inFlight > 0 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 20));
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Counts the requests of a page that have not finished yet (page.__inFlight). */
function countRequests(page) {
  page.__inFlight = 0;
  page.on('request', () => (page.__inFlight += 1));
  const done = () => (page.__inFlight = Math.max(0, page.__inFlight - 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Prints what the pictures found, writes the report page of the differences, and on --update-shots the
 * manifest (and, on a whole run, removes the baselines no story takes any more). Returns whether the
 * pictures fail the run: a difference, a missing or stale baseline, or baselines over their budget.
 * Baselines taken with another Chromium build are compared all the same, but their differences are
 * reported without failing: another build may draw letters a pixel apart.
 */
function reportShots(chromiumVersion, wholeRun) {
  const stale = wholeRun && existsSync(BASELINE_DIR) ? readdirSync(BASELINE_DIR).filter((f) => f.endsWith('.png') && !shotFiles.has(f)) : [];
  if (updateShots) {
    for (const file of stale) {
      rmSync(join(BASELINE_DIR, file));
      delete manifest.pictures[file];
    }
    if (wholeRun) for (const file of Object.keys(manifest.pictures)) if (!shotFiles.has(file)) delete manifest.pictures[file];
    manifest.chromium = chromiumVersion;
    writeManifest(manifest);
  }
  const { bytes, files } = baselineSize();
  const otherChromium = !updateShots && manifest.chromium && manifest.chromium !== chromiumVersion;
  console.log(`\nStory screenshots: ${shotsTaken} taken, ${updateShots ? `baselines written where they differed${stale.length ? `, ${stale.length} stale removed` : ''}` : `${shotFindings.length} differ from the baselines`}; baselines ${files} files, ${(bytes / 1048576).toFixed(1)} MB (budget ${BUDGET_BYTES / 1048576} MB), Chromium ${chromiumVersion}`);
  if (unsteady.size) console.log(`  ${unsteady.size} pictures needed more than two takes to agree: ${[...unsteady].slice(0, 10).join(', ')}`);
  if (samePixelsOtherBytes.size) console.log(`  ${samePixelsOtherBytes.size} pictures differ from their baseline's bytes but not beyond pixelmatch's threshold: ${[...samePixelsOtherBytes].slice(0, 10).join(', ')}`);
  if (rendered.size) console.log(`  ${rendered.size} pictures matched only once their story was rendered afresh in a new document: ${[...rendered].slice(0, 10).join(', ')}`);
  let failed = false;
  let differ = false;
  if (shotFindings.length) {
    shotFindings.sort((a, b) => a.id.localeCompare(b.id) || a.mode.localeCompare(b.mode));
    for (const f of shotFindings.slice(0, 20)) console.log(`  ✗ ${f.title} [${f.mode}]: ${f.status === 'new' ? 'no baseline' : f.pixels > 0 ? `${f.pixels} pixels changed` : f.size}`);
    if (shotFindings.length > 20) console.log(`  … and ${shotFindings.length - 20} more`);
    console.log(`  Before, after and the difference of each: ${writeReport(shotFindings)}. If the change is meant: npm run shots:update, then commit ${BASELINE_DIR}.`);
    differ = shotFindings.some((f) => f.status === 'changed');
    failed = shotFindings.some((f) => f.status === 'new');
  }
  if (!updateShots && stale.length) {
    console.log(`  ${stale.length} baselines belong to no story any more (first: ${stale[0]}); npm run shots:update removes them.`);
    failed = true;
  }
  if (bytes > BUDGET_BYTES) {
    console.log(`  The baselines are over their budget of ${BUDGET_BYTES / 1048576} MB.`);
    failed = true;
  }
  if (differ && otherChromium) {
    console.log(`\n  !!! The baselines were taken with Chromium ${manifest.chromium}; this is ${chromiumVersion}. Another build may draw letters a`);
    console.log('  !!! pixel apart, so these differences are reported, not failed. Run npm run shots:update with this Chromium and commit.');
    return failed;
  }
  return failed || differ;
}

async function main() {
  const started = Date.now();
  const index = JSON.parse(await readFile(join(root, 'index.json'), 'utf8'));
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && entry.id.includes(filter));
  const jobs = themes.flatMap((theme) => stories.map((story) => ({ story, theme })));

  const server = await serve(root);
  const base = `http://127.0.0.1:${server.address().port}`;
  // The same letters on every machine (storyFonts), for the pictures and for axe alike.
  const fontConfig = await storyFonts();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    env: { ...process.env, FONTCONFIG_FILE: fontConfig },
    // No scrollbars: a page's width, and so where its lines wrap, is the same whether it is taller than the window or not.
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--hide-scrollbars'],
  });
  const chromiumVersion = browser.version();
  // A context per worker: pages of one origin in one context share a renderer process, and a picture
  // taken while another page of that process lays out or paints can hold stale parts (seen here).
  const newPage = async () => {
    const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce', locale: 'de-DE', timezoneId: TIME_ZONE });
    await context.clock.setFixedTime(new Date(FIXED_TIME));
    await context.addInitScript({ content: axe.source });
    await context.addInitScript({ content: recordPlayFailures });
    return context.newPage();
  };
  const results = [];
  let next = 0;
  const worker = async () => {
    const page = await newPage();
    countRequests(page);
    while (next < jobs.length) {
      const job = jobs[next++];
      const t0 = Date.now();
      results.push(await checkStory(page, base, job.story, job.theme));
      if (process.env.STORY_TIMING && Date.now() - t0 > 1500) console.log(`slow: ${job.story.id} [${job.theme}] ${Date.now() - t0} ms`);
    }
    await page.close();
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, jobs.length)) }, worker));
  } finally {
    await browser.close();
    server.close();
  }

  results.sort((a, b) => a.id.localeCompare(b.id) || a.theme.localeCompare(b.theme));
  // Print every opted-out rule with its written reason, grouped, so exceptions stay visible.
  const exceptions = new Map();
  for (const r of results.filter((x) => x.theme === themes[0])) {
    for (const e of r.exceptions) exceptions.set(e, (exceptions.get(e) ?? 0) + 1);
  }
  if (exceptions.size) {
    console.log('Rule exceptions written in story parameters:');
    for (const [e, count] of exceptions) console.log(`  - ${e} (${count} stories)`);
  }

  const failed = results.filter((r) => r.error || r.violations.length);
  for (const r of failed) {
    console.log(`\n✗ ${r.title} [${r.theme}] (${r.id})`);
    if (r.error) console.log(`    error: ${r.error}`);
    for (const v of r.violations) {
      console.log(`    ${v.id} (${v.impact}): ${v.help}`);
      for (const t of v.targets) console.log(`      ${t}`);
    }
  }
  let shotsFailed = false;
  if (shots) shotsFailed = reportShots(chromiumVersion, !filter);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nStories axe: ${results.length - failed.length} passed, ${failed.length} failed (${stories.length} stories × ${themes.length} themes, ${seconds} s)`);
  process.exit(failed.length || shotsFailed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
