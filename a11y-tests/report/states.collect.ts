// Collects, per screen state × theme × locale × width: axe result, screenshot, heading outline, landmarks, tab order.
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { axeTags } from '../support/axe';
import { focusWithoutIndicator, headingOutline, headingProblems, horizontalOverflow, landmarkList, smallTargets, tabOrder } from '../support/checks';
import { switchTheme } from '../support/journey';
import { states, test } from '../support/states';
import type { Locale, Theme } from '../support/texts';

const out = process.env.A11Y_REPORT_DIR ?? path.resolve('a11y-report');
const widths = process.env.A11Y_MATRIX === 'full' ? [320, 375, 768, 1280] : [320, 1280];
const themes: Theme[] = ['light', 'contrast'];
const locales: Locale[] = ['de', 'en'];

// One page per state × locale (opening a state is the expensive part): each theme (switched in place,
// as a second tab would) and each width (by resizing) is recorded from it.
for (const state of states) {
  for (const locale of locales) {
    test(`${state.id} ${locale}`, async ({ page, openState }) => {
      mkdirSync(path.join(out, 'shots'), { recursive: true });
      mkdirSync(path.join(out, 'data'), { recursive: true });
      await page.setViewportSize({ width: widths[0], height: 900 });
      await openState(state, locale, themes[0]);
      for (const theme of themes) {
        if (theme !== themes[0]) await switchTheme(page, theme);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          const name = `${state.id}-${locale}-${theme}-${width}`;
          const axe = await new AxeBuilder({ page }).withTags(axeTags).analyze();
          await page.screenshot({ path: path.join(out, 'shots', `${name}.png`), fullPage: true });
          const record = {
            state: state.id,
            locale,
            theme,
            width,
            title: await page.title(),
            path: new URL(page.url()).pathname,
            violations: axe.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl, tags: v.tags, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 10) })),
            passes: axe.passes.length,
            incomplete: axe.incomplete.map((v) => ({ id: v.id, help: v.help, tags: v.tags, nodes: v.nodes.length })),
            // Time-based media (WCAG 1.2.x, 1.4.2): a11y-tests/report/outcomes.ts calls those criteria
            // not applicable only when every variant counts none.
            media: await page.locator('audio, video, object, embed, iframe').count(),
            headings: await headingOutline(page),
            headingProblems: await headingProblems(page),
            landmarks: await landmarkList(page),
            overflow: width === 320 ? await horizontalOverflow(page) : [],
            smallTargets: await smallTargets(page),
            tabOrder: await tabOrder(page),
            focusProblems: await focusWithoutIndicator(page),
          };
          writeFileSync(path.join(out, 'data', `${name}.json`), JSON.stringify(record, null, 2));
        }
      }
    });
  }
}
