import AxeBuilder from '@axe-core/playwright';
import axe, { type Result as AxeResult } from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** The tags of docs/accessibility-contract.md (Proof we keep): WCAG 2.0/2.1/2.2 A and AA plus best practice. No rule is disabled. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * AxeBuilder evaluates axe-core's 550 kB source twice on every call. A page checked at several
 * widths and in both themes gets it once per document: later calls hand AxeBuilder a source that
 * only refers to the axe already there (the story run does the same with an init script).
 */
async function axeSourceFor(page: Page): Promise<string> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axe.source);
  return 'void window.axe';
}

/** Fails on any violation; returns what axe could not decide (needs review) on the page. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<AxeResult[]> {
  // Judge what stays on screen: a dialog fading in has, for a moment, too little contrast.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity));
  // Violations and "needs review" are reported in full: axe then skips the details of every passing node
  // (much faster, same findings); the needs-review nodes go to our own checks (support/axeReview.ts).
  // Legacy mode runs axe.run in the page itself; the default opens a new blank page for every call to merge
  // per-frame results (the app has no frames), which cost about 0.8 s a call on a 2-core machine.
  const results = await new AxeBuilder({ page, axeSource: await axeSourceFor(page) }).withTags(axeTags).options({ resultTypes: ['violations', 'incomplete'] }).setLegacyMode().analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n    ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
  return results.incomplete;
}
