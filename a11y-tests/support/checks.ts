// Checks beyond axe, run inside the page: reflow, text spacing, target size, focus visibility, headings, landmarks, forced colours, motion.
import type { Page } from '@playwright/test';
import { minTargetSize, scanTargets, targetSelector } from '../../design-system/src/touchTargets';

/** WCAG 1.4.10: no horizontal scrolling (at 320 CSS px, which is also 1280 px at 400 % zoom). */
export function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const problems: string[] = [];
    if (root.scrollWidth > root.clientWidth) problems.push(`document scrolls sideways: scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth}`);
    // Name the culprits so a failure is actionable.
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.width > 0 && rect.right > root.clientWidth + 1 && getComputedStyle(el).position !== 'fixed') {
        const inScroller = el.parentElement?.closest('[style*="overflow"], table, pre');
        if (!inScroller) problems.push(`${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}.${String(el.className).split(' ')[0]} ends at ${Math.round(rect.right)} px`);
      }
    }
    return problems.slice(0, 10);
  });
}

/** The WCAG 1.4.12 bookmarklet's override: line height 1.5, paragraph spacing 2 em, letter 0.12 em, word 0.16 em. */
export const textSpacingCss = `
* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }
`;

/** After the override, no element with text may clip it (overflow hidden/clip and content taller or wider than the box). */
export async function clippedTextAfterSpacing(page: Page) {
  // A constructed sheet, as user style extensions inject it: the app's CSP (style-src 'self') rightly blocks inline <style>.
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    (window as { a11yTextSpacing?: CSSStyleSheet }).a11yTextSpacing = sheet;
  }, textSpacingCss);
  await page.waitForTimeout(50);
  return page.evaluate(() => {
    const problems: string[] = [];
    const isVisuallyHidden = (el: Element) => {
      const style = getComputedStyle(el);
      return style.clipPath !== 'none' && style.clipPath !== '' ? true : style.clip !== 'auto' && style.clip !== '' && style.position === 'absolute';
    };
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!ownText || isVisuallyHidden(el) || el.closest('[aria-hidden="true"]')) continue;
      const style = getComputedStyle(el);
      const hidesY = ['hidden', 'clip'].includes(style.overflowY);
      const hidesX = ['hidden', 'clip'].includes(style.overflowX);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      if ((hidesY && el.scrollHeight > el.clientHeight + 1) || (hidesX && el.scrollWidth > el.clientWidth + 1)) {
        problems.push(`${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}" clipped (${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight})`);
      }
    }
    return problems;
  });
}

/** Takes the text-spacing override off again (the page goes on to another state). */
export async function removeTextSpacing(page: Page) {
  await page.evaluate(() => {
    const sheet = (window as { a11yTextSpacing?: CSSStyleSheet }).a11yTextSpacing;
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
  });
}

/** Targets of at least 44 x 44 CSS px; links inside running text are excepted (WCAG 2.5.8 inline exception). */
export async function smallTargets(page: Page) {
  const targets = await page.evaluate(scanTargets, { selector: targetSelector, minSize: minTargetSize });
  return targets.filter((target) => target.verdict === 'small').map((target) => target.description);
}

/**
 * Focus each stop with the keyboard (Tab, so :focus-visible applies) and compare outline and box
 * shadow with the element at rest: there must be a visible difference on every stop.
 */
export async function focusWithoutIndicator(page: Page, maxStops = 60) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    window.scrollTo(0, 0);
  });
  const rest = await page.evaluate(() => {
    const list: Record<string, string> = {};
    const sel = 'a[href], button, input, select, textarea, [tabindex]';
    let i = 0;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
      const key = `a11y-${i++}`;
      el.dataset.a11yKey = key;
      const s = getComputedStyle(el);
      list[key] = `${s.outlineStyle}|${s.outlineWidth}|${s.outlineColor}|${s.boxShadow}|${s.borderColor}|${s.backgroundColor}|${s.textDecorationLine}`;
    }
    return list;
  });
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press('Tab');
    const now = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const s = getComputedStyle(el);
      const outlineVisible = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2 && s.outlineColor !== 'rgba(0, 0, 0, 0)' && s.outlineColor !== 'transparent';
      return {
        key: el.dataset.a11yKey ?? '',
        name: `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`,
        style: `${s.outlineStyle}|${s.outlineWidth}|${s.outlineColor}|${s.boxShadow}|${s.borderColor}|${s.backgroundColor}|${s.textDecorationLine}`,
        outlineVisible,
        shadow: s.boxShadow !== 'none',
      };
    });
    // Past the last stop the browser's own UI takes focus (body here): the cycle is complete.
    if (!now) {
      if (stop === 0) problems.push('the first Tab stop is body');
      break;
    }
    if (seen.has(now.key)) break;
    seen.add(now.key);
    const before = rest[now.key];
    if (!(now.outlineVisible || now.shadow) || (before !== undefined && before === now.style)) problems.push(`${now.name} shows no focus indicator`);
  }
  return problems;
}

/** One h1; heading levels never skip downwards (h2 → h4). */
export function headingProblems(page: Page) {
  return page.evaluate(() => {
    const headings = Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')).filter(
      (h) => h.getClientRects().length > 0 || h.closest('[role="dialog"], [role="alertdialog"]'),
    );
    const problems: string[] = [];
    const h1s = headings.filter((h) => h.tagName === 'H1' || h.getAttribute('aria-level') === '1');
    if (h1s.length !== 1) problems.push(`${h1s.length} h1 elements`);
    let previous = 0;
    for (const h of headings) {
      const level = Number(h.getAttribute('aria-level') ?? h.tagName.slice(1));
      if (previous && level > previous + 1) problems.push(`h${previous} → h${level} at "${h.textContent?.trim().slice(0, 40)}"`);
      previous = level;
    }
    return problems;
  });
}

/** The heading outline, for the report. */
export function headingOutline(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6'))
      .filter((h) => h.getClientRects().length > 0)
      .map((h) => ({ level: Number(h.tagName.slice(1)), text: h.textContent?.trim().replace(/\s+/g, ' ') ?? '' })),
  );
}

/** Landmarks present: one banner, one main, one contentinfo (by element or role). */
export function landmarkProblems(page: Page) {
  return page.evaluate(() => {
    const count = (sel: string) => Array.from(document.querySelectorAll(sel)).filter((el) => !el.closest('article, aside, main, nav, section') || sel.includes('main')).length;
    const problems: string[] = [];
    const banner = count('header, [role="banner"]');
    const main = document.querySelectorAll('main, [role="main"]').length;
    const footer = count('footer, [role="contentinfo"]');
    if (banner !== 1) problems.push(`${banner} banner landmarks`);
    if (main !== 1) problems.push(`${main} main landmarks`);
    if (footer !== 1) problems.push(`${footer} contentinfo landmarks`);
    return problems;
  });
}

/** The landmarks with their names, for the report. */
export function landmarkList(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('header, nav, main, footer, aside, [role="region"], [role="banner"], [role="main"], [role="contentinfo"], [role="navigation"], form[aria-label], section[aria-label], section[aria-labelledby]'))
      .map((el) => {
        const role = el.getAttribute('role') ?? { HEADER: 'banner', NAV: 'navigation', MAIN: 'main', FOOTER: 'contentinfo', ASIDE: 'complementary', FORM: 'form', SECTION: 'region' }[el.tagName] ?? el.tagName.toLowerCase();
        const labelledBy = el.getAttribute('aria-labelledby');
        const name = el.getAttribute('aria-label') ?? (labelledBy ? document.getElementById(labelledBy)?.textContent?.trim() : '') ?? '';
        return `${role}${name ? ` "${name}"` : ''}`;
      }),
  );
}

/** The tab order: name of every stop, for the report. Stops when focus cycles back or leaves the page. */
export async function tabOrder(page: Page, max = 60) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    document.querySelectorAll('[data-a11y-tab-seen]').forEach((el) => el.removeAttribute('data-a11y-tab-seen'));
  });
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const described = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body || el.hasAttribute('data-a11y-tab-seen')) return null;
      el.setAttribute('data-a11y-tab-seen', '');
      const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
      const name = (el.getAttribute('aria-label') ?? el.innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      return `${role}${el.id ? '#' + el.id : ''} ${name}`;
    });
    if (!described) break;
    stops.push(described);
  }
  return stops;
}

/** Forced colours: inputs keep a visible border, and the focused element keeps an outline style. */
export async function forcedColorsProblems(page: Page) {
  await page.emulateMedia({ forcedColors: 'active' });
  const problems = await page.evaluate(() => {
    const list: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('input[type="text"], input[type="email"], input:not([type]), textarea, [role="combobox"]'))) {
      if (el.getClientRects().length === 0) continue;
      const s = getComputedStyle(el);
      const sides = ['Top', 'Right', 'Bottom', 'Left'].filter((side) => s.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' && parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0);
      if (sides.length === 0) list.push(`${el.tagName.toLowerCase()}#${el.id} has no border in forced colours`);
    }
    return list;
  });
  // Tab to the first few stops: each must keep a real outline (box-shadow vanishes in forced colours).
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const s = getComputedStyle(el);
      return { style: s.outlineStyle, width: parseFloat(s.outlineWidth), name: `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"` };
    });
    if (!outline) break;
    if (outline.style === 'none' || outline.width < 1) problems.push(`${outline.name}: focus outline ${outline.style} ${outline.width}px in forced colours`);
  }
  await page.emulateMedia({ forcedColors: 'none' });
  return problems;
}

/** prefers-reduced-motion: reduce: no element may have a running transition or animation. */
export async function motionProblems(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const problems = await page.evaluate(() => {
    const seconds = (value: string) => Math.max(...value.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) / 1000 : parseFloat(v) || 0)));
    const list: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('*'))) {
      const s = getComputedStyle(el);
      const transition = seconds(s.transitionDuration);
      const animation = s.animationName !== 'none' ? seconds(s.animationDuration) : 0;
      // 0.01 s is the usual "effectively none" value of reduced-motion resets.
      if (transition > 0.01 || animation > 0.01) list.push(`${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} transition ${s.transitionDuration} animation ${s.animationName} ${s.animationDuration}`);
    }
    return list.slice(0, 10);
  });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  return problems;
}
