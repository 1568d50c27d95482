// A picture of every story in every mode it needs, compared with the baselines kept in the repository
// (design-system/screenshots/). Used by scripts/story-axe.mjs, which has the story rendered already.
// docs/decisions.md "Story screenshots" says which modes each kind of story gets and why.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export const BASELINE_DIR = 'design-system/screenshots';
export const REPORT_DIR = 'test-results/story-shots';
/** The baselines' size budget (docs/decisions.md "Story screenshots"). */
export const BUDGET_BYTES = 24 * 1024 * 1024;
/** A pixel counts as changed above this colour distance (pixelmatch's YIQ threshold, 0–1); anti-aliased pixels are ignored. */
const PIXEL_THRESHOLD = 0.1;

/** Layouts and whole screens also get a 320 px picture (the narrowest width the product promises). */
export const isLayout = (story) => /^(App|Declaration|Layout|Chrome|Estimate)\//.test(story.title);

/**
 * The modes of a story in a theme's pass: the theme itself and forced colours over it (Windows high
 * contrast with a light palette over the light theme, a dark one over the contrast theme), and for
 * layouts and screens the light theme at 320 px.
 */
export function modesFor(story, theme) {
  if (theme === 'light') return ['light', 'forced-light', ...(isLayout(story) ? ['light-320'] : [])];
  return ['contrast', 'forced-dark'];
}

export const fileOf = (storyId, mode) => `${storyId}--${mode}.png`;

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
  const right = Math.min(document.documentElement.scrollWidth, Math.ceil(Math.max(...boxes.map((b) => b[2])) + pad));
  const bottom = Math.min(document.documentElement.scrollHeight, Math.ceil(Math.max(...boxes.map((b) => b[3])) + pad));
  return { x, y, width: Math.max(1, right - x), height: Math.max(1, bottom - y) };
}

/** The story as it shows in `mode`; the page is set back afterwards. */
export async function shoot(page, mode) {
  const forced = mode.startsWith('forced-');
  const narrow = mode.endsWith('-320');
  if (forced) await page.emulateMedia({ forcedColors: 'active', colorScheme: mode === 'forced-dark' ? 'dark' : 'light' });
  if (narrow) await page.setViewportSize({ width: 320, height: 900 });
  try {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const clip = await page.evaluate(contentBox);
    return await page.screenshot({ clip: clip ?? undefined, fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
  } finally {
    if (forced) await page.emulateMedia({ forcedColors: 'none', colorScheme: null });
    if (narrow) await page.setViewportSize({ width: 1280, height: 900 });
  }
}

/**
 * Compares a picture with its baseline: `same`, `changed` (with the number of changed pixels and a
 * picture of the difference), or `new` (no baseline yet).
 */
export function compare(actual, baselinePath) {
  if (!existsSync(baselinePath)) return { status: 'new' };
  const expected = readFileSync(baselinePath);
  if (expected.equals(actual)) return { status: 'same' };
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) return { status: 'changed', pixels: -1, size: `${a.width}×${a.height} → ${b.width}×${b.height}` };
  const diff = new PNG({ width: a.width, height: a.height });
  const pixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: PIXEL_THRESHOLD });
  return pixels === 0 ? { status: 'same' } : { status: 'changed', pixels, diff: PNG.sync.write(diff) };
}

/** Re-encodes a screenshot at the strongest compression (the baselines live in git). */
export function optimised(png) {
  const image = PNG.sync.read(png);
  return PNG.sync.write(image, { deflateLevel: 9, filterType: -1 });
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
