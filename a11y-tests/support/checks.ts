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
  // Applied once: a second call (another width) re-uses the sheet, so removeTextSpacing takes it all off.
  await page.evaluate((css) => {
    const holder = window as { a11yTextSpacing?: CSSStyleSheet };
    if (holder.a11yTextSpacing && document.adoptedStyleSheets.includes(holder.a11yTextSpacing)) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    holder.a11yTextSpacing = sheet;
  }, textSpacingCss);
  await page.waitForTimeout(50);
  return clippedText(page);
}

/** Elements whose own text their box clips (overflow hidden or clip, and content taller or wider than the box). */
export function clippedText(page: Page) {
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

/**
 * The one focus ring (docs/accessibility-contract.md, "Every page"), in the page's current theme and
 * colour mode:
 * - nothing drawn at rest: no element other than the focused one has an outline, not even a
 *   transparent one (forced colours paint it);
 * - every focusable element (in an open dialog: the dialog's), and the h1 as a route change focuses
 *   it (`tabindex=-1`, `focusElement`), shows a ring when focused after a key press: an outline at
 *   least 2 px wide, not transparent (any colour counts in forced colours, which repaint it), and
 *   outline or shadow differ from the same element at rest;
 * - it is one ring: every focused element draws the same outline style, width and colour, with a
 *   halo (a box shadow) outside forced colours.
 * One Tab makes the page's focus keyboard focus, so script focus matches `:focus-visible` as a Tab
 * would; elements are focused from code with `preventScroll`, so one round trip checks them all.
 */
export async function focusRingProblems(page: Page) {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const forced = matchMedia('(forced-colors: active)').matches;
    const problems: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
    const drawsOutline = (s: CSSStyleDeclaration) => s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
    const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);
    (document.activeElement as HTMLElement | null)?.blur?.();

    // At rest.
    const rest = new Map<Element, string>();
    const atRest: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (el.getClientRects().length === 0) continue;
      const s = getComputedStyle(el);
      rest.set(el, `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} ${s.outlineOffset}|${s.boxShadow}`);
      if (drawsOutline(s)) atRest.push(`${describe(el)} draws an outline at rest: ${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`);
    }
    problems.push(...atRest.slice(0, 10));
    if (atRest.length > 10) problems.push(`… and ${atRest.length - 10} more elements with an outline at rest`);

    // Focused.
    const scope = document.querySelector('[role="dialog"], [role="alertdialog"]') ?? document.body;
    const candidates = Array.from(scope.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]')).filter(
      (el) => el.getClientRects().length > 0 && !el.closest('[aria-hidden="true"], [inert]') && !(el as HTMLButtonElement).disabled,
    );
    // What takes focus from code (focusElement): the page's h1 and main, or the dialog's title.
    const targets = scope === document.body ? [document.querySelector<HTMLElement>('h1'), document.querySelector<HTMLElement>('main')] : [scope.querySelector<HTMLElement>('h1, h2')];
    for (const target of targets) if (target && target.getClientRects().length > 0 && !candidates.includes(target)) candidates.push(target);
    const rings = new Map<string, string[]>();
    for (const el of candidates) {
      const programmatic = !el.hasAttribute('tabindex') && !el.matches('a[href], button, input, select, textarea, summary');
      if (programmatic) el.setAttribute('tabindex', '-1');
      el.focus({ preventScroll: true });
      if (document.activeElement === el) {
        const s = getComputedStyle(el);
        const now = `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} ${s.outlineOffset}|${s.boxShadow}`;
        const visible = drawsOutline(s) && parseFloat(s.outlineWidth) >= 2 && (forced || !transparent(s.outlineColor));
        if (!visible) problems.push(`${describe(el)} shows no focus ring: outline ${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`);
        else if (now === rest.get(el)) problems.push(`${describe(el)} looks the same focused and at rest`);
        else {
          const ring = `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}${forced ? '' : s.boxShadow === 'none' ? ' without halo' : ' with halo'}`;
          rings.set(ring, [...(rings.get(ring) ?? []), describe(el)]);
        }
        el.blur();
      }
      if (programmatic) el.removeAttribute('tabindex');
    }
    if (rings.size > 1) problems.push(`${rings.size} different focus rings: ${Array.from(rings, ([ring, els]) => `${ring} on ${els.slice(0, 3).join(', ')}${els.length > 3 ? ` and ${els.length - 3} more` : ''}`).join('; ')}`);
    return problems;
  });
}

/**
 * Forced colours (Windows high contrast; Chromium's emulation): inputs keep a visible border, and
 * the focus ring of `focusRingProblems` holds there too: nothing at rest, a ring on focus.
 */
export async function forcedColorsProblems(page: Page) {
  await page.emulateMedia({ forcedColors: 'active' });
  try {
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
    return [...problems, ...(await focusRingProblems(page))];
  } finally {
    await page.emulateMedia({ forcedColors: 'none' });
  }
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

/**
 * The magnifier rule (docs/accessibility-contract.md, "Magnifiers"): after an action, its message is
 * where a screen magnifier shows it. Either focus is on the message or inside it, or the message's box
 * and the focused element are in the same viewport (at 320 × 256, 1280 px at 400 % zoom): the focused
 * element is scrolled into view as the browser does on focus, and at least `minVisible` CSS px of the
 * message's height must be in the viewport then. Returns null when it holds, else what is wrong.
 */
export async function messageOutOfMagnifierView(message: import('@playwright/test').Locator, minVisible = 16): Promise<string | null> {
  const handle = await message.first().elementHandle({ timeout: 10_000 });
  if (!handle) return 'message not found';
  return handle.evaluate((el, min) => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return 'focus is on body';
    if (active === el || active.contains(el)) return null;
    const inView = (rect: DOMRect) => Math.min(rect.bottom, innerHeight) - Math.max(rect.top, 0);
    if (inView(active.getBoundingClientRect()) <= 0) active.scrollIntoView({ block: 'nearest' });
    const focused = active.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    const visible = Math.min(inView(box), box.height);
    const horizontal = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
    if (visible >= Math.min(min, box.height) && horizontal > 0) return null;
    const name = `${active.tagName.toLowerCase()}${active.id ? '#' + active.id : ''}`;
    return `message "${(el.textContent ?? '').trim().slice(0, 60)}" at y ${Math.round(box.top)}–${Math.round(box.bottom)} is outside the ${innerWidth} × ${innerHeight} viewport around the focused ${name} (y ${Math.round(focused.top)}–${Math.round(focused.bottom)})`;
  }, minVisible);
}

/**
 * WCAG 1.4.4 text-only zoom to 200 %: the browser's own font size setting doubled (Chromium's
 * Settings → Appearance → Font size, set over the DevTools protocol), which is text-only zoom: the
 * app sizes its text in rem, the layout's boxes follow only where they are made to. Nothing may scroll
 * sideways and no text may be clipped; the size is set back after.
 */
export async function textZoomProblems(page: Page, percent = 200) {
  const cdp = await page.context().newCDPSession(page);
  const setSizes = (factor: number) => cdp.send('Page.setFontSizes', { fontSizes: { standard: Math.round(16 * factor), fixed: Math.round(13 * factor) } });
  try {
    await setSizes(percent / 100);
    // Two frames: components that measure themselves (the Table stacks when it does not fit) answer the new size.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const problems = [...(await horizontalOverflow(page)), ...(await clippedText(page))];
    return problems;
  } finally {
    await setSizes(1);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await cdp.detach();
  }
}

/** The help and contact mechanisms every page repeats (WCAG 3.2.6), in the order of the page. */
export const HELP_MECHANISMS = ['easy read', 'help', 'statement and contact'] as const;

/**
 * WCAG 3.2.6 Consistent Help: the help mechanisms of the header and footer, in document order: the
 * Leichte Sprache link, the help link (the tax portal's help, a new tab), the accessibility statement
 * (with the contact for barriers). Compared with HELP_MECHANISMS on every state.
 */
export function helpMechanisms(page: Page) {
  return page.evaluate(() => {
    const seen = new Set<Element>();
    const kinds: string[] = [];
    for (const link of document.querySelectorAll<HTMLAnchorElement>('header a[href], footer a[href]')) {
      // Counted where they show: under an open dialog the page is hidden from the accessibility tree, not from the eye.
      if (seen.has(link) || link.closest('[hidden]') || !link.getClientRects().length) continue;
      seen.add(link);
      const url = new URL(link.href, location.href);
      if (url.origin === location.origin && url.pathname.endsWith('/leichte-sprache')) kinds.push('easy read');
      else if (url.origin === location.origin && url.pathname.endsWith('/accessibility')) kinds.push('statement and contact');
      else if (url.origin !== location.origin && link.closest('header')) kinds.push('help');
    }
    return kinds;
  });
}

/** Phone and tablet, each held upright and on its side (WCAG 1.3.4), as CSS pixels. */
export const ORIENTATIONS = [
  { name: 'phone portrait', width: 390, height: 844 },
  { name: 'phone landscape', width: 844, height: 390 },
  { name: 'tablet portrait', width: 768, height: 1024 },
  { name: 'tablet landscape', width: 1024, height: 768 },
] as const;

/**
 * WCAG 1.3.4 Orientation: no style applies in one orientation only (the app has no reason to lock or
 * turn anything), and in each orientation of a phone and a tablet the page shows its h1 and scrolls
 * only up and down. The viewport is set back after.
 */
export async function orientationProblems(page: Page) {
  const before = page.viewportSize();
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const visit = (rules: CSSRuleList, condition: string | null) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSMediaRule) visit(rule.cssRules, /orientation/i.test(rule.conditionText) ? rule.conditionText : condition);
        else if (condition && rule instanceof CSSStyleRule) found.push(`"${rule.selectorText}" is styled only for (${condition})`);
      }
    };
    for (const sheet of [...Array.from(document.styleSheets), ...document.adoptedStyleSheets]) {
      try {
        visit(sheet.cssRules, null);
      } catch {
        // A sheet of another origin cannot be read; the app's are its own.
      }
    }
    return found;
  });
  try {
    for (const { name, width, height } of ORIENTATIONS) {
      await page.setViewportSize({ width, height });
      const shown = await page.evaluate(() => {
        const h1 = document.querySelector('h1');
        return !!h1 && h1.getClientRects().length > 0 && getComputedStyle(h1).visibility !== 'hidden';
      });
      if (!shown) problems.push(`${name} (${width} × ${height}): no h1 shown`);
      for (const overflow of await horizontalOverflow(page)) problems.push(`${name} (${width} × ${height}): ${overflow}`);
    }
  } finally {
    if (before) await page.setViewportSize(before);
  }
  return problems;
}
