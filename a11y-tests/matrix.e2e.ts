// Every screen and modal state × theme × locale × width: axe with zero violations, plus checks beyond axe.
// Default: widths 375 and 1280, beyond-axe checks at 320 and 1280; A11Y_MATRIX=full adds 320 and 768 to the axe matrix.
import { expect } from '@playwright/test';
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
import type { Locale, Theme } from './support/texts';

const full = process.env.A11Y_MATRIX === 'full';
const axeWidths = full ? [320, 375, 768, 1280] : [375, 1280];
const themes: Theme[] = ['light', 'contrast'];
const locales: Locale[] = ['de', 'en'];

for (const state of states) {
  test.describe(state.id, () => {
    for (const width of axeWidths) {
      for (const theme of themes) {
        for (const locale of locales) {
          test(`axe ${width}px ${theme} ${locale}`, async ({ page, openState }) => {
            await page.setViewportSize({ width, height: 900 });
            await openState(state, locale, theme);
            await expectNoAxeViolations(page, `${state.id} ${width}px ${theme} ${locale}`);
          });
        }
      }
    }

    // Beyond axe, per page at 320 and 1280 (both themes and locales with A11Y_MATRIX=full).
    const beyondWidths = [320, 1280];
    const beyondCombos: [Theme, Locale][] = full ? themes.flatMap((th) => locales.map((l) => [th, l] as [Theme, Locale])) : [['light', 'de'], ['contrast', 'en']];
    for (const width of beyondWidths) {
      for (const [theme, locale] of beyondCombos) {
        test(`beyond axe ${width}px ${theme} ${locale}`, async ({ page, openState }) => {
          await page.setViewportSize({ width, height: width === 320 ? 640 : 900 });
          await openState(state, locale, theme);
          if (width === 320) expect.soft(await horizontalOverflow(page), 'no horizontal scrolling at 320 px').toEqual([]);
          expect.soft(await headingProblems(page), 'one h1, no skipped heading levels').toEqual([]);
          expect.soft(await landmarkProblems(page), 'banner, main and contentinfo landmarks').toEqual([]);
          expect.soft(await smallTargets(page), 'targets at least 44 x 44 px').toEqual([]);
          expect.soft(await motionProblems(page), 'no motion with prefers-reduced-motion: reduce').toEqual([]);
          // Modal states: keyboard checks stay inside the dialog, which is what a keyboard user meets.
          expect.soft(await focusWithoutIndicator(page), 'visible focus indicator on every tab stop').toEqual([]);
          expect.soft(await forcedColorsProblems(page), 'borders and focus outline in forced colours').toEqual([]);
          expect.soft(await clippedTextAfterSpacing(page), 'WCAG 1.4.12 text spacing keeps text visible').toEqual([]);
          if (width === 320) expect.soft(await horizontalOverflow(page), 'no horizontal scrolling with text spacing at 320 px').toEqual([]);
        });
      }
    }

    // 400 % zoom of a 1280 x 1024 window is a 320 x 256 CSS px viewport.
    test('400 % zoom (320 x 256 CSS px) reflows without horizontal scrolling', async ({ page, openState }) => {
      await page.setViewportSize({ width: 320, height: 256 });
      await openState(state, 'de', 'light');
      expect(await horizontalOverflow(page)).toEqual([]);
    });
  });
}
