// Keyboard-only helpers: move with Tab/Shift+Tab and check that focus never falls to body.
import { expect, type Locator, type Page } from '@playwright/test';
import { focusDescription, settle, TYPING_DELAY_MS } from './journey';

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

/** The page's h1 has focus (the route-change rule of docs/accessibility-contract.md, Every page). */
export async function expectHeadingFocused(page: Page, name: string) {
  const h1 = page.getByRole('heading', { level: 1, name, exact: true });
  await expect(h1).toBeVisible({ timeout: 30_000 });
  await expect(h1).toBeFocused();
}

/** Types text key by key with the keyboard at a quick typist's pace, then lets the masks' debounce settle. */
export async function typeKeys(page: Page, value: string) {
  await page.keyboard.type(value, { delay: TYPING_DELAY_MS });
  await settle(page);
}

export const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Tab into a radio group (lands on the checked or first radio), then Space and arrows until `option` is checked. */
export async function chooseRadioByKeys(page: Page, group: Locator, option: string) {
  const target = group.getByRole('radio', { name: option, exact: true });
  if (!(await isFocused(group))) await tabTo(page, group);
  // Space checks the focused radio, an arrow the radio it moves to: wait for that before deciding on
  // another key, or a late render makes the loop press past the option.
  const focusedIsChecked = () => expect(page.locator(':focus')).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Space');
  await focusedIsChecked();
  for (let presses = 0; presses < 4 && (await target.getAttribute('aria-checked')) !== 'true'; presses++) {
    const arrow = (await target.getAttribute('data-orientation')) === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
    // Held as a person holds a key: Radix moves focus in a timeout after keydown and checks the radio
    // only while an arrow key is down, so a zero-length press on a busy machine moves without checking.
    await page.keyboard.press(arrow, { delay: 60 });
    await expectFocusNotOnBody(page, `${arrow} in a radio group`);
    await focusedIsChecked();
  }
  await expect(target).toBeChecked();
}

/** The design-system Select (Radix listbox) by keys: Tab to it, Enter opens, typing picks, Enter chooses. */
export async function chooseSelectByKeys(page: Page, control: Locator, option: string) {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  // Radix moves focus into the list once it has placed it; a key typed before that goes nowhere (a
  // person sees the list first). Then wait for typeahead to land on the option before Enter.
  const focusedOption = page.getByRole('listbox').locator('[role="option"]:focus');
  await expect(focusedOption).toHaveCount(1);
  await page.keyboard.type(option, { delay: 30 });
  await expect(focusedOption).toContainText(option);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(control).toBeFocused();
  await expect(control).toContainText(option);
}
