// One declaration per access code and year, as a user meets it. After sending, the browser's Back does
// not lead back into the declaration: on the confirmation it warns about the PDF (docs/product-spec.md
// §4 "Leaving"), and the wizard's and summary's addresses show the confirmation. Another login with the
// same code is told on the year screen, before any wizard screen, with a clear message in the user's
// language and a button that orders a new access code. Nothing is sent a second time.
import { expect, test, type Page, type Response } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { confirmDialog, dialogNamed, fullDocument, gotoWizardScreen, isAuthenticated, journeyScreens, openConfirmDialog, saveDraftViaApi, startWizard, YEAR } from './support/declaration';
import { API, errorBox, loginViaUi, prepareBrowser, registerViaApi, routes, ui, waitForScreen, type Registered } from './support/journey';
import { text, type Locale } from './support/texts';

// The behaviour here is the same in both languages: each test runs in one of them, alternating over the
// files, and the words of both are checked per state by the matrix (docs/decisions.md, "One language per behaviour test").
for (const locale of ['de'] as Locale[]) {
  const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);

  /** Logs in, opens the draft's last screen (saving the full declaration as the draft first) and asks for the summary. */
  async function toSummaryFromDraft(page: Page, user: Registered) {
    await loginViaUi(page, locale, user);
    await saveDraftViaApi(page.request, fullDocument(user.idNr));
    await startWizard(page, locale);
    await gotoWizardScreen(page, locale, journeyScreens.at(-1)!);
    await page.getByRole('main').getByRole('button', { name: t('wizard:wizard.toSummary'), exact: true }).click();
  }

  test(`after sending, Back stays with the confirmation, and another login is told on the year screen (${locale})`, async ({ page, browser, baseURL }) => {
    test.setTimeout(240_000);
    await prepareBrowser(page, { theme: 'light', locale });
    const sends: Response[] = [];
    const countSends = (r: Response) => {
      if (r.url().endsWith(`${API}/users/sign/sendSignature`)) sends.push(r);
    };
    page.on('response', countSends);
    const user = await registerViaApi(page.request);
    await toSummaryFromDraft(page, user);
    await waitForScreen(page, t('wizard:summary.heading'));
    await openConfirmDialog(page, locale);
    await confirmDialog(page, locale).getByRole('button', { name: t('wizard:summary.confirm.submit'), exact: true }).click();
    const heading = await waitForScreen(page, t('wizard:confirmation.heading'));
    expect(sends.map((r) => r.status())).toEqual([200]);

    // The browser's Back: the PDF warning, and the confirmation stays.
    const leave = dialogNamed(page, t('wizard:confirmation.leave.title'));
    await page.goBack();
    await expect(leave).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${ui(routes.confirmation)}$`));
    await expectNoAxeViolations(page, `confirmation, browser Back (${locale})`);
    await leave.getByRole('button', { name: t('wizard:confirmation.leave.cancel'), exact: true }).click();
    await expect(leave).toBeHidden();
    await expect(heading).toBeVisible();

    // The wizard's and the summary's addresses lead to the confirmation, not to the sent answers.
    for (const route of [`${routes.wizard}?screen=${journeyScreens.at(-1)!}`, routes.summary]) {
      await page.goto(ui(route));
      await waitForScreen(page, t('wizard:confirmation.heading'));
      await expect(page).toHaveURL(new RegExp(`${ui(routes.confirmation)}$`));
      await expect(page.getByRole('main').getByRole('button', { name: t('wizard:summary.submit'), exact: true })).toHaveCount(0);
    }

    // Back asks again (after the user's click, see useBackGuard); leaving ends the session, and going
    // back once more finds no declaration, only the login.
    await heading.click();
    await page.goBack();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: t('wizard:confirmation.leave.continue'), exact: true }).click();
    await waitForScreen(page, t('start.heading'));
    await expect.poll(() => isAuthenticated(page.request), { timeout: 15_000 }).toBe(false);
    await page.goBack();
    await waitForScreen(page, t('login.heading'));
    await expect(page).toHaveURL(new RegExp(`${ui(routes.login)}$`));

    // The same access code in another browser: the year screen tells it on "Weiter", before any
    // wizard screen, with the box and the button that orders a new access code (by keyboard).
    const other = await browser.newContext({ baseURL });
    try {
      const second = await other.newPage();
      await prepareBrowser(second, { theme: 'light', locale });
      second.on('response', countSends);
      const summaries: Response[] = [];
      second.on('response', (r) => {
        if (r.url().endsWith(`${API}/prepareSummaryPage`)) summaries.push(r);
      });
      await loginViaUi(second, locale, user);
      // The year sent is preselected; no offer to go on with its draft.
      await expect(second.getByRole('radio', { name: t('wizard:year.option', { year: YEAR }) })).toBeChecked();
      await expect(second.getByRole('button', { name: t('wizard:year.resume.button'), exact: true })).toHaveCount(0);
      await second.getByRole('main').getByRole('button', { name: t('wizard:common.next'), exact: true }).click();
      const box = errorBox(second, 'declaration-year-failed');
      await expect(box).toBeVisible();
      await expect(box).toContainText(t('layout.accessCodeUsedTitle'));
      await expect(box).toContainText(
        locale === 'de' ? 'Mit diesem Freischaltcode wurde die Steuererklärung für dieses Jahr schon abgeschickt.' : 'The tax return for this year has already been sent with this access code.',
      );
      // The box answers the button: it has focus, and the screen stays (no year info, no wizard screen).
      await expect(box).toBeFocused();
      await expect(second).toHaveURL(new RegExp(`${ui(routes.year)}$`));
      await expect(second.getByRole('heading', { level: 1, name: t('wizard:year.title') })).toBeVisible();
      await expect(second.getByRole('heading', { level: 1, name: t('wizard:info.heading', { year: YEAR }) })).toHaveCount(0);
      await expectNoAxeViolations(second, `year screen, access code already used (${locale})`);

      // The way on, by keyboard: Tab to "order a new access code", Enter → its success page, logged out.
      const order = box.getByRole('button', { name: t('layout.orderNewCode'), exact: true });
      for (let i = 0; i < 5 && !(await order.evaluate((el) => el === document.activeElement)); i++) await second.keyboard.press('Tab');
      await expect(order).toBeFocused();
      await second.keyboard.press('Enter');
      await waitForScreen(second, t('wizard:success.heading'));
      await expect(second).toHaveURL(new RegExp(`${ui(routes.confirmationSuccess)}$`));
      await expect.poll(() => isAuthenticated(second.request), { timeout: 15_000 }).toBe(false);
      expect(summaries).toHaveLength(0);
    } finally {
      await other.close();
    }
    expect(sends.map((r) => r.status())).toEqual([200]);
  });
}
