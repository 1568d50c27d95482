// Every screen and modal state × theme × locale × width: axe with zero violations, plus checks beyond axe.
// Default: axe in both themes and locales, each theme at two of the four widths per locale (all four
// widths meet both themes), beyond-axe checks at 1280 and 320 in one theme per locale;
// A11Y_MATRIX=full runs axe at all four widths everywhere and the beyond-axe checks in both themes.
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  clippedTextAfterSpacing,
  focusWithoutIndicator,
  forcedColorsProblems,
  headingProblems,
  horizontalOverflow,
  landmarkProblems,
  motionProblems,
  smallTargets,
} from './support/checks';
import { states, test } from './support/states';
import { testModeOffURL } from './playwright.config';
import { switchTheme } from './support/journey';
import { text, type Locale, type Theme } from './support/texts';

const full = process.env.A11Y_MATRIX === 'full';
const themes: Theme[] = ['light', 'contrast'];
const locales: Locale[] = ['de', 'en'];
/**
 * Widths for axe per locale and theme. By default every width meets every theme and every locale
 * meets every theme, at half the cost of the full product: de checks light at 375/1280 and contrast
 * at 320/768, en the other way round. A11Y_MATRIX=full checks all four widths everywhere.
 */
const axeWidthsFor = (locale: Locale, theme: Theme): number[] => {
  if (full) return [375, 320, 768, 1280];
  return (locale === 'de') === (theme === 'light') ? [375, 1280] : [320, 768];
};
// Beyond-axe checks in one light and one contrast combination by default (all four with A11Y_MATRIX=full).
const beyondCombos = new Set(full ? ['light de', 'light en', 'contrast de', 'contrast en'] : ['light de', 'contrast en']);

/** The checks beyond axe at the current viewport; `narrow` adds the reflow checks. */
async function beyondAxe(page: Page, width: number) {
  const at = `${width}px`;
  const narrow = width <= 320;
  if (narrow) expect.soft(await horizontalOverflow(page), `no horizontal scrolling at ${at}`).toEqual([]);
  expect.soft(await headingProblems(page), `one h1, no skipped heading levels (${at})`).toEqual([]);
  expect.soft(await landmarkProblems(page), `banner, main and contentinfo landmarks (${at})`).toEqual([]);
  expect.soft(await smallTargets(page), `targets at least 44 x 44 px (${at})`).toEqual([]);
  expect.soft(await motionProblems(page), `no motion with prefers-reduced-motion: reduce (${at})`).toEqual([]);
  // Modal states: keyboard checks stay inside the dialog, which is what a keyboard user meets.
  expect.soft(await focusWithoutIndicator(page), `visible focus indicator on every tab stop (${at})`).toEqual([]);
  expect.soft(await forcedColorsProblems(page), `borders and focus outline in forced colours (${at})`).toEqual([]);
}

/**
 * One page per state × locale (loading a state is the expensive part, so the suite stays within its
 * time budget): axe at each width in the light theme, then the same page switched to the contrast
 * theme (as a second tab would switch it) and axe at each width again. The checks beyond axe: at
 * 1280 and 320, 400 % zoom (320 x 256 CSS px), and text spacing last (it restyles the page).
 */
async function axeAtWidths(page: Page, label: string, axeWidths: number[]) {
  for (const width of axeWidths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${label} ${width}px`);
  }
}

async function beyondAxeChecks(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await beyondAxe(page, 1280);
  await page.setViewportSize({ width: 320, height: 640 });
  await beyondAxe(page, 320);
  await page.setViewportSize({ width: 320, height: 256 });
  expect.soft(await horizontalOverflow(page), '400 % zoom (320 x 256 CSS px) reflows without horizontal scrolling').toEqual([]);
  await page.setViewportSize({ width: 320, height: 640 });
  expect.soft(await clippedTextAfterSpacing(page), 'WCAG 1.4.12 text spacing keeps text visible at 320 px').toEqual([]);
  expect.soft(await horizontalOverflow(page), 'no horizontal scrolling with text spacing at 320 px').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect.soft(await clippedTextAfterSpacing(page), 'WCAG 1.4.12 text spacing keeps text visible at 1280 px').toEqual([]);
}

for (const state of states) {
  test.describe(state.id, () => {
    for (const locale of locales) {
      const [first, ...others] = themes.filter((theme) => beyondCombos.has(`${theme} ${locale}`));
      const light = axeWidthsFor(locale, 'light');
      const contrast = axeWidthsFor(locale, 'contrast');
      test(`${locale}: axe light ${light.join('/')}px, contrast ${contrast.join('/')}px${first ? `, beyond axe 1280/320px, 400 % zoom (${first})` : ''}`, async ({ page, openState }) => {
        await page.setViewportSize({ width: light[0], height: 900 });
        await openState(state, locale, 'light');
        await axeAtWidths(page, `${state.id} light ${locale}`, light);
        await switchTheme(page, 'contrast');
        await axeAtWidths(page, `${state.id} contrast ${locale}`, contrast);
        if (!first) return;
        // Text spacing restyles the page: the beyond-axe checks come last.
        if (first === 'light') await switchTheme(page, 'light');
        await beyondAxeChecks(page);
      });
      for (const theme of others) {
        test(`${locale}: beyond axe 1280/320px, 400 % zoom (${theme})`, async ({ page, openState }) => {
          await page.setViewportSize({ width: 1280, height: 900 });
          await openState(state, locale, theme);
          await beyondAxeChecks(page);
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
  for (const state of states.filter((s) => testModeDependent.includes(s.id))) {
    for (const locale of locales) {
      test(`${state.id} ${locale}: no banner, no test case; axe in light and contrast`, async ({ page, openState }) => {
        await page.setViewportSize({ width: axeWidthsFor(locale, 'light')[0], height: 900 });
        await openState(state, locale, 'light');
        await expect(page.getByText(text(locale, 'layout.testBanner.title'), { exact: true })).toHaveCount(0);
        await expect(page.getByRole('combobox', { name: new RegExp(`^${text(locale, 'login.testMarker.label')}`) })).toHaveCount(0);
        await axeAtWidths(page, `${state.id} light ${locale} (test mode off)`, axeWidthsFor(locale, 'light'));
        await switchTheme(page, 'contrast');
        await axeAtWidths(page, `${state.id} contrast ${locale} (test mode off)`, axeWidthsFor(locale, 'contrast'));
      });
    }
  }
});
