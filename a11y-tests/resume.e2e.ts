// Resume where you stopped (issue 34): a person answers some wizard screens, leaves, and logs in again
// in a new browser. The year screen offers "Weiter, wo Sie aufgehört haben"; it leads by keyboard
// straight to the screen where the draft stopped (no year info question), its h1 focused, the answers
// there and the screens before it marked done in the step menu.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { FORM_MODEL, fillScreen, journeyScreens, next, screenTitle, startWizard, textbox, type WizardScreen } from './support/declaration';
import { API, focusDescription, loginViaUi, prepareBrowser, registerViaApi, routes, ui, waitForScreen } from './support/journey';
import { text, type Locale } from './support/texts';

/** Presses Tab until the element named `name` has focus (at most `limit` times); fails otherwise. */
async function tabTo(page: Page, name: string, limit = 30) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if ((await focusDescription(page)).name === name) return;
  }
  throw new Error(`"${name}" not reached with Tab`);
}

// The behaviour here is the same in both languages: each test runs in one of them, alternating over the
// files, and the words of both are checked per state by the matrix (docs/decisions.md, "One language per behaviour test").
for (const locale of ['en'] as Locale[]) {
  const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);

  test(`a new login goes on where the draft stopped, with the steps before marked done (${locale})`, async ({ page, browser, baseURL }) => {
    test.setTimeout(240_000);
    await prepareBrowser(page, { theme: 'light', locale });
    const user = await registerViaApi(page.request);
    await loginViaUi(page, locale, user);
    // No draft yet: no offer.
    await expect(page.getByRole('button', { name: t('wizard:year.resume.button'), exact: true })).toHaveCount(0);
    await startWizard(page, locale);

    // Answer the first screens; the last Next arrives at the donations question, and its save says so.
    const stop: WizardScreen = 'donationsQuestion';
    const answered = journeyScreens.slice(0, journeyScreens.indexOf(stop));
    for (const [index, screen] of answered.entries()) {
      await fillScreen(page, locale, screen);
      const following = journeyScreens[index + 1];
      const saved = following === stop ? page.waitForResponse((r) => r.url().endsWith(`${API}/drafts/${FORM_MODEL}`) && r.request().method() === 'POST') : null;
      await next(page, locale, following);
      if (saved) expect((await saved).status()).toBe(200);
    }
    await expect(page).toHaveURL(new RegExp(`screen=${stop}$`));

    // Another browser: log in again.
    const other = await browser.newContext({ baseURL });
    try {
      const second = await other.newPage();
      await prepareBrowser(second, { theme: 'light', locale });
      await loginViaUi(second, locale, user);
      const offer = second.getByRole('region', { name: t('wizard:year.resume.title') });
      await expect(offer).toBeVisible();
      await expect(offer).toContainText(t('wizard:year.resume.text'));
      await expectNoAxeViolations(second, `year screen, offer to go on (${locale})`);

      // By keyboard: Tab to the offer's button, Enter.
      await tabTo(second, t('wizard:year.resume.button'));
      await second.keyboard.press('Enter');
      const heading = await waitForScreen(second, screenTitle(locale, stop));
      await expect(second).toHaveURL(new RegExp(`${ui(routes.wizard)}\\?screen=${stop}$`));
      // Straight there: the year info question was not asked again; focus on the screen's h1.
      await expect(second.getByRole('heading', { level: 1, name: t('wizard:info.heading', { year: 2025 }) })).toHaveCount(0);
      await expect(heading).toBeFocused();

      // The step menu: the screens answered before are done (links), the current one marked, later ones not links.
      const menu = second.getByRole('navigation', { name: t('wizard:wizard.menuLabel') });
      await expect(menu).toBeVisible();
      const done = t('ds:timelineVisited');
      for (const screen of answered) {
        await expect(menu.getByRole('button', { name: `${screenTitle(locale, screen)} (${done})`, exact: true })).toBeVisible();
      }
      await expect(menu.locator('[aria-current="step"]')).toContainText(screenTitle(locale, stop));
      await expect(menu.getByRole('button', { name: new RegExp(`^${screenTitle(locale, 'craftsmanQuestion')}`) })).toHaveCount(0);
      await expectNoAxeViolations(second, `wizard, resumed at ${stop} (${locale})`);

      // The answers of the draft are there: a step back shows the bank account entered before.
      await menu.getByRole('button', { name: `${screenTitle(locale, 'bank')} (${done})`, exact: true }).click();
      await waitForScreen(second, screenTitle(locale, 'bank'));
      await expect(textbox(second, locale, 'bank.iban')).toHaveValue(/^DE89/);
    } finally {
      await other.close();
    }
  });
}
