// One declaration per access code and year, as a user meets it: after sending, browser Back leads to
// the wizard; asking for the summary again is refused with a clear message in the user's language and
// a button that orders a new access number. Nothing is sent a second time.
import { expect, test, type Response } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { confirmDialog, fullDocument, gotoWizardScreen, isAuthenticated, journeyScreens, openConfirmDialog, saveDraftViaApi, startWizard } from './support/declaration';
import { API, errorBox, loginViaUi, prepareBrowser, registerViaApi, routes, ui, waitForScreen } from './support/journey';
import { text, type Locale } from './support/texts';

for (const locale of ['de', 'en'] as Locale[]) {
  const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);

  test(`a second declaration with the same access code is refused after browser Back (${locale})`, async ({ page }) => {
    test.setTimeout(180_000);
    await prepareBrowser(page, { theme: 'light', locale });
    const sends: Response[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith(`${API}/users/sign/sendSignature`)) sends.push(r);
    });
    const user = await registerViaApi(page.request);
    await loginViaUi(page, locale, user);
    await saveDraftViaApi(page.request, fullDocument(user.idNr));
    await startWizard(page, locale);
    const main = page.getByRole('main');
    const toSummary = main.getByRole('button', { name: t('wizard:wizard.toSummary'), exact: true });
    await gotoWizardScreen(page, locale, journeyScreens.at(-1)!);
    await toSummary.click();
    await waitForScreen(page, t('wizard:summary.heading'));

    await openConfirmDialog(page, locale);
    await confirmDialog(page, locale).getByRole('button', { name: t('wizard:summary.confirm.submit'), exact: true }).click();
    await waitForScreen(page, t('wizard:confirmation.heading'));
    expect(sends.map((r) => r.status())).toEqual([200]);

    // Browser Back: the confirmation replaced the summary, so the wizard's last screen is behind it.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${ui(routes.wizard)}`));
    await expect(toSummary).toBeVisible();
    const refused = page.waitForResponse((r) => r.url().endsWith(`${API}/prepareSummaryPage`));
    await toSummary.click();
    expect((await refused).status()).toBe(409);

    const box = errorBox(page, 'wizard-prepare-summary-failed');
    await expect(box).toBeVisible();
    await expect(box).toContainText(t('layout.accessCodeUsedTitle'));
    await expect(box).toContainText(
      locale === 'de' ? 'Mit dieser Zugangsnummer wurde die Erklärung für dieses Jahr schon abgeschickt.' : 'The declaration for this year has already been sent with this access number.',
    );
    // Still on the wizard: the summary (and its send button) is not offered again.
    await expect(page).toHaveURL(new RegExp(`${ui(routes.wizard)}`));
    await expect(main.getByRole('button', { name: t('wizard:summary.submit'), exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, `wizard, access code already used (${locale})`);

    // The way on: order a new access number → its success page, logged out.
    await box.getByRole('button', { name: t('layout.orderNewCode'), exact: true }).click();
    await waitForScreen(page, t('wizard:success.heading'));
    await expect(page).toHaveURL(new RegExp(`${ui(routes.confirmationSuccess)}$`));
    await expect.poll(() => isAuthenticated(page.request), { timeout: 15_000 }).toBe(false);
    expect(sends.map((r) => r.status())).toEqual([200]);
  });
}
