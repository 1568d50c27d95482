// Every screen and modal state × theme × locale × width: axe with zero violations, plus checks beyond axe,
// and the focus ring (normally and in forced colours) in both themes for one locale.
// Default: axe in both themes and locales, each combination at one of the four widths (each state meets
// all four widths), beyond-axe checks at 1280 and 320 in one theme per locale;
// A11Y_MATRIX=full runs axe at all four widths everywhere and the beyond-axe checks in both themes.
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { reviewAxeIncomplete, reviewProblems } from './support/axeReview';
import {
  clippedTextAfterSpacing,
  focusRingProblems,
  focusWithoutIndicator,
  forcedColorsProblems,
  headingProblems,
  horizontalOverflow,
  landmarkProblems,
  motionProblems,
  orientationProblems,
  removeTextSpacing,
  smallTargets,
  helpMechanisms,
  HELP_MECHANISMS,
  textZoomProblems,
  readingOrderProblems,
  colourOnlyProblems,
  focusProblems,
  hoverProblems,
  onInputProblems,
  navigationProblems,
  motionAndDragProblems,
  characterKeyProblems,
  flashProblems,
  imagesOfTextProblems,
} from './support/checks';
import { states, test, type ScreenState } from './support/states';
import { testModeOffURL } from './playwright.config';
import { switchTheme } from './support/journey';
import { text, type Locale, type Theme } from './support/texts';

const full = process.env.A11Y_MATRIX === 'full';
const themes: Theme[] = ['light', 'contrast'];
const locales: Locale[] = ['de', 'en'];
/**
 * Widths for axe per locale and theme. By default each state meets every width once and every theme
 * in both locales, at a quarter of the cost of the full product: de checks light at 1280 and contrast
 * at 320, en light at 768 and contrast at 375. A11Y_MATRIX=full checks all four widths everywhere.
 */
const axeWidthsFor = (locale: Locale, theme: Theme): number[] => {
  if (full) return [375, 320, 768, 1280];
  return [({ 'de light': 1280, 'de contrast': 320, 'en light': 768, 'en contrast': 375 } as const)[`${locale} ${theme}`]];
};
// Beyond-axe checks in one light and one contrast combination by default (all four with A11Y_MATRIX=full).
const beyondCombos = new Set(full ? ['light de', 'light en', 'contrast de', 'contrast en'] : ['light de', 'contrast en']);

/**
 * The checks beyond axe at the current viewport; `narrow` adds the reflow checks. `structure`: the
 * headings, landmarks and motion, which neither the language nor the theme changes (see beyondAxeChecks).
 */
async function beyondAxe(page: Page, width: number, structure: boolean) {
  const at = `${width}px`;
  const narrow = width <= 320;
  if (narrow) expect.soft(await horizontalOverflow(page), `no horizontal scrolling at ${at}`).toEqual([]);
  if (structure) {
    expect.soft(await headingProblems(page), `one h1, no skipped heading levels (${at})`).toEqual([]);
    expect.soft(await landmarkProblems(page), `banner, main and contentinfo landmarks (${at})`).toEqual([]);
    expect.soft(await motionProblems(page), `no motion with prefers-reduced-motion: reduce (${at})`).toEqual([]);
  }
  expect.soft(await smallTargets(page), `targets at least 44 x 44 px (${at})`).toEqual([]);
  // Modal states: keyboard checks stay inside the dialog, which is what a keyboard user meets. The Tab
  // walk at 320 px, where the layout is narrowest; at 1280 px focusRingChecks focuses every element.
  if (narrow || full) expect.soft(await focusWithoutIndicator(page), `visible focus indicator on every tab stop (${at})`).toEqual([]);
}

/**
 * The focus ring axis, in one locale (`ringLocale`) for every state and both themes, on the page
 * already open: the one ring with nothing at rest, normally and in forced colours (Chromium's
 * emulation, switched on and off in place), with input borders in forced colours.
 */
const ringLocale: Locale = 'de';
async function focusRingChecks(page: Page, theme: Theme, stateId: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  expect.soft(await focusRingProblems(page), `one focus ring, nothing drawn at rest (${theme})`).toEqual([]);
  expect.soft(await forcedColorsProblems(page), `forced colours: input borders, nothing drawn at rest, the ring on focus (${theme})`).toEqual([]);
  if (shots) await forcedColourShots(page, theme, stateId);
}

/**
 * MATRIX_SHOTS=<folder> keeps, for a human look, each state in forced colours at 1280 px (whole page)
 * and at 400 % zoom (320 x 256, the first screen as the user sees it), in each theme.
 */
const shots = process.env.MATRIX_SHOTS;
async function forcedColourShots(page: Page, theme: Theme, stateId: string) {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.screenshot({ path: `${shots}/${stateId}-${theme}-forced-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 320, height: 256 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/${stateId}-${theme}-forced-320x256.png` });
  await page.emulateMedia({ forcedColors: 'none' });
  await page.screenshot({ path: `${shots}/${stateId}-${theme}-320x256.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * One page load per chain of states × locale (loading a state is the expensive part, so the suite
 * stays within its time budget). For each state: axe at each width in the light theme, then the
 * same page switched to the contrast theme (as a second tab would switch it) and axe at each width
 * again. The checks beyond axe: at 1280 and 320, 400 % zoom (320 x 256 CSS px), and text spacing
 * last (it restyles the page).
 */
async function axeAtWidths(page: Page, label: string, axeWidths: number[], { review = false, focus = false } = {}) {
  for (const [index, width] of axeWidths.entries()) {
    await page.setViewportSize({ width, height: 900 });
    const incomplete = await expectNoAxeViolations(page, `${label} ${width}px`);
    // axe's "needs review" on contrast and on focus behind a modal, decided by our own checks
    // (support/axeReview.ts), at the last width: text contrast once per state and locale (German in
    // light, English in contrast), the focus trap in German only (no theme or language changes it).
    const rules = incomplete.filter((rule) => (rule.id === 'color-contrast' && review) || (rule.id === 'aria-hidden-focus' && focus));
    if (index === axeWidths.length - 1 && rules.length) {
      expect.soft(reviewProblems(await reviewAxeIncomplete(page, rules)), `axe's needs review decided (${label} ${width}px): text contrast, focus kept out of what aria-hidden hides`).toEqual([]);
    }
  }
}

/**
 * `input`: also change the first control of each kind (WCAG 3.2.2). It changes the page's answers, so
 * it runs last on a state, on the states `inputIndexes` names, in one of the beyond-axe combinations
 * (`inputLocale`'s). `behaviour`: the checks that neither the theme nor the language can change, in that
 * combination only: the page's structure and behaviour (headings, landmarks, motion, what focus and
 * hover change, the order of the help and of the navigation, device motion, dragging, character keys,
 * flashes, images of text). The other combination runs what the words' lengths and the theme's colours
 * and rings can change: layout, reflow, zoom, spacing, targets, reading order, colour and the focus
 * indicator (docs/decisions.md, "The matrix's second beyond-axe combination").
 */
const inputLocale: Locale = 'de';
async function beyondAxeChecks(page: Page, { input = false, behaviour = false } = {}) {
  const structure = behaviour || full;
  await page.setViewportSize({ width: 1280, height: 900 });
  expect.soft(await readingOrderProblems(page), 'WCAG 1.3.2: the DOM order of the visible text matches the visual order (1280 px)').toEqual([]);
  expect.soft(await colourOnlyProblems(page), 'WCAG 1.4.1: errors have text tied to their field, summaries a heading, links in text an underline').toEqual([]);
  if (structure) {
    const focus = await focusProblems(page);
    expect.soft(focus.context, 'WCAG 3.2.1: focusing a control changes no context (address, dialog, focus)').toEqual([]);
    expect.soft(focus.appeared, 'WCAG 1.4.13: focusing a control of the main content shows nothing new').toEqual([]);
    expect.soft(await hoverProblems(page), 'WCAG 1.4.13: hovering a control of the main content shows nothing new').toEqual([]);
  }
  await beyondAxe(page, 1280, structure);
  await page.setViewportSize({ width: 320, height: 640 });
  await beyondAxe(page, 320, structure);
  expect.soft(await readingOrderProblems(page), 'WCAG 1.3.2: the DOM order of the visible text matches the visual order (320 px)').toEqual([]);
  await page.setViewportSize({ width: 320, height: 256 });
  expect.soft(await horizontalOverflow(page), '400 % zoom (320 x 256 CSS px) reflows without horizontal scrolling').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect.soft(await textZoomProblems(page), 'WCAG 1.4.4: text-only zoom to 200 % (the browser\'s font size) at 1280 px: no horizontal scrolling, no clipped text').toEqual([]);
  if (structure) expect.soft(await helpMechanisms(page), 'WCAG 3.2.6: the help mechanisms in the same order as on every page').toEqual([...HELP_MECHANISMS]);
  expect.soft(await orientationProblems(page), 'WCAG 1.3.4: phone and tablet, upright and on the side: nothing styled for one orientation only, the h1 shown, no sideways scrolling').toEqual([]);
  await page.setViewportSize({ width: 320, height: 640 });
  expect.soft(await clippedTextAfterSpacing(page), 'WCAG 1.4.12 text spacing keeps text visible at 320 px').toEqual([]);
  expect.soft(await horizontalOverflow(page), 'no horizontal scrolling with text spacing at 320 px').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect.soft(await clippedTextAfterSpacing(page), 'WCAG 1.4.12 text spacing keeps text visible at 1280 px').toEqual([]);
  if (structure) expect.soft(await navigationProblems(page), 'WCAG 3.2.3: the header and footer navigation in the same order as on every page').toEqual([]);
  if (behaviour) {
    expect.soft(await motionAndDragProblems(page), 'WCAG 2.5.4, 2.5.7: no device-motion listener, nothing draggable').toEqual([]);
    expect.soft(await characterKeyProblems(page), 'WCAG 2.1.4: a letter, digit or punctuation key pressed on the page itself changes nothing').toEqual([]);
    expect.soft(await flashProblems(page), 'WCAG 2.3.1: nothing can change more than three times in a second (media, animated images, animations, a second watched)').toEqual([]);
    expect.soft(await imagesOfTextProblems(page), 'WCAG 1.4.5: no image that can show text (only inline SVG drawn from shapes)').toEqual([]);
  }
  if (input) expect.soft(await onInputProblems(page), 'WCAG 3.2.2: changing a control (type, choose, tick, pick) changes no context and adds nothing above it').toEqual([]);
}

/**
 * States checked on one page load: a state and the one a single step takes it to (the empty wizard
 * screen, then Next with its errors; a screen, then its modal). Opening a state is the expensive
 * part; the step is what a user does next anyway.
 */
const chains: ScreenState[][] = states
  .filter((state) => !state.from)
  .map((first) => {
    const chain = [first];
    for (let next = followerOf(first); next; next = followerOf(next)) chain.push(next);
    return chain;
  });

function followerOf(state: ScreenState): ScreenState | undefined {
  const followers = states.filter((s) => s.from?.id === state.id);
  if (followers.length > 1) throw new Error(`${state.id} has more than one following state: ${followers.map((s) => s.id).join(', ')}`);
  return followers[0];
}

/**
 * Where a chain's 3.2.2 input check runs: on its last state, and when that state is a dialog (the
 * dialog's own controls are checked there), also on the last state before it without one, so a
 * screen's controls are changed even when its chain ends in a dialog (the year info's radio once opened
 * a dialog on input; its chain ends in the dialog that "Weiter" opens).
 */
const isDialogState = (state: ScreenState) => state.id.endsWith('-modal');
function inputIndexes(chain: ScreenState[]): Set<number> {
  const indexes = new Set([chain.length - 1]);
  const lastPage = chain.findLastIndex((state) => !isDialogState(state));
  if (lastPage >= 0) indexes.add(lastPage);
  return indexes;
}

const unchained = states.filter((state) => !chains.some((chain) => chain.includes(state)));
if (unchained.length) throw new Error(`States that follow no state: ${unchained.map((s) => s.id).join(', ')}`);

/** Takes a checked page back to the start of the next state's checks: no text spacing, the light theme, the first width. */
async function resetForNextState(page: Page, theme: Theme, width: number) {
  await removeTextSpacing(page);
  if (theme !== 'light') await switchTheme(page, 'light');
  await page.setViewportSize({ width, height: 900 });
}

/** Brings the page to the chain's next state: opened fresh for the first, one step on for the others. */
async function enterState(page: Page, state: ScreenState, index: number, open: () => Promise<void>, locale: Locale) {
  if (index === 0) return open();
  await state.from!.advance(page, locale);
  await page.evaluate(() => document.fonts?.ready);
}

for (const chain of chains) {
  test.describe(chain.map((state) => state.id).join(' → '), () => {
    for (const locale of locales) {
      const [first, ...others] = themes.filter((theme) => beyondCombos.has(`${theme} ${locale}`));
      const light = axeWidthsFor(locale, 'light');
      const contrast = axeWidthsFor(locale, 'contrast');
      test(`${locale}: axe light ${light.join('/')}px, contrast ${contrast.join('/')}px${locale === ringLocale ? ', focus ring and forced colours (light, contrast)' : ''}${first ? `, beyond axe 1280/320px, 400 % zoom (${first})` : ''}`, async ({ page, openState }) => {
        await page.setViewportSize({ width: light[0], height: 900 });
        let theme: Theme = 'light';
        for (const [index, state] of chain.entries()) {
          await test.step(state.id, async () => {
            if (index > 0) await resetForNextState(page, theme, light[0]);
            await enterState(page, state, index, () => openState(state, locale, 'light'), locale);
            // This server runs in test mode: its banner is on every screen, whatever the state.
            await expect(page.getByText(text(locale, 'layout.testBanner.title'), { exact: true }), `test-mode banner on ${state.id}`).toBeVisible();
            await axeAtWidths(page, `${state.id} light ${locale}`, light, { review: locale === 'de', focus: locale === 'de' });
            await switchTheme(page, 'contrast');
            theme = 'contrast';
            await axeAtWidths(page, `${state.id} contrast ${locale}`, contrast, { review: locale === 'en' });
            if (locale === ringLocale) {
              await focusRingChecks(page, 'contrast', state.id);
              await switchTheme(page, 'light');
              theme = 'light';
              await focusRingChecks(page, 'light', state.id);
            }
            if (!first) return;
            // Text spacing restyles the page: the beyond-axe checks come last.
            if (first === 'light' && theme !== 'light') {
              await switchTheme(page, 'light');
              theme = 'light';
            }
            await beyondAxeChecks(page, { input: locale === inputLocale && inputIndexes(chain).has(index), behaviour: locale === inputLocale });
          });
        }
      });
      for (const other of others) {
        test(`${locale}: beyond axe 1280/320px, 400 % zoom (${other})`, async ({ page, openState }) => {
          for (const [index, state] of chain.entries()) {
            await test.step(state.id, async () => {
              if (index > 0) await removeTextSpacing(page);
              await page.setViewportSize({ width: 1280, height: 900 });
              await enterState(page, state, index, () => openState(state, locale, other), locale);
              await beyondAxeChecks(page);
            });
          }
        });
      }
    }
  });
}

/**
 * Test mode off (the production setting), on the second server: the public screens whose content
 * test mode changes (banner, test-case selectors), axe at each width in both themes.
 */
const testModeDependent = ['start', 'registration-form', 'registration-form-errors', 'login', 'login-errors'];
test.describe('test mode off', () => {
  test.use({ baseURL: testModeOffURL });
  for (const chain of chains.filter((c) => testModeDependent.includes(c[0].id))) {
    const checked = chain.filter((state) => testModeDependent.includes(state.id));
    for (const locale of locales) {
      test(`${checked.map((state) => state.id).join(' → ')} ${locale}: no banner, no test case; axe in light and contrast`, async ({ page, openState }) => {
        const light = axeWidthsFor(locale, 'light');
        await page.setViewportSize({ width: light[0], height: 900 });
        for (const [index, state] of checked.entries()) {
          await test.step(state.id, async () => {
            if (index > 0) await resetForNextState(page, 'contrast', light[0]);
            await enterState(page, state, index, () => openState(state, locale, 'light'), locale);
            await expect(page.getByText(text(locale, 'layout.testBanner.title'), { exact: true })).toHaveCount(0);
            await expect(page.getByRole('combobox', { name: new RegExp(`^${text(locale, 'login.testMarker.label')}`) })).toHaveCount(0);
            await axeAtWidths(page, `${state.id} light ${locale} (test mode off)`, light);
            await switchTheme(page, 'contrast');
            await axeAtWidths(page, `${state.id} contrast ${locale} (test mode off)`, axeWidthsFor(locale, 'contrast'));
          });
        }
      });
    }
  }
});
