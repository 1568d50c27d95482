// A picture of every story in every mode it needs, compared with the baselines kept in the repository
// (design-system/screenshots/). Used by scripts/story-axe.mjs, which has the story rendered already.
// docs/decisions.md "Story screenshots" says which modes each kind of story gets and why.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';

export const BASELINE_DIR = process.env.STORY_SHOTS_DIR ?? 'design-system/screenshots';
export const REPORT_DIR = 'test-results/story-shots';
/** The file beside the baselines that names the Chromium they were taken with and each picture's fingerprint. */
export const MANIFEST = 'manifest.json';
/** The baselines' size budget (docs/decisions.md "Story screenshots"). */
export const BUDGET_BYTES = 30 * 1024 * 1024;
/** A pixel counts as changed above this colour distance (pixelmatch's YIQ threshold, 0–1); anti-aliased pixels are ignored. */
const PIXEL_THRESHOLD = 0.05;
/**
 * Every story sees the same moment (Europe/Berlin): a countdown, a date or a year on the page is the
 * same in every run. Timers keep running; only Date is fixed.
 */
export const FIXED_TIME = '2026-03-16T10:00:00+01:00';
export const TIME_ZONE = 'Europe/Berlin';

/**
 * The kind of a story by its title: whole screens, the frame around them, the foundations' reference
 * pages (tokens, contrast grid, focus ring, touch targets), or a component of the design system.
 */
export function kindOf(story) {
  if (/^(App|Declaration|Estimate)\//.test(story.title)) return 'screen';
  if (/^(Layout|Chrome)\//.test(story.title)) return 'layout';
  if (/^(Foundations|Tokens)\//.test(story.title)) return 'foundation';
  return 'component';
}

/**
 * The modes of a story in a theme's pass (docs/decisions.md "Story screenshots"):
 * - components and layouts: the theme itself and forced colours over it (Windows contrast themes: a
 *   light palette over the light theme, a dark one over the contrast theme); forced colours are where
 *   a component's own styles can fail (a border that was only a background, an icon drawn in a colour);
 * - layouts and screens: the light theme at 320 px, the narrowest width the product promises;
 * - screens: the theme itself; their controls and frame are pictured in forced colours above;
 * - foundations: the theme itself (their tables and swatches show the tokens; forced colours would
 *   only paint over them).
 */
export function modesFor(story, theme) {
  const kind = kindOf(story);
  const forced = kind === 'component' || kind === 'layout';
  const narrow = kind === 'screen' || kind === 'layout';
  if (theme === 'light') return ['light', ...(forced ? ['forced-light'] : []), ...(narrow ? ['light-320'] : [])];
  return ['contrast', ...(forced ? ['forced-dark'] : [])];
}

export const fileOf = (storyId, mode) => `${storyId}--${mode}.png`;

const fingerprint = (png) => createHash('sha256').update(png).digest('hex').slice(0, 32);

/**
 * Fonts for the pictures: DejaVu Sans and DejaVu Sans Mono from npm, as TrueType in a folder of their
 * own, and a fontconfig file that knows only them. Chromium then draws the same letters on every
 * machine, whatever fonts it has installed (the tokens' font stack ends in sans-serif and monospace,
 * and every name in it resolves to these two). Returns the fontconfig file for FONTCONFIG_FILE.
 */
export async function storyFonts(dir = 'test-results/story-fonts') {
  const { woffToSfnt } = await tsImport('../src/server/pdf/woff.ts', import.meta.url);
  const fonts = resolve(dir, 'fonts');
  mkdirSync(fonts, { recursive: true });
  for (const pkg of ['dejavu-sans', 'dejavu-mono']) {
    const from = resolve('node_modules/@fontsource', pkg, 'files');
    for (const file of readdirSync(from).filter((f) => f.endsWith('.woff'))) {
      writeFileSync(join(fonts, file.replace(/\.woff$/, '.ttf')), woffToSfnt(readFileSync(join(from, file))));
    }
  }
  const sans = ['sans-serif', 'sans', 'serif', 'system-ui', 'Atkinson Hyperlegible', 'Segoe UI', '-apple-system', 'Helvetica Neue', 'Helvetica', 'Arial', 'Times New Roman', 'Times'];
  const mono = ['monospace', 'ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', 'Courier New', 'Courier'];
  const alias = (family, to) => `  <alias binding="strong"><family>${family}</family><prefer><family>${to}</family></prefer></alias>`;
  const conf = resolve(dir, 'fonts.conf');
  writeFileSync(
    conf,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      '<fontconfig>',
      `  <dir>${fonts}</dir>`,
      `  <cachedir>${resolve(dir, 'cache')}</cachedir>`,
      // A desktop's usual rendering: grey anti-aliasing, slight hinting, no colour fringes.
      '  <match target="font"><edit name="antialias" mode="assign"><bool>true</bool></edit><edit name="hinting" mode="assign"><bool>true</bool></edit><edit name="hintstyle" mode="assign"><const>hintslight</const></edit><edit name="rgba" mode="assign"><const>none</const></edit></match>',
      ...sans.map((f) => alias(f, 'DejaVu Sans')),
      ...mono.map((f) => alias(f, 'DejaVu Sans Mono')),
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  return conf;
}

/** The manifest of the baselines: the Chromium they were taken with and each picture's fingerprint. */
export function readManifest(dir = BASELINE_DIR) {
  const file = join(dir, MANIFEST);
  if (!existsSync(file)) return { chromium: null, pictures: {} };
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function writeManifest(manifest, dir = BASELINE_DIR) {
  mkdirSync(dir, { recursive: true });
  const pictures = Object.fromEntries(Object.entries(manifest.pictures).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(join(dir, MANIFEST), `${JSON.stringify({ chromium: manifest.chromium, pictures }, null, 1)}\n`);
}

/** The box of everything the story shows: its root's content and anything it put on top (a dialog's portal). */
function contentBox() {
  const boxes = [];
  const add = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.height > 0) boxes.push([r.left + scrollX, r.top + scrollY, r.right + scrollX, r.bottom + scrollY]);
  };
  for (const el of document.querySelectorAll('#storybook-root > *')) add(el);
  for (const el of document.body.children) if (!['storybook-root', 'storybook-docs'].includes(el.id) && !el.matches('.sb-wrapper, .sb-preparing-story, .sb-preparing-docs, .sb-nopreview, .sb-errordisplay, script, style') && getComputedStyle(el).display !== 'none') add(el);
  if (!boxes.length) return null;
  const pad = 8;
  const x = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b[0])) - pad));
  const y = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b[1])) - pad));
  const right = Math.min(document.documentElement.scrollWidth, innerWidth, Math.ceil(Math.max(...boxes.map((b) => b[2])) + pad));
  const bottom = Math.min(document.documentElement.scrollHeight, innerHeight, Math.ceil(Math.max(...boxes.map((b) => b[3])) + pad));
  return { x, y, width: Math.max(1, right - x), height: Math.max(1, bottom - y) };
}

/** The focused text field's box within the picture (`clip`), or null. */
function caretField(clip) {
  const field = document.activeElement;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return null;
  const r = field.getBoundingClientRect();
  const x = clip?.x ?? 0;
  const y = clip?.y ?? 0;
  return { left: r.left + scrollX - x, top: r.top + scrollY - y, right: r.right + scrollX - x, bottom: r.bottom + scrollY - y };
}

/** The window of the story pass (scripts/story-axe.mjs), and the tallest window a picture may take. */
export const VIEWPORT = { width: 1280, height: 900 };
const TALLEST = 8_000;

/**
 * Sets the window's size and waits until the page has it: the renderer takes a new size a moment after
 * the browser answers, and a height measured before that is the old window's.
 */
async function resizeTo(page, width, height) {
  await page.setViewportSize({ width, height });
  await page.waitForFunction(([w, h]) => innerWidth === w && innerHeight === h, [width, height], { polling: 10, timeout: 5_000 });
}

/** Waits until the page's size and the story's box are the same in two frames in a row (at most about half a second). */
async function layoutSettled(page) {
  await page.evaluate(async () => {
    const measure = () => {
      const root = document.querySelector('#storybook-root');
      const box = root?.getBoundingClientRect();
      return `${document.documentElement.scrollWidth}x${document.documentElement.scrollHeight}:${box?.width}x${box?.height}`;
    };
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    let last = '';
    let same = 0;
    for (let i = 0; i < 30 && same < 1; i += 1) {
      await frame();
      const now = measure();
      same = now === last ? same + 1 : 0;
      last = now;
    }
  });
}

/**
 * Holds every box that is at least as tall as the window (`min-height: 100vh`: the body, the page
 * layout, the app's route area) at the height it has in the story's own window, until `unpinHeights`.
 * Without it a screen grows with every taller window it is given (header and footer around a route area
 * one window tall), so its picture's height depended on how many rounds of growing a machine managed.
 */
function pinHeights() {
  const pinned = [];
  for (const el of [document.documentElement, ...document.querySelectorAll('body, body *')]) {
    if (getComputedStyle(el).minHeight !== `${innerHeight}px`) continue;
    pinned.push([el, el.style.getPropertyValue('min-height'), el.style.getPropertyPriority('min-height')]);
    el.style.setProperty('min-height', `${innerHeight}px`, 'important');
  }
  window.__pinnedHeights = pinned;
}

function unpinHeights() {
  for (const [el, value, priority] of window.__pinnedHeights ?? []) {
    if (value) el.style.setProperty('min-height', value, priority);
    else el.style.removeProperty('min-height');
  }
  window.__pinnedHeights = [];
}

/**
 * The story as it shows in `mode`; the page is set back afterwards. A story taller than the window gets
 * a window as tall as the page rather than a full-page capture: Chromium's full-page capture of a page
 * whose scrolling a dialog has locked repeats the window's contents, differently from run to run. What
 * is one window tall stays as tall as the story's window was (`pinHeights`), so the taller window shows
 * the same page unrolled.
 */
export async function shoot(page, mode) {
  const forced = mode.startsWith('forced-');
  const width = mode.endsWith('-320') ? 320 : VIEWPORT.width;
  let resized = false;
  let pinned = false;
  if (forced) await page.emulateMedia({ forcedColors: 'active', colorScheme: mode === 'forced-dark' ? 'dark' : 'light' });
  try {
    if (width !== VIEWPORT.width) {
      await resizeTo(page, width, VIEWPORT.height);
      resized = true;
    }
    await layoutSettled(page);
    await page.evaluate(pinHeights);
    pinned = true;
    // As tall as the page, until the page's height holds in the taller window (with the heights pinned
    // one round; at most three, for a box that still follows the window).
    let windowHeight = VIEWPORT.height;
    for (let round = 0; round < 3; round += 1) {
      const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), TALLEST);
      if (height <= windowHeight) break;
      windowHeight = height;
      await resizeTo(page, width, height);
      resized = true;
      await layoutSettled(page);
    }
    const clip = await page.evaluate(contentBox);
    // Forced colours paint the caret whatever caret-color says, so Playwright cannot hide it there: the
    // comparison forgives a difference inside the focused field (`caret` below, onlyTheCaret).
    const png = await page.screenshot({ clip: clip ?? undefined, animations: 'disabled', caret: 'hide', scale: 'css' });
    // Where a caret may blink in this picture: the focused text field, in forced colours only.
    const caret = forced ? await page.evaluate(caretField, clip) : null;
    return { png, caret };
  } finally {
    if (pinned) await page.evaluate(unpinHeights);
    if (forced) await page.emulateMedia({ forcedColors: 'none', colorScheme: null });
    if (resized) await resizeTo(page, VIEWPORT.width, VIEWPORT.height);
  }
}

/**
 * Compares a picture with its baseline: `same`, `changed` (with the number of changed pixels and a
 * picture of the difference), or `new` (no baseline yet). Chromium writes the same bytes for the same
 * pixels, so a picture whose fingerprint is the manifest's is the same without decoding; otherwise
 * pixelmatch decides against the stored baseline, whose colours are reduced (optimised below).
 */
export function compare(actual, baselinePath, knownFingerprint, caret = null) {
  if (!existsSync(baselinePath)) return { status: 'new' };
  if (knownFingerprint && knownFingerprint === fingerprint(actual)) return { status: 'same' };
  const a = PNG.sync.read(readFileSync(baselinePath));
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) return { status: 'changed', pixels: -1, size: `${a.width}×${a.height} → ${b.width}×${b.height}` };
  const diff = new PNG({ width: a.width, height: a.height });
  const pixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: PIXEL_THRESHOLD });
  if (pixels === 0 || onlyTheCaret(diff, caret)) return { status: 'same' };
  return { status: 'changed', pixels, diff: PNG.sync.write(diff) };
}

/**
 * Whether every changed pixel (pixelmatch paints them pure red) lies in one line at most 2 px wide
 * inside the focused text field: its caret, which forced colours paint and which blinks.
 */
export function onlyTheCaret(diff, caret) {
  if (!caret) return false;
  let left = Infinity;
  let right = -Infinity;
  let top = Infinity;
  let bottom = -Infinity;
  for (let y = 0; y < diff.height; y += 1) {
    for (let x = 0; x < diff.width; x += 1) {
      const i = (y * diff.width + x) * 4;
      if (diff.data[i] !== 255 || diff.data[i + 1] !== 0 || diff.data[i + 2] !== 0) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return right >= left && right - left < 2 && left >= caret.left && right < caret.right && top >= caret.top && bottom < caret.bottom;
}

export { fingerprint };

/**
 * The stored baseline: at most 256 colours (libimagequant through sharp, no dithering, so a flat colour
 * stays flat) at the strongest compression. Pictures of an interface have few colours besides the
 * letters' grey edges, and a reduced picture differs from Chromium's by less than pixelmatch's
 * threshold (scripts/storyShots.test.ts).
 */
export async function optimised(png) {
  return sharp(png).png({ palette: true, colours: 256, dither: 0, effort: 10, compressionLevel: 9 }).toBuffer();
}

const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * Writes test-results/story-shots/index.html: per changed or new picture the baseline, this run's
 * picture and the difference, side by side, for a designer to open.
 */
export function writeReport(findings, { baselineDir = BASELINE_DIR, reportDir = REPORT_DIR } = {}) {
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(join(reportDir, 'img'), { recursive: true });
  const rows = findings.map((f, i) => {
    const name = fileOf(f.id, f.mode);
    writeFileSync(join(reportDir, 'img', `${i}-after.png`), f.actual);
    let before = '<p>No baseline yet.</p>';
    if (existsSync(join(baselineDir, name))) {
      writeFileSync(join(reportDir, 'img', `${i}-before.png`), readFileSync(join(baselineDir, name)));
      before = `<img src="img/${i}-before.png" alt="Baseline of ${escapeHtml(f.title)}, ${escapeHtml(f.mode)}">`;
    }
    let diff = f.size ? `<p>The size changed: ${escapeHtml(f.size)}.</p>` : '<p>–</p>';
    if (f.diff) {
      writeFileSync(join(reportDir, 'img', `${i}-diff.png`), f.diff);
      diff = `<img src="img/${i}-diff.png" alt="Difference: changed pixels in red">`;
    }
    return `<section aria-labelledby="s${i}"><h2 id="s${i}">${escapeHtml(f.title)}: ${escapeHtml(f.mode)}</h2>
<p>${f.status === 'new' ? 'New picture, no baseline.' : f.pixels > 0 ? `${f.pixels} pixels changed.` : 'Changed.'} Story id <code>${escapeHtml(f.id)}</code>, baseline <code>${escapeHtml(join(baselineDir, name))}</code>.</p>
<div class="row"><figure><figcaption>Before (baseline)</figcaption>${before}</figure><figure><figcaption>After (this run)</figcaption><img src="img/${i}-after.png" alt="This run: ${escapeHtml(f.title)}, ${escapeHtml(f.mode)}"></figure><figure><figcaption>Difference</figcaption>${diff}</figure></div>
</section>`;
  });
  writeFileSync(
    join(reportDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Story screenshots: ${findings.length} changed</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;color:#111;background:#fff}.row{display:flex;gap:1rem;flex-wrap:wrap;align-items:flex-start}figure{margin:0;max-width:32%}img{max-width:100%;border:1px solid #555;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}figcaption{font-weight:bold}</style></head>
<body><main><h1>Story screenshots: ${findings.length} changed</h1>
<p>Each changed story and mode with its baseline, this run's picture and the difference (pixelmatch, changed pixels red). When the change is meant, update the baselines with <code>npm run shots:update</code> and commit them.</p>
${rows.join('\n')}</main></body></html>\n`,
  );
  return join(reportDir, 'index.html');
}

/** The baselines' total size in bytes and their number. */
export function baselineSize(dir = BASELINE_DIR) {
  if (!existsSync(dir)) return { bytes: 0, files: 0 };
  const files = readdirSync(dir).filter((f) => f.endsWith('.png'));
  return { bytes: files.reduce((n, f) => n + statSync(join(dir, f)).size, 0), files: files.length };
}
