// Checks beyond axe, run inside the page: reflow, text spacing, target size, focus visibility, headings, landmarks, forced colours, motion, text zoom, help order, orientation, reading order, use of colour, hover and focus, on focus and on input, flashes.
import type { Page } from '@playwright/test';
import { minTargetSize, scanTargets, targetSelector } from '../../design-system/src/touchTargets';
import { text } from './texts';

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

/**
 * The navigation every page repeats (WCAG 3.2.3), in the order of the start page: the header's product
 * name (home), Leichte Sprache, the help, the contrast mode and the language, then the footer's data
 * protection, imprint, accessibility statement and the tax portal.
 */
export const NAVIGATION = [
  'header: home',
  'header: easy read',
  'header: help',
  'header: contrast',
  'header: language',
  'footer: data protection',
  'footer: imprint',
  'footer: statement',
  'footer: tax portal',
] as const;

/**
 * WCAG 3.2.3 Consistent Navigation: the header's and footer's links and buttons that show, each named
 * by what it does (its address or its form field, not its words, which change with the language and
 * the mode), in document order. A page may show fewer of them; what it shows must keep NAVIGATION's
 * order, and anything else in the header or footer is reported so that NAVIGATION names it.
 */
export async function navigationProblems(page: Page) {
  const items = await page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('header a[href], header button, footer a[href], footer button')) {
      if (el.closest('[hidden], [role="dialog"], [role="alertdialog"]') || !el.getClientRects().length) continue;
      const region = el.closest('footer') ? 'footer' : 'header';
      let what = '';
      if (el instanceof HTMLAnchorElement) {
        const url = new URL(el.href, location.href);
        const own = url.origin === location.origin;
        const last = url.pathname.replace(/\/$/, '').split('/').pop();
        if (own && /\/ui\/?$/.test(url.pathname)) what = 'home';
        else if (own && last === 'leichte-sprache') what = 'easy read';
        else if (own && last === 'data-protection') what = 'data protection';
        else if (own && last === 'imprint') what = 'imprint';
        else if (own && last === 'accessibility') what = 'statement';
        else if (!own) what = region === 'header' ? 'help' : 'tax portal';
        else what = `link to ${url.pathname}`;
      } else {
        const name = el.getAttribute('name');
        what = name === 'contrast' ? 'contrast' : name === 'lang' ? 'language' : `button "${(el.textContent ?? '').trim()}"`;
      }
      found.push(`${region}: ${what}`);
    }
    return found;
  });
  const problems: string[] = [];
  let at = -1;
  for (const item of items) {
    const index = (NAVIGATION as readonly string[]).indexOf(item);
    if (index < 0) problems.push(`${item} is not among the repeated navigation (NAVIGATION)`);
    else if (index <= at) problems.push(`${item} comes after ${NAVIGATION[at]}, out of the order every page keeps`);
    else at = index;
  }
  return problems;
}

/**
 * WCAG 2.1.4 Character Key Shortcuts: with nothing focused (the page itself), letters, digits and
 * punctuation pressed one by one change nothing: no address, no dialog, no focus, no change to the
 * page's content or scroll position. A shortcut of a focused control (a list's typeahead) is allowed
 * by the criterion and not pressed here. With a dialog open (focus stays inside it) it checks nothing.
 */
export async function characterKeyProblems(page: Page, keys = 'abcdefghijklmnopqrstuvwxyz0123456789?/.,-+#*') {
  const ready = await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    if (document.activeElement !== document.body || document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]')) return false;
    const holder = window as { a11yKeyMutations?: number; a11yKeyObserver?: MutationObserver };
    holder.a11yKeyMutations = 0;
    holder.a11yKeyObserver?.disconnect();
    holder.a11yKeyObserver = new MutationObserver((records) => {
      holder.a11yKeyMutations = (holder.a11yKeyMutations ?? 0) + records.length;
      (window as { a11yKeyWhat?: string[] }).a11yKeyWhat = records.slice(0, 3).map((r) => `${r.type} ${(r.target as Element).tagName ?? r.target.nodeName}${r.attributeName ? ` @${r.attributeName}` : ''}`);
    });
    // The content only: the start page's script loads the rest of the app on the first key (the head
    // gains its links, the root element a mark), which changes nothing the person sees.
    holder.a11yKeyObserver.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    return true;
  });
  if (!ready) return [];
  const problems: string[] = [];
  try {
    // Start from the app as it is ready (src/app/main.tsx marks it; a first key would otherwise start
    // its loading, and hydration touches the markup) and a quiet page: no change for 200 ms, at most 5 s.
    // A page that waits for the person's first move (boot.ts, "waiting") is woken by Shift, no character.
    if ((await page.evaluate(() => document.documentElement.getAttribute('data-ee-app'))) === 'waiting') await page.keyboard.press('Shift');
    await page.waitForFunction(() => document.documentElement.getAttribute('data-ee-app') === 'ready', null, { timeout: 10_000 }).catch(() => undefined);
    await page.evaluate(async () => {
      const holder = window as { a11yKeyMutations?: number };
      for (let quiet = 0, waited = 0; quiet < 2 && waited < 5000; waited += 100) {
        holder.a11yKeyMutations = 0;
        await new Promise((resolve) => setTimeout(resolve, 100));
        quiet = holder.a11yKeyMutations ? 0 : quiet + 1;
      }
      holder.a11yKeyMutations = 0;
    });
    // The keys in groups of eleven, the page judged after each group (a key at a time cost 1.5 s a page).
    const groups = keys.match(/.{1,11}/gs) ?? [];
    for (const group of groups) {
      const before = page.url();
      const scroll = await page.evaluate(() => [scrollX, scrollY].join(','));
      for (const key of group) await page.keyboard.press(key);
      const after = await page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
        const holder = window as { a11yKeyMutations?: number };
        const mutations = holder.a11yKeyMutations ?? 0;
        holder.a11yKeyMutations = 0;
        const active = document.activeElement;
        return { mutations, what: (window as { a11yKeyWhat?: string[] }).a11yKeyWhat ?? [], scroll: [scrollX, scrollY].join(','), focus: active && active !== document.body ? `${active.tagName.toLowerCase()}${active.id ? '#' + active.id : ''}` : '' };
      });
      const found = [
        page.url() !== before ? `went to ${page.url()}` : '',
        after.mutations ? `changed the page (${after.mutations} changes: ${after.what.join(', ')})` : '',
        after.focus ? `moved focus to ${after.focus}` : '',
        after.scroll !== scroll ? 'scrolled the page' : '',
      ].filter(Boolean);
      if (found.length) problems.push(`one of the keys "${group}" ${found.join(', ')}`);
      if (page.url() !== before || after.focus) break;
    }
  } finally {
    await page.evaluate(() => (window as { a11yKeyObserver?: MutationObserver }).a11yKeyObserver?.disconnect()).catch(() => undefined);
  }
  return problems;
}

/**
 * WCAG 2.5.4 Motion Actuation and 2.5.7 Dragging Movements, as the browser sees the page: no listener
 * for the device's motion or orientation on the window (Chromium's DevTools protocol lists every
 * listener, whoever added it), and no element made draggable. The app's own code is checked for
 * gesture and drag handlers by scripts/pointerInput.test.ts.
 */
export async function motionAndDragProblems(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    const problems = listeners
      .filter((l) => /^(devicemotion|deviceorientation|deviceorientationabsolute)$/.test(l.type))
      .map((l) => `a ${l.type} listener on the window (${l.scriptId ? `script ${l.scriptId}, line ${l.lineNumber + 1}` : 'native'})`);
    const draggable = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[draggable="true"]')].map((el) => `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''} is draggable`),
    );
    return [...problems, ...draggable];
  } finally {
    await cdp.detach();
  }
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

/**
 * WCAG 1.3.2 Meaningful Sequence: the reading order (DOM order of the visible text) matches the
 * visual order. Every element with text of its own is a block, placed by the boxes of that text; of
 * two blocks that share a column (their horizontal extents overlap), the later one in the DOM must
 * not stand wholly above the earlier one (`tolerance` px). Fixed and sticky parts, hidden, empty and
 * visually hidden text are left out; with a dialog open only the dialog is read.
 */
export function readingOrderProblems(page: Page, tolerance = 3) {
  return page.evaluate((tol) => {
    const scope = document.querySelector('[role="dialog"], [role="alertdialog"]') ?? document.body;
    const skipped = new Map<Element, boolean>();
    const isSkipped = (el: Element | null): boolean => {
      if (!el || el === scope) return false;
      const known = skipped.get(el);
      if (known !== undefined) return known;
      const s = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      const clipped = (s.clipPath !== 'none' && s.clipPath !== '') || (s.position === 'absolute' && s.clip !== 'auto' && s.clip !== '');
      const own =
        s.position === 'fixed' || s.position === 'sticky' || s.visibility === 'hidden' || s.display === 'none' || s.opacity === '0' || clipped || (s.display !== 'contents' && (rect.width <= 1 || rect.height <= 1) && (s.overflow !== 'visible' || rect.width === 0 || rect.height === 0));
      const result = own || isSkipped(el.parentElement);
      skipped.set(el, result);
      return result;
    };
    interface Block { el: Element; text: string; top: number; bottom: number; left: number; right: number }
    const blocks: Block[] = [];
    const range = document.createRange();
    for (const el of Array.from(scope.querySelectorAll('*'))) {
      if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION'].includes(el.tagName)) continue;
      const texts = Array.from(el.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (texts.length === 0 || isSkipped(el)) continue;
      let top = Infinity, bottom = -Infinity, left = Infinity, right = -Infinity;
      for (const node of texts) {
        range.selectNodeContents(node);
        for (const r of Array.from(range.getClientRects())) {
          if (r.width === 0 || r.height === 0) continue;
          top = Math.min(top, r.top); bottom = Math.max(bottom, r.bottom); left = Math.min(left, r.left); right = Math.max(right, r.right);
        }
      }
      if (top === Infinity) continue;
      blocks.push({ el, text: texts.map((n) => n.textContent!.trim()).join(' ').replace(/\s+/g, ' ').slice(0, 40), top, bottom, left, right });
    }
    const problems: string[] = [];
    for (let j = 1; j < blocks.length && problems.length < 10; j++) {
      const later = blocks[j];
      for (let i = 0; i < j; i++) {
        const earlier = blocks[i];
        const sharedColumn = Math.min(earlier.right, later.right) - Math.max(earlier.left, later.left) > 1;
        if (sharedColumn && later.bottom <= earlier.top + tol) {
          problems.push(`"${later.text}" (${later.el.tagName.toLowerCase()}, y ${Math.round(later.top)}–${Math.round(later.bottom)}) comes after "${earlier.text}" (${earlier.el.tagName.toLowerCase()}, y ${Math.round(earlier.top)}) in the DOM but stands above it`);
          break;
        }
      }
    }
    return problems;
  }, tolerance);
}

/**
 * WCAG 1.4.1 Use of Color, what axe does not decide:
 * - every control marked `aria-invalid="true"` has a visible error text tied to it (aria-describedby
 *   or aria-errormessage naming a shown element with text), so red is never the only sign;
 * - an error summary (a group or alert of links to fields on the page) has a heading with text;
 * - a link inside running text is underlined (or bordered below). axe's link-in-text-block lets a link
 *   pass on 3:1 contrast with its text alone, and passes what it cannot measure; the underline is
 *   the sign that does not depend on colour at all.
 */
export function colourOnlyProblems(page: Page, errorPrefixes = [text('de', 'forms:errorPrefix'), text('en', 'forms:errorPrefix')]) {
  return page.evaluate((prefixes) => {
    const problems: string[] = [];
    const shown = (el: Element) => {
      if (el.getClientRects().length === 0) return false;
      const s = getComputedStyle(el);
      return s.visibility !== 'hidden' && !(s.clipPath !== 'none' && s.clipPath !== '') && !(s.position === 'absolute' && s.clip !== 'auto' && s.clip !== '');
    };
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}`;
    for (const field of Array.from(document.querySelectorAll('[aria-invalid="true"]'))) {
      if (field.getClientRects().length === 0) continue;
      // A group (radio group, fieldset) ties its message to the controls inside it.
      const tied = [field, ...Array.from(field.querySelectorAll('[aria-describedby], [aria-errormessage]'))];
      const ids = tied.flatMap((el) => `${el.getAttribute('aria-describedby') ?? ''} ${el.getAttribute('aria-errormessage') ?? ''}`.split(/\s+/)).filter(Boolean);
      const texts = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => !!el && shown(el) && prefixes.some((prefix) => (el.innerText ?? '').trim().startsWith(prefix)));
      if (texts.length === 0) problems.push(`${describe(field)} is marked invalid without a visible error text ("${prefixes.join('" or "')} …") tied to it (aria-describedby / aria-errormessage)`);
    }
    for (const box of Array.from(document.querySelectorAll('[role="group"], [role="alert"]'))) {
      const links = Array.from(box.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'));
      const toFields = links.filter((a) => {
        const target = document.getElementById(decodeURIComponent(a.hash.slice(1)));
        return !!target && !!target.closest('input, select, textarea, fieldset, [role="radiogroup"], [role="group"]');
      });
      if (!shown(box) || toFields.length === 0) continue;
      const heading = box.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]');
      if (!heading || !shown(heading) || heading.innerText.trim() === '') problems.push(`error summary "${(box.textContent ?? '').trim().slice(0, 40)}" has no heading text`);
    }
    const blockOf = (el: Element) => {
      let parent = el.parentElement;
      while (parent && getComputedStyle(parent).display.startsWith('inline')) parent = parent.parentElement;
      return parent;
    };
    for (const link of Array.from(document.querySelectorAll<HTMLElement>('a[href], [role="link"]'))) {
      const s = getComputedStyle(link);
      if (!s.display.startsWith('inline') || s.display === 'inline-block' || !shown(link)) continue;
      const block = blockOf(link);
      const own = (link.innerText ?? '').trim();
      const around = (block?.innerText ?? '').replace(own, '').trim();
      if (!own || !/[\p{L}\p{N}]/u.test(around)) continue;
      const underlined = s.textDecorationLine.includes('underline') || (s.borderBottomStyle !== 'none' && parseFloat(s.borderBottomWidth) > 0);
      if (!underlined) problems.push(`link "${own.slice(0, 40)}" in running text is told apart by colour alone (no underline)`);
    }
    return problems;
  }, errorPrefixes);
}


/**
 * WCAG 3.2.1 On Focus and 1.4.13 Content on Hover or Focus, the focus half: every focusable control
 * of the page (of the dialog, when one is open) is focused in turn. Focus must change no context: the
 * address stays, no dialog opens, no window opens, focus stays on the control (`context`). And on the controls of the
 * main content (or the dialog) focus must make nothing appear: no new visible text, no tooltip, no
 * generated content on the control (`appeared`). The focus ring is drawn, not text: it does not count.
 */
export async function focusProblems(page: Page, max = 200) {
  // One Tab makes the page's focus keyboard focus: script focus then matches :focus-visible as a Tab would.
  await page.keyboard.press('Tab');
  return page.evaluate(
    async (cap) => {
      // A macrotask: React has rendered what a discrete event (focus) set off.
      const settled = () => new Promise<void>((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = () => resolve(); channel.port2.postMessage(0); });
      const dialogSelector = '[role="dialog"], [role="alertdialog"], dialog[open]';
      const scope = document.querySelector(dialogSelector) ?? document.body;
      const content = scope === document.body ? document.querySelector('main') : scope;
      const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''} "${(el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
      const controls = Array.from(scope.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])'))
        .filter((el) => el.getClientRects().length > 0 && !el.closest('[inert], [aria-hidden="true"]') && !(el as HTMLButtonElement).disabled)
        .slice(0, cap);
      const tooltips = () => Array.from(document.querySelectorAll('[role="tooltip"]')).filter((el) => el.getClientRects().length > 0).length;
      const pseudo = (el: Element) => ['::before', '::after'].map((p) => { const s = getComputedStyle(el, p); return `${s.content}|${s.display}|${s.visibility}`; }).join(' ');
      const context: string[] = [];
      const appeared: string[] = [];
      const url = location.href;
      const dialogs = document.querySelectorAll(dialogSelector).length;
      // A new window is a change of context too: window.open is counted, not run, while controls are focused.
      const open = window.open;
      let opened = 0;
      window.open = () => ((opened += 1), null);
      (document.activeElement as HTMLElement | null)?.blur?.();
      await settled();
      let text = document.body.innerText;
      for (const el of controls) {
        const before = { text, tips: tooltips(), pseudo: pseudo(el) };
        el.focus({ preventScroll: true });
        await settled();
        const name = describe(el);
        if (location.href !== url) context.push(`focusing ${name} changed the address to ${location.href}`);
        if (document.querySelectorAll(dialogSelector).length !== dialogs) context.push(`focusing ${name} opened or closed a dialog`);
        if (opened) context.push(`focusing ${name} opened a window`);
        opened = 0;
        // A composite widget (a radio group's container) hands focus to its current item: that is focus staying.
        if (document.activeElement !== el && !el.contains(document.activeElement)) context.push(`focusing ${name} moved focus to ${document.activeElement ? describe(document.activeElement) : 'nothing'}`);
        text = document.body.innerText;
        if (content?.contains(el)) {
          if (text !== before.text) appeared.push(`focusing ${name} changed the visible text`);
          if (tooltips() > before.tips) appeared.push(`focusing ${name} showed a tooltip`);
          if (pseudo(el) !== before.pseudo) appeared.push(`focusing ${name} showed generated content`);
        }
        if (context.length + appeared.length >= 10 || location.href !== url) break;
        el.blur();
        await settled();
        text = document.body.innerText;
      }
      window.open = open;
      // The next Tab starts at the top again, not after the last control focused here.
      const top = document.createElement('span');
      top.tabIndex = -1;
      document.body.prepend(top);
      top.focus({ preventScroll: true });
      top.remove();
      return { context, appeared };
    },
    max,
  );
}

/**
 * WCAG 1.4.13 Content on Hover or Focus, the hover half: the pointer rests on each link, button and
 * form control of the main content (of the dialog, when one is open; at most `max`), and nothing may
 * appear: no new visible text, no tooltip, no generated content on the control. The product shows
 * nothing on hover by design, so anything that does is reported (it would also have to be dismissable
 * with Escape, hoverable and persistent, which this check does not try).
 *
 * The hover is emulated in one round trip, because a real pointer move waits for a frame (16 ms a
 * control, most of a state's time): every `:hover` rule of the page's style sheets is copied with
 * `:hover` turned into an attribute that the control and its ancestors get, as `:hover` matches them,
 * and the control gets the pointer and mouse events a move onto it fires (over, enter; out, leave
 * after), which is what script tooltips listen to.
 */
export function hoverProblems(page: Page, max = 40) {
  return page.evaluate(async (cap) => {
    const settled = () => new Promise<void>((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = () => resolve(); channel.port2.postMessage(0); });
    const mark = 'data-a11y-hover';
    // The :hover rules, as rules on the mark (inside their @media, @supports and @layer blocks).
    const copy = (rules: CSSRuleList): string =>
      Array.from(rules)
        .map((rule) => {
          if (rule instanceof CSSStyleRule) return rule.selectorText.includes(':hover') ? rule.cssText.replace(/:hover\b/g, `[${mark}]`) : '';
          if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) {
            const inner = copy(rule.cssRules);
            return inner ? `@${rule instanceof CSSMediaRule ? 'media' : 'supports'} ${rule.conditionText} { ${inner} }` : '';
          }
          if (rule instanceof CSSLayerBlockRule || rule instanceof CSSContainerRule) return copy(rule.cssRules);
          return '';
        })
        .filter(Boolean)
        .join('\n');
    const css = [...Array.from(document.styleSheets), ...document.adoptedStyleSheets]
      .map((sheet) => {
        try {
          return copy(sheet.cssRules);
        } catch {
          return ''; // A sheet of another origin cannot be read; the app's are its own.
        }
      })
      .join('\n');
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

    const scope = document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]') ?? document.querySelector('main') ?? document.body;
    const controls = Array.from(scope.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, label, [tabindex]:not([tabindex="-1"])'))
      .filter((el) => el.getClientRects().length > 0 && !el.closest('[inert], [aria-hidden="true"]'))
      .slice(0, cap);
    const tooltips = () => Array.from(document.querySelectorAll('[role="tooltip"]')).filter((el) => el.getClientRects().length > 0).length;
    const pseudo = (el: Element) => ['::before', '::after'].map((p) => { const st = getComputedStyle(el, p); return `${st.content}|${st.display}|${st.visibility}`; }).join(' ');
    const fire = (el: Element, types: string[]) => {
      for (const type of types) {
        const init = { bubbles: !type.endsWith('enter') && !type.endsWith('leave'), composed: true, view: window };
        el.dispatchEvent(type.startsWith('pointer') ? new PointerEvent(type, { ...init, pointerType: 'mouse', isPrimary: true }) : new MouseEvent(type, init));
      }
    };
    const problems: string[] = [];
    try {
      for (const el of controls) {
        const rest = { text: document.body.innerText, tips: tooltips(), pseudo: pseudo(el) };
        const hovered: Element[] = [];
        for (let node: Element | null = el; node; node = node.parentElement) hovered.push(node);
        hovered.forEach((node) => node.setAttribute(mark, ''));
        fire(el, ['pointerover', 'pointerenter', 'mouseover', 'mouseenter']);
        await settled();
        const name = `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''} "${(el.getAttribute('aria-label') ?? el.innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
        if (document.body.innerText !== rest.text) problems.push(`hovering ${name} changed the visible text`);
        else if (tooltips() > rest.tips) problems.push(`hovering ${name} showed a tooltip`);
        else if (pseudo(el) !== rest.pseudo) problems.push(`hovering ${name} showed generated content`);
        hovered.forEach((node) => node.removeAttribute(mark));
        fire(el, ['pointerout', 'pointerleave', 'mouseout', 'mouseleave']);
        await settled();
        if (problems.length >= 10) break;
      }
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    }
    return problems;
  }, max);
}

/**
 * WCAG 3.2.2 On Input: the first text field, radio button, checkbox and select of the page (of the
 * dialog, when one is open) changed as a user does: a character typed, a radio chosen with the
 * keyboard (Space, then the arrow to the next option), a box ticked with Space, a select's next option
 * picked (as its list picks it: Chromium's closed select does not change on arrow keys here). After
 * each: the address stays, no dialog or window opens (or closes), focus stays on the control (for a radio: in its
 * group), and nothing new appears above it (its top does not move down; what goes away above it may).
 * It changes the page's answers: run it last on a page.
 */
export async function onInputProblems(page: Page) {
  const kinds = {
    'text field': 'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="number"], input[type="search"], input[type="url"], input[type="password"], textarea',
    radio: 'input[type="radio"], [role="radio"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    select: 'select',
  } as const;
  const problems: string[] = [];
  for (const [kind, selector] of Object.entries(kinds)) {
    const before = await page.evaluate(
      ({ sel }) => {
        const dialogSelector = '[role="dialog"], [role="alertdialog"], dialog[open]';
        const scope = document.querySelector(dialogSelector) ?? document.querySelector('main') ?? document.body;
        document.querySelectorAll('[data-a11y-input]').forEach((el) => el.removeAttribute('data-a11y-input'));
        const el = Array.from(scope.querySelectorAll<HTMLInputElement>(sel)).find(
          (c) => c.getClientRects().length > 0 && !c.disabled && !c.readOnly && !c.closest('[inert], [aria-hidden="true"]'),
        );
        if (!el) return null;
        el.setAttribute('data-a11y-input', '');
        // A new window is a change of context too: window.open is counted, not run, while the control changes.
        const holder = window as { a11yOpen?: typeof window.open; a11yOpened?: number };
        holder.a11yOpen ??= window.open;
        holder.a11yOpened = 0;
        window.open = () => ((holder.a11yOpened = (holder.a11yOpened ?? 0) + 1), null);
        el.scrollIntoView({ block: 'center' });
        el.focus();
        return {
          name: `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}`,
          url: location.href,
          dialogs: document.querySelectorAll(dialogSelector).length,
          top: el.getBoundingClientRect().top + scrollY,
          value: el.value,
          // A select's next enabled option after the chosen one.
          nextOption: el instanceof HTMLSelectElement ? Array.from(el.options).findIndex((o, i) => i > el.selectedIndex && !o.disabled) : -1,
          checked: `${el.checked}|${el.getAttribute('aria-checked')}`,
        };
      },
      { sel: selector },
    );
    if (!before) continue;
    const judge = () =>
      page.evaluate(
        async ({ before: was, isRadio }) => {
          await new Promise<void>((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = () => resolve(); channel.port2.postMessage(0); });
          await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
          const el = document.querySelector<HTMLInputElement>('[data-a11y-input]');
          const active = document.activeElement as HTMLInputElement | null;
          const found: string[] = [];
          if (location.href !== was.url) found.push(`changed the address to ${location.href}`);
          if ((window as { a11yOpened?: number }).a11yOpened) found.push('opened a window');
          if (document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]').length !== was.dialogs) found.push('opened or closed a dialog');
          const group = el?.closest('[role="radiogroup"]');
          const sameGroup = !!active && ((active.type === 'radio' && active.name === el?.name && el?.name !== '') || (!!group && group.contains(active) && active.getAttribute('role') === 'radio'));
          const inPlace = !!el && (active === el || (isRadio && sameGroup));
          if (!inPlace) found.push(`moved focus to ${active && active !== document.body ? `${active.tagName.toLowerCase()}${active.id ? '#' + active.id : ''}` : 'nothing'}`);
          if (el && el.isConnected) {
            const top = el.getBoundingClientRect().top + scrollY;
            if (top > was.top + 2) found.push(`new content above it moved it down by ${Math.round(top - was.top)} px`);
          } else found.push('the control went away');
          const changed = !!el && (el.value !== was.value || `${el.checked}|${el.getAttribute('aria-checked')}` !== was.checked || (isRadio && active !== el));
          return { found, changed };
        },
        { before, isRadio: kind === 'radio' },
      );
    let after = { found: [] as string[], changed: false };
    if (kind === 'text field') {
      // A field may take digits only, or letters first (an IBAN): a digit, else a letter.
      for (const key of ['1', 'D']) {
        await page.keyboard.type(key);
        after = await judge();
        if (after.changed || after.found.length) break;
      }
    } else {
      if (kind === 'radio') {
        await page.keyboard.press('Space');
        await page.keyboard.press('ArrowDown');
      } else if (kind === 'checkbox') await page.keyboard.press('Space');
      else await page.locator('[data-a11y-input]').selectOption({ index: Math.max(before.nextOption, 0) });
      after = await judge();
    }
    for (const found of after.found) problems.push(`changing the first ${kind} (${before.name}) ${found}`);
    if (!after.changed && after.found.length === 0) problems.push(`the first ${kind} (${before.name}) did not change with the keyboard: the check could not try it`);
    if (after.found.some((f) => f.startsWith('changed the address'))) break;
  }
  await page.evaluate(() => {
    const holder = window as { a11yOpen?: typeof window.open; a11yOpened?: number };
    if (holder.a11yOpen) window.open = holder.a11yOpen;
    delete holder.a11yOpen;
    delete holder.a11yOpened;
    (document.activeElement as HTMLElement | null)?.blur?.();
    document.querySelectorAll('[data-a11y-input]').forEach((el) => el.removeAttribute('data-a11y-input'));
    window.scrollTo(0, 0);
  });
  return problems;
}

/**
 * WCAG 2.3.1 Three Flashes or Below Threshold, by a rule stricter than the criterion (no exception for
 * small areas or low contrast): nothing on the page can change more than three times in one second.
 * - No video, canvas, embedded object or frame, and no image in a format that can animate (GIF, APNG,
 *   WebP): their frames are not in the DOM, so a machine cannot tell; each is named for a person.
 * - No animation, running or declared in a style sheet (in any @media block, so the one a user's
 *   settings would switch on counts too), repeats more than three times at under a third of a second.
 * - Watched for one second without reduced motion: no element's class, style or content changes more
 *   than three times (a script that blinks).
 */
export async function flashProblems(page: Page, watchMs = 1000) {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  return page.evaluate(async (watch) => {
    const problems: string[] = [];
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${typeof el.className === 'string' && el.className ? '.' + el.className.split(' ')[0] : ''}`;
    for (const el of Array.from(document.querySelectorAll('video, canvas, embed, object, iframe, marquee'))) problems.push(`${name(el)}: its frames cannot be judged by a machine`);
    const animatable = /(^data:image\/(gif|apng|webp))|\.(gif|apng|webp)(\?|#|$)/i;
    for (const img of Array.from(document.images)) if (animatable.test(img.currentSrc || img.src)) problems.push(`${name(img)} ${img.currentSrc || img.src}: an image format that can animate`);
    const seconds = (value: string) => (value.trim().endsWith('ms') ? parseFloat(value) / 1000 : parseFloat(value) || 0);
    // More than three changes in one second: at least four iterations, each shorter than a third of a second.
    const tooFast = (iterations: number, durationSeconds: number) => iterations > 3 && durationSeconds > 0 && durationSeconds < 1 / 3;
    const count = (value: string) => (value.trim() === 'infinite' ? Infinity : parseFloat(value) || 1);
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule && rule.style.animationName && rule.style.animationName !== 'none') {
          const names = rule.style.animationName.split(',');
          names.forEach((animation, index) => {
            const duration = seconds(rule.style.animationDuration.split(',')[index] ?? rule.style.animationDuration.split(',')[0] ?? '0');
            const iterations = count(rule.style.animationIterationCount.split(',')[index] ?? rule.style.animationIterationCount.split(',')[0] ?? '1');
            if (tooFast(iterations, duration)) problems.push(`style ${rule.selectorText}: animation ${animation.trim()} ${duration}s × ${iterations}`);
          });
        }
        if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of [...Array.from(document.styleSheets), ...document.adoptedStyleSheets]) {
      try {
        walk(sheet.cssRules);
      } catch {
        problems.push(`style sheet ${sheet.href}: its rules cannot be read`);
      }
    }
    for (const animation of document.getAnimations()) {
      const timing = animation.effect?.getComputedTiming();
      const duration = typeof timing?.duration === 'number' ? timing.duration / 1000 : 0;
      if (timing && tooFast(timing.iterations ?? 1, duration)) {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        problems.push(`running animation ${(animation as CSSAnimation).animationName ?? animation.id} on ${target ? name(target) : 'the page'}: ${duration}s × ${timing.iterations}`);
      }
    }
    const changes = new Map<Node, number>();
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const node = record.type === 'characterData' ? record.target.parentNode : record.target;
        if (node) changes.set(node, (changes.get(node) ?? 0) + 1);
      }
    });
    observer.observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ['class', 'style', 'hidden'], childList: true, characterData: true });
    await new Promise((resolve) => setTimeout(resolve, watch));
    observer.disconnect();
    for (const [node, times] of changes) if (times > 3) problems.push(`${node instanceof Element ? name(node) : node.nodeName} changed ${times} times in ${watch} ms`);
    return problems.slice(0, 10);
  }, watchMs);
}

/**
 * WCAG 1.4.5 Images of Text: no image on the page can show text, so no image shows text. An image whose
 * pixels a machine cannot read (an <img>, <picture>, <canvas>, <object>, <embed>, an image input, a CSS
 * background or generated image) is named for a person; so is an inline SVG that draws text (<text>, or
 * HTML in a <foreignObject>). Inline SVG drawn from shapes alone (the icons and the pictograms) passes.
 */
export function imagesOfTextProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${typeof el.className === 'string' && el.className ? '.' + el.className.split(' ')[0] : ''}`;
    for (const el of Array.from(document.querySelectorAll('img, picture, canvas, object, embed, input[type="image"]'))) problems.push(`${name(el)}: an image whose pixels may hold text`);
    for (const el of Array.from(document.querySelectorAll('svg'))) {
      const drawn = Array.from(el.querySelectorAll('text, foreignObject')).map((node) => node.textContent?.trim()).filter(Boolean);
      if (drawn.length) problems.push(`${name(el)} draws text: "${drawn.join(' ').slice(0, 40)}"`);
    }
    const image = /url\(/;
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const pseudo of [null, '::before', '::after'] as const) {
        const style = getComputedStyle(el, pseudo);
        if (image.test(style.backgroundImage) || image.test(style.borderImageSource) || (pseudo && image.test(style.content)) || image.test(style.listStyleImage)) problems.push(`${name(el)}${pseudo ?? ''}: a CSS image whose pixels may hold text`);
      }
    }
    return problems.slice(0, 10);
  });
}
