// axe's "needs review" (incomplete) answers decided by checks of our own, so that a criterion is not
// left undecided where a browser can decide it (docs/decisions.md, "axe's needs review, decided").
//
// - color-contrast: axe cannot compute the contrast of a symbol it does not know as text (nonBmp: the
//   timeline's ✓), of text over an image or a gradient, or of text another element partly covers. The
//   check takes the pixels behind the text (the text made transparent, a screenshot of the text's own
//   box) and compares the text's colour with every background colour covering at least a tenth of it.
//   The text's colour must be opaque and no ancestor translucent; otherwise it stays undecided. Text
//   behind an open modal dialog (hidden by it with aria-hidden, covered by its backdrop) is inactive
//   and out of 1.4.3's scope while the dialog is open; it is counted as such.
// - aria-hidden-focus: a modal dialog hides the rest of the page with aria-hidden and keeps focus
//   inside by its focus trap, which axe cannot see. The check presses Tab and Shift+Tab once more than
//   the page has tab stops and fails when focus ever rests inside an aria-hidden subtree.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result as AxeResult } from 'axe-core';
import { PNG } from 'pngjs';

/** The rules this module decides. */
export const REVIEWED_RULES = ['color-contrast', 'aria-hidden-focus'] as const;

export interface ReviewResult {
  /** The axe rule. */
  id: string;
  /** Nodes axe could not decide. */
  nodes: number;
  /** Nodes our check decided and found right. */
  passed: number;
  /** Nodes out of the criterion's scope: text behind an open modal dialog (inactive). */
  inactive: number;
  /** Nodes our check decided and found wrong, each with what it measured. */
  failed: string[];
  /** Nodes our check could not decide either, with the reason. */
  undecided: string[];
}

type Rgba = [number, number, number, number];

const luminance = ([r, g, b]: Rgba) => {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

export const contrastRatio = (a: Rgba, b: Rgba) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/** The background colours that cover at least `share` of a picture's pixels, most frequent first. */
export function backgroundColours(png: Buffer, share = 0.1): Rgba[] {
  const image = PNG.sync.read(png);
  const counts = new Map<number, number>();
  for (let i = 0; i < image.data.length; i += 4) {
    const key = (image.data[i] << 16) | (image.data[i + 1] << 8) | image.data[i + 2];
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const total = image.width * image.height;
  return [...counts]
    .filter(([, n]) => n >= total * share)
    .sort((a, b) => b[1] - a[1])
    .map(([key]) => [(key >> 16) & 255, (key >> 8) & 255, key & 255, 1]);
}

/** 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold), as WCAG 1.4.3 asks. */
export const requiredRatio = (fontSizePx: number, fontWeight: number) => (fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700) ? 3 : 4.5);

const MARK = 'data-axe-review';

async function reviewContrast(page: Page, selector: string): Promise<{ ok: boolean; detail: string } | { undecided: string } | { inactive: true }> {
  const measured = await page.evaluate(
    ([sel, mark]) => {
      const el = document.querySelector(sel);
      if (!(el instanceof HTMLElement)) return { error: 'element not found' };
      for (let a: Element | null = el; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (Number(style.opacity) < 1 || style.filter !== 'none' || style.mixBlendMode !== 'normal') return { error: 'an ancestor is translucent or filtered' };
      }
      const style = getComputedStyle(el);
      const scroll = { x: scrollX, y: scrollY };
      el.scrollIntoView({ block: 'center', inline: 'center' });
      const range = document.createRange();
      range.selectNodeContents(el);
      const box = range.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) return { error: 'the text has no box' };
      // Text behind an open modal dialog's backdrop is inactive (the dialog hides it with aria-hidden
      // and covers it): incidental text, outside 1.4.3's scope while the dialog is open.
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (top && top !== el && !el.contains(top)) {
        // Radix's modal dialog hides the rest with aria-hidden but sets no aria-modal: any open dialog counts,
        // and the text must be hidden from assistive technology and outside it.
        const modalOpen = document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]');
        scrollTo(scroll.x, scroll.y);
        if (modalOpen && el.closest('[aria-hidden="true"]') && !modalOpen.contains(el)) return { inactive: true as const };
        return { error: `covered by ${top.tagName.toLowerCase()}${top.id ? `#${top.id}` : ''}` };
      }
      el.setAttribute(mark, '');
      return {
        color: style.color,
        size: parseFloat(style.fontSize),
        weight: Number(style.fontWeight) || 400,
        // In the window's coordinates (the element is in view now); the scroll is put back afterwards.
        clip: { x: box.left, y: box.top, width: box.width, height: box.height },
        scroll,
      };
    },
    [selector, MARK] as const,
  );
  if ('error' in measured) return { undecided: `${selector}: ${measured.error}` };
  if ('inactive' in measured) return { inactive: true };
  const fg = measured.color.match(/[\d.]+/g)?.map(Number) ?? [];
  if (fg.length < 3 || (fg.length > 3 && fg[3] < 1)) return { undecided: `${selector}: text colour ${measured.color} is not opaque` };
  const hide = await page.addStyleTag({ content: `[${MARK}], [${MARK}] * { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; caret-color: transparent !important; }` });
  try {
    const png = await page.screenshot({ clip: measured.clip, animations: 'disabled', scale: 'css' });
    const backgrounds = backgroundColours(png);
    if (!backgrounds.length) return { undecided: `${selector}: no background colour covers a tenth of the text's box` };
    const need = requiredRatio(measured.size, measured.weight);
    const colour: Rgba = [fg[0], fg[1], fg[2], 1];
    const worst = Math.min(...backgrounds.map((bg) => contrastRatio(colour, bg)));
    const detail = `${selector}: ${measured.color} on ${backgrounds.map((b) => `rgb(${b.slice(0, 3).join(', ')})`).join(' / ')}: ${worst.toFixed(2)}:1, ${need}:1 needed`;
    return { ok: worst >= need, detail };
  } finally {
    await hide.evaluate((node) => (node as Element).remove());
    await page.evaluate(
      ([mark, { x, y }]) => {
        document.querySelectorAll(`[${mark}]`).forEach((el) => el.removeAttribute(mark));
        scrollTo(x, y);
      },
      [MARK, measured.scroll] as const,
    );
  }
}

/**
 * Tab and Shift+Tab round the page; the stops that rest inside an aria-hidden subtree. Where focus
 * rests is read after each key (a focus trap moves focus back within the same event, so a focus
 * guard that hands it on does not count); the reading is kept in the page and fetched once.
 */
async function hiddenFocusStops(page: Page): Promise<string[]> {
  const start = await page.evaluateHandle(() => document.activeElement);
  const stops = await page.evaluate(() => {
    const w = window as unknown as { __axeReviewFocus?: Set<string>; __axeReviewKeyup?: (event: KeyboardEvent) => void };
    w.__axeReviewFocus = new Set();
    w.__axeReviewKeyup = (event) => {
      if (event.key !== 'Tab') return;
      const el = document.activeElement;
      if (el && el !== document.body && el.closest('[aria-hidden="true"]')) w.__axeReviewFocus!.add(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    };
    document.addEventListener('keyup', w.__axeReviewKeyup, true);
    return document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]').length;
  });
  try {
    for (const key of ['Tab', 'Shift+Tab']) for (let i = 0; i <= stops; i += 1) await page.keyboard.press(key);
    return await page.evaluate(() => {
      const w = window as unknown as { __axeReviewFocus?: Set<string>; __axeReviewKeyup?: (event: KeyboardEvent) => void };
      document.removeEventListener('keyup', w.__axeReviewKeyup!, true);
      const found = [...(w.__axeReviewFocus ?? [])];
      delete w.__axeReviewFocus;
      delete w.__axeReviewKeyup;
      return found;
    });
  } finally {
    await start.evaluate((el) => (el instanceof HTMLElement ? el.focus({ preventScroll: true }) : undefined));
    await start.dispose();
  }
}

/**
 * Decides axe's needs-review answers for REVIEWED_RULES on the page as it is: those given (axe's
 * incomplete results of a run just made, with their nodes), or else those of a run of just these
 * rules. Restores focus; leaves the page otherwise as it was.
 */
export async function reviewAxeIncomplete(page: Page, incomplete?: AxeResult[]): Promise<ReviewResult[]> {
  const given = incomplete ?? (await new AxeBuilder({ page }).withRules([...REVIEWED_RULES]).setLegacyMode().analyze()).incomplete;
  const out: ReviewResult[] = [];
  for (const rule of given.filter((r) => (REVIEWED_RULES as readonly string[]).includes(r.id))) {
    const result: ReviewResult = { id: rule.id, nodes: rule.nodes.length, passed: 0, inactive: 0, failed: [], undecided: [] };
    if (rule.id === 'color-contrast') {
      for (const node of rule.nodes) {
        const selector = node.target.join(' ');
        if (node.target.length !== 1) {
          result.undecided.push(`${selector}: inside a frame or shadow root`);
          continue;
        }
        const decided = await reviewContrast(page, String(node.target[0]));
        if ('undecided' in decided) result.undecided.push(decided.undecided);
        else if ('inactive' in decided) result.inactive += 1;
        else if (decided.ok) result.passed += 1;
        else result.failed.push(decided.detail);
      }
    } else if (rule.id === 'aria-hidden-focus') {
      const hidden = await hiddenFocusStops(page);
      if (hidden.length) result.failed.push(`Tab reaches what aria-hidden hides: ${hidden.join(', ')}`);
      else result.passed = rule.nodes.length;
    } else {
      result.undecided.push(...rule.nodes.map((n) => n.target.join(' ')));
    }
    out.push(result);
  }
  return out;
}

/** What a review found wrong, one line per rule (empty when nothing). */
export const reviewProblems = (review: ReviewResult[]) => review.filter((r) => r.failed.length).map((r) => `${r.id}: ${r.failed.join('; ')}`);
