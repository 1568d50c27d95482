// Keyboard-only helpers: move with Tab/Shift+Tab and check that focus never falls to body.
import { expect, type Locator, type Page } from '@playwright/test';
import { focusDescription } from './journey';

/** Fails when focus sits on body (or nowhere): the keyboard user would be lost. */
export async function expectFocusNotOnBody(page: Page, step: string) {
  const focus = await focusDescription(page);
  expect(focus.tag, `focus fell to body after: ${step}`).not.toBe('BODY');
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times; every stop is checked
 * not to be body. Returns how many presses it took.
 */
export async function tabTo(page: Page, target: Locator, { shift = false, max = 40 }: { shift?: boolean; max?: number } = {}) {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    await expectFocusNotOnBody(page, `${shift ? 'Shift+Tab' : 'Tab'} #${presses}`);
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return presses;
  }
  throw new Error(`${target} not reached with ${max} ${shift ? 'Shift+Tab' : 'Tab'} presses`);
}

/** The page's h1 has focus (the route-change rule of ACCESSIBILITY.md). */
export async function expectHeadingFocused(page: Page, name: string) {
  const h1 = page.getByRole('heading', { level: 1, name, exact: true });
  await expect(h1).toBeVisible({ timeout: 30_000 });
  await expect(h1).toBeFocused();
}

/** Types text key by key with the keyboard (settling the masks' debounce between keys). */
export async function typeKeys(page: Page, value: string) {
  for (const char of value) {
    await page.keyboard.type(char);
    await page.waitForTimeout(40);
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
  }
}
