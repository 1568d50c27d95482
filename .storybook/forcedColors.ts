/**
 * A preview of forced colours (Windows contrast themes) for the toolbar.
 *
 * A page cannot switch the browser's forced-colours mode on; only the browser can (Chromium:
 * DevTools → Rendering → "Emulate CSS media feature forced-colors", which is what the accessibility
 * matrix's forced-colours pass uses). This preview does what the browser would, closely enough to
 * judge a story:
 *
 * - the design system's `@media (forced-colors: active)` rules apply (their condition is rewritten to
 *   `all`, and `(forced-colors: none)` rules are switched off), with their declarations made
 *   `!important`, because the browser keeps the system colours (Highlight, CanvasText…) authors set;
 * - every other author colour gives way to the system colours: text CanvasText, links LinkText,
 *   controls ButtonText on ButtonFace, disabled GrayText, borders and outlines CanvasText (also
 *   transparent ones, as in the browser), no box or text shadows, no background images;
 * - the system colours are those of Windows' "High contrast black" (dark) or "High contrast white"
 *   (light): system colour keywords in the design system's rules and custom properties are replaced
 *   by that palette, since outside forced colours the browser resolves them to its everyday colours.
 *
 * Not simulated: `forced-color-adjust: none` (the design system does not use it) and the alpha of
 * backgrounds (the browser keeps a transparent background transparent; here it is Canvas).
 */
export type ForcedColours = 'off' | 'light' | 'dark';

type SystemColour = 'Canvas' | 'CanvasText' | 'LinkText' | 'VisitedText' | 'ActiveText' | 'Highlight' | 'HighlightText' | 'ButtonFace' | 'ButtonText' | 'ButtonBorder' | 'GrayText' | 'Field' | 'FieldText' | 'Mark' | 'MarkText';

/** Windows 11's "High contrast black" (Night sky) and "High contrast white" (Desert's cousin) system colours. */
export const palettes: Record<Exclude<ForcedColours, 'off'>, Record<SystemColour, string>> = {
  dark: {
    Canvas: '#000000', CanvasText: '#ffffff', LinkText: '#ffff00', VisitedText: '#ffff00', ActiveText: '#ffff00',
    Highlight: '#1aebff', HighlightText: '#000000', ButtonFace: '#000000', ButtonText: '#ffffff', ButtonBorder: '#ffffff',
    GrayText: '#3ff23f', Field: '#000000', FieldText: '#ffffff', Mark: '#ffff00', MarkText: '#000000',
  },
  light: {
    Canvas: '#ffffff', CanvasText: '#000000', LinkText: '#00009f', VisitedText: '#00009f', ActiveText: '#00009f',
    Highlight: '#37006e', HighlightText: '#ffffff', ButtonFace: '#ffffff', ButtonText: '#000000', ButtonBorder: '#000000',
    GrayText: '#600000', Field: '#ffffff', FieldText: '#000000', Mark: '#ffff00', MarkText: '#000000',
  },
};

const systemColour = /(?<![-\w])(Canvas|CanvasText|LinkText|VisitedText|ActiveText|Highlight|HighlightText|ButtonFace|ButtonText|ButtonBorder|GrayText|Field|FieldText|Mark|MarkText)(?![-\w])/gi;
const byLowerCase = new Map<string, SystemColour>((Object.keys(palettes.dark) as SystemColour[]).map((name) => [name.toLowerCase(), name]));

/** Replaces the system colour keywords of a CSS text by the palette's colours. */
export function inPalette(cssText: string, palette: Record<SystemColour, string>): string {
  // CSSOM serialises keywords in lower case (buttonface); custom properties keep the author's spelling.
  return cssText.replace(systemColour, (keyword: string) => palette[byLowerCase.get(keyword.toLowerCase()) as SystemColour]);
}

const styleId = 'sb-forced-colours';
const rootClass = 'sb-forced-colours';
const forcedActive = /forced-colors\s*:\s*active/;
const forcedNone = /forced-colors\s*:\s*none/;

// Zero specificity (:where), so any design-system rule that the forced-colours media query makes
// !important wins over these defaults, as system colours set by authors do in the browser.
const simulation = `
:where(html.${rootClass}) { background-color: Canvas !important; color: CanvasText !important; }
:where(html.${rootClass}) :where(*),
:where(html.${rootClass}) :where(*)::before,
:where(html.${rootClass}) :where(*)::after {
  color: CanvasText !important;
  background-color: Canvas !important;
  background-image: none !important;
  border-color: CanvasText !important;
  outline-color: CanvasText !important;
  text-decoration-color: currentColor !important;
  column-rule-color: CanvasText !important;
  box-shadow: none !important;
  text-shadow: none !important;
  accent-color: auto !important;
}
:where(html.${rootClass}) :where(a:link, a:visited, a:link *, a:visited *) { color: LinkText !important; }
:where(html.${rootClass}) :where(button, input, select, textarea, [role="button"], [role="radio"], [role="checkbox"], [role="combobox"]) {
  color: ButtonText !important;
  background-color: ButtonFace !important;
  border-color: ButtonText !important;
}
:where(html.${rootClass}) :where(:disabled, [aria-disabled="true"]) { color: GrayText !important; border-color: GrayText !important; }
:where(html.${rootClass}) ::selection { color: HighlightText !important; background-color: Highlight !important; }
`;

/** `a: b; c: var(--d) solid` → `a: b !important; c: var(--d) solid !important` (semicolons inside parentheses kept). */
export function withImportant(cssText: string): string {
  const declarations: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of cssText) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ';' && depth === 0) {
      declarations.push(current);
      current = '';
    } else current += char;
  }
  declarations.push(current);
  return declarations
    .map((declaration) => declaration.trim())
    .filter(Boolean)
    .map((declaration) => (/!\s*important$/i.test(declaration) ? declaration : `${declaration} !important`))
    .join('; ');
}

function* mediaRules(rules: CSSRuleList): Generator<CSSMediaRule> {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSMediaRule) {
      yield rule;
      yield* mediaRules(rule.cssRules);
    } else if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules) {
      yield* mediaRules((rule as CSSGroupingRule).cssRules);
    }
  }
}

function* styleRules(rules: CSSRuleList): Generator<CSSStyleRule> {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) yield rule;
    else if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules) yield* styleRules((rule as CSSGroupingRule).cssRules);
  }
}

/** What the preview changed, to undo when it is switched off. */
let undo: Array<() => void> = [];
let touched = new WeakSet<CSSRule>();
let observer: MutationObserver | undefined;

function rewriteSheets(palette: Record<SystemColour, string>) {
  for (const sheet of Array.from(document.styleSheets)) {
    if (sheet.ownerNode instanceof Element && sheet.ownerNode.id === styleId) continue;
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's sheet
    }
    for (const rule of mediaRules(rules)) {
      if (touched.has(rule)) continue;
      touched.add(rule);
      const media = rule.media.mediaText;
      if (forcedActive.test(media)) {
        // Through cssText: a shorthand holding var() (the ring's outline) has no longhand values to copy.
        for (const style of styleRules(rule.cssRules)) {
          touched.add(style);
          const cssText = style.style.cssText;
          style.style.cssText = inPalette(withImportant(cssText), palette);
          undo.push(() => (style.style.cssText = cssText));
        }
        rule.media.mediaText = 'all';
        undo.push(() => (rule.media.mediaText = media));
      } else if (forcedNone.test(media)) {
        rule.media.mediaText = 'not all';
        undo.push(() => (rule.media.mediaText = media));
      }
    }
    // Custom properties holding a system colour (the tokens' focus.forcedColor: Highlight).
    for (const style of styleRules(rules)) {
      if (touched.has(style)) continue;
      touched.add(style);
      for (const property of Array.from(style.style)) {
        if (!property.startsWith('--')) continue;
        const value = style.style.getPropertyValue(property);
        const replaced = inPalette(value, palette);
        if (replaced === value) continue;
        const priority = style.style.getPropertyPriority(property);
        style.style.setProperty(property, replaced, priority);
        undo.push(() => style.style.setProperty(property, value, priority));
      }
    }
  }
}

function restoreSheets() {
  for (const step of undo.reverse()) step();
  undo = [];
  touched = new WeakSet();
}

let current: ForcedColours = 'off';

/** Switches the preview on (dark or light system colours) or off; safe to call on every render. */
export function applyForcedColours(mode: ForcedColours) {
  const html = document.documentElement;
  if (mode === current && (mode === 'off' || document.getElementById(styleId))) return;
  observer?.disconnect();
  observer = undefined;
  document.getElementById(styleId)?.remove();
  html.classList.remove(rootClass);
  restoreSheets();
  current = mode;
  if (mode === 'off') return;
  const palette = palettes[mode];
  const style = document.createElement('style');
  style.id = styleId;
  style.textContent = inPalette(simulation, palette);
  document.head.append(style);
  html.classList.add(rootClass);
  rewriteSheets(palette);
  // Styles that arrive later (a lazily loaded story's CSS, Vite's hot updates) are rewritten too.
  observer = new MutationObserver(() => rewriteSheets(palette));
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
}
