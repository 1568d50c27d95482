// What a screen reader announces at the moments that matter, read from the accessibility tree.
import { expect } from '@playwright/test';
import { gotoRoute, routes, waitForApp, waitForScreen } from './support/journey';
import { states, test, applyAuthState } from './support/states';
import { fieldName, text, type Locale } from './support/texts';
import { prepareBrowser } from './support/journey';

const locale: Locale = 'de';
const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);

test.describe('screen reader phrases (de)', () => {
  test.beforeEach(async ({ page }) => prepareBrowser(page, { theme: 'light', locale }));

  test('page change: the focused node is the new h1, announced with its name and level', async ({ page }) => {
    await gotoRoute(page, routes.start, t('start.heading'));
    await page.getByRole('main').getByRole('button', { name: t('start.register'), exact: true })
      .or(page.getByRole('main').getByRole('link', { name: t('start.register'), exact: true })).first().click();
    await waitForScreen(page, t('registration.intro.heading'));
    const focused = page.locator(':focus');
    await expect(focused).toMatchAriaSnapshot(`- heading "${t('registration.intro.heading')}" [level=1]`);
    await expect(page).toHaveTitle(t('title.pattern', { screen: t('registration.intro.title') }));
  });

  test('error summary: focused, a group named by its title (no alert on top: focus announces it once) with one link per error; a field error is in the description with "Fehler:"', async ({ page }) => {
    await gotoRoute(page, routes.registrationForm, t('registration.form.heading'));
    await page.getByRole('button', { name: t('registration.form.submit'), exact: true }).click();
    const summary = page.getByRole('group', { name: t('ds:errorSummaryTitle'), exact: true });
    await expect(summary).toBeFocused();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    // Each link is the field's own message, word for word as inline (docs/decisions.md, Forms).
    const required = t('registration.form.idNr.errors.required');
    await expect(summary).toMatchAriaSnapshot(`
      - group "${t('ds:errorSummaryTitle')}":
        - heading "${t('ds:errorSummaryTitle')}" [level=2]
        - list:
          - listitem:
            - link "${required}"
          - listitem:
            - link "${t('registration.form.birthDate.errors.required')}"
          - listitem:
            - link "${t('registration.form.email.errors.required')}"
    `);
    const idNr = page.getByRole('textbox', { name: fieldName(locale, 'registration.form.idNr.label'), exact: true });
    // Hint first, then the error, which starts with the hidden "Fehler:" (docs/accessibility-contract.md, Forms).
    await expect(idNr).toHaveAccessibleDescription(new RegExp(`${t('registration.form.idNr.hint').slice(0, 20)}.*${t('forms:errorPrefix')}\\s*${required}`));
    await expect(idNr).toHaveAttribute('aria-invalid', 'true');
  });

  test('dialog: opens as a dialog named by its title, with its text as description; closing returns to the opener', async ({ page }) => {
    await gotoRoute(page, routes.registration, t('registration.intro.heading'));
    const opener = page.getByRole('button', { name: t('registration.intro.doesNotApply'), exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(t('registration.intro.modal.title'));
    await expect(dialog).toHaveAccessibleDescription(t('registration.intro.modal.text'));
    await expect(page.locator(':focus')).toMatchAriaSnapshot(`- button "${t('registration.intro.modal.cancel')}"`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('contrast toggle: a toggle button whose pressed state is announced', async ({ page }) => {
    await gotoRoute(page, routes.start, t('start.heading'));
    const toggle = page.getByRole('banner').getByRole('button', { name: t('ds:contrastMode'), exact: true });
    await expect(toggle).toMatchAriaSnapshot(`- button "${t('ds:contrastMode')}" [pressed=false]`);
    await toggle.click();
    await expect(toggle).toMatchAriaSnapshot(`- button "${t('ds:contrastMode')}" [pressed]`);
    expect(await page.evaluate(() => localStorage.getItem('einfach.darkMode'))).toBe('true');
  });

  test('busy indicator: while the login runs, a status says what is happening', async ({ page, auth }) => {
    void auth;
    const { registerViaApi, fillLogin } = await import('./support/journey');
    const user = await registerViaApi(page.request);
    await gotoRoute(page, routes.login, t('login.heading'));
    await fillLogin(page, locale, user);
    const statusTexts: string[] = [];
    await page.exposeFunction('__a11yStatus', (value: string) => statusTexts.push(value));
    await page.evaluate(() => {
      const report = (window as unknown as { __a11yStatus(v: string): void }).__a11yStatus;
      new MutationObserver(() => {
        for (const el of Array.from(document.querySelectorAll('[role="status"], output, [aria-live]'))) if (el.textContent?.trim()) report(el.textContent.trim());
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
    await page.waitForURL(/\/tax\/year$/, { timeout: 90_000 });
    const progress = ['prepare', 'keys', 'authenticate', 'finish'].map((step) => t(`login.progress.${step}`));
    expect(statusTexts.some((s) => progress.includes(s) || s === t('loading.login')), `status texts: ${JSON.stringify([...new Set(statusTexts)])}`).toBe(true);
  });

  test('session warning: the dialog takes focus; the countdown is hidden and the live region speaks at steps, not every second', async ({ page, auth }) => {
    await page.clock.install();
    await applyAuthState(page, auth);
    const year = states.find((s) => s.id === 'declaration-year')!;
    await year.open(page, locale);
    await waitForApp(page);
    // Every answer from the server counts as activity: a request still running when the clock jumps would
    // restart the session and close the warning (rightly), so the page first finishes its requests.
    await page.waitForLoadState('networkidle');
    // 45 min timeout, warning in the last 3 minutes: jump to 2 min 30 s before the end.
    await page.clock.fastForward('42:30');
    const dialog = page.getByRole('dialog', { name: t('session.warning.title') });
    await expect(dialog).toBeVisible();
    // Focus moves in once the dialog is painted (a frame and a timer, on the page's clock).
    await page.clock.runFor(300);
    // Opened from code: focus moves into the dialog (its heading, per docs/accessibility-contract.md, Dialogs), never stays behind it.
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    // The visible countdown sits in an aria-hidden wrapper: it is not in the accessibility tree.
    const countdownWord = t('session.warning.countdown', { time: '' }).replace(/[:\s]+$/, '');
    await expect(dialog.getByText(countdownWord)).toBeVisible();
    expect(await dialog.ariaSnapshot()).not.toContain(countdownWord);
    const live = page.locator('[aria-live]').filter({ hasText: t('session.warning.announceMinutes_other', { count: 3 }) });
    await expect(live).toHaveCount(1);
    const read = () => page.evaluate(() => Array.from(document.querySelectorAll('[aria-live]')).map((el) => el.textContent?.trim() ?? '').filter(Boolean).join(' | '));
    const changesOver = async (seconds: number) => {
      const seen: string[] = [await read()];
      for (let second = 0; second < seconds; second++) {
        await page.clock.runFor(1000);
        seen.push(await read());
      }
      return { changes: seen.filter((value, i) => i > 0 && value !== seen[i - 1]).length, seen };
    };
    // 2:30 → 2:15 left: still "3 minutes", nothing new is said.
    const minutes = await changesOver(15);
    expect(minutes.changes, `live region texts: ${JSON.stringify(minutes.seen)}`).toBe(0);
    // 0:50 → 0:35 left: the 20-second steps cross one boundary (40 s) at most.
    await page.clock.runFor(85_000);
    const seconds = await changesOver(15);
    expect(seconds.changes, `live region texts: ${JSON.stringify(seconds.seen)}`).toBeLessThanOrEqual(1);
    expect(seconds.seen.at(-1)).toContain(t('session.warning.announceSeconds', { count: 40 }));
    await expect(dialog.getByRole('button', { name: t('session.warning.stay'), exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Escape = stay logged in; focus goes back into the page, never to body, once the frame without
    // the dialog is painted (a frame and a timer, on the page's clock, as when it opened).
    await page.clock.runFor(300);
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body && !!document.activeElement?.closest('main'))).toBe(true);
  });
});
