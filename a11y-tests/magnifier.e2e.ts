// The magnifier rule (docs/accessibility-contract.md, "Magnifiers"): a screen magnifier shows a small
// part of the page around the focus, so after an action its message must be there: inside the
// focused element, or in the same viewport as it. Checked at 320 × 256 CSS px, which is a 1280 × 1024
// screen at 400 % zoom, for the actions that produce messages: a refused login, the registration's
// errors and a refusal by the server, a wizard "Weiter" with errors, "Zur Zusammenfassung" refused
// and the send refused.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { TEST_MARKERS } from '../src/server/testMarkers';
import { messageOutOfMagnifierView } from './support/checks';
import { confirmDialog, fullDocument, gotoWizardScreen, nextButton, openConfirmDialog, saveDraftViaApi, startWizard } from './support/declaration';
import {
  API,
  chooseTestMarker,
  errorBox,
  fillLogin,
  fillRegistrationForm,
  gotoRoute,
  loginViaUi,
  newIdNr,
  pensionerBirthDate,
  prepareBrowser,
  registerViaApi,
  routes,
  ui,
  waitForScreen,
} from './support/journey';
import { text } from './support/texts';

const locale = 'de';
const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);

test.use({ viewport: { width: 320, height: 256 } });
test.beforeEach(async ({ page }) => prepareBrowser(page, { theme: 'light', locale }));

/** Waits until the message is where a magnifier at the focus shows it (focus may still be on its way). */
async function expectInMagnifierView(message: Locator) {
  await expect(message.first()).toBeAttached({ timeout: 60_000 });
  await expect.poll(() => messageOutOfMagnifierView(message), { timeout: 10_000 }).toBeNull();
}

/** The error text of the field that has focus (the one invalid field takes focus after a submit). */
const focusedFieldError = (page: Page) => page.locator('main [id$="-error"]').first();

const registrationMarker = (value: string) => {
  const marker = TEST_MARKERS.registration.find((entry) => entry.value === value)!;
  return new RegExp(`^${marker.name[locale].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
};

test('login with a wrong access code: the message is at the focused tax ID field', async ({ page }) => {
  const user = await registerViaApi(page.request);
  await gotoRoute(page, routes.login, t('login.heading'));
  await fillLogin(page, locale, { idNr: user.idNr, accessCode: user.accessCode.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) });
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expect(page.getByRole('textbox', { name: new RegExp(t('login.idNr.label')) })).toBeFocused({ timeout: 60_000 });
  await expectInMagnifierView(focusedFieldError(page));
});

test('registration: errors after submit, and a refusal by the server', async ({ page }) => {
  await gotoRoute(page, routes.registrationForm, t('registration.form.heading'));
  const submit = page.getByRole('button', { name: t('registration.form.submit'), exact: true });
  await submit.click();
  await expectInMagnifierView(page.getByRole('group', { name: t('ds:errorSummaryTitle'), exact: true }));

  // Valid answers, but the server refuses them (test marker "already registered"): its box is at the top of the page.
  await fillRegistrationForm(page, locale, { idNr: newIdNr(), birthDate: pensionerBirthDate.display, email: 'rentner@example.org' });
  await chooseTestMarker(page, t('registration.form.testMarker.label'), registrationMarker('alreadyRegistered'));
  await submit.click();
  await expectInMagnifierView(errorBox(page, 'registration-failed'));
});

test('wizard: "Weiter" with errors, "Zur Zusammenfassung" refused, sending refused', async ({ page }) => {
  test.setTimeout(180_000);
  const user = await registerViaApi(page.request);
  await loginViaUi(page, locale, user);
  await startWizard(page, locale);

  // Next on the empty first screen: its one error, at the field that takes focus.
  await nextButton(page, locale).click();
  await expectInMagnifierView(focusedFieldError(page));

  // The last screen's "Zur Zusammenfassung", refused by the server (this access code already sent
  // this year's declaration, as a second login meets it): the box at the top of the page.
  await saveDraftViaApi(page.request, fullDocument(user.idNr));
  // The tab keeps the empty answers: start the declaration again, so the wizard loads the full draft.
  await page.evaluate(() => {
    for (const key of ['einfach.wizard', 'einfach.wizardValidation', 'einfach.wizardActivity']) sessionStorage.removeItem(key);
  });
  await page.goto(ui(routes.year));
  await startWizard(page, locale);
  await gotoWizardScreen(page, locale, 'review');
  await page.route(`**${API}/prepareSummaryPage`, (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ detailMessage: 'Mit diesem Freischaltcode wurde die Steuererklärung für dieses Jahr schon abgeschickt.', code: 'accessCodeUsed' }),
    }),
  );
  await page.getByRole('main').getByRole('button', { name: t('wizard:wizard.toSummary'), exact: true }).click();
  await expectInMagnifierView(errorBox(page, 'wizard-prepare-summary-failed'));
  await page.unroute(`**${API}/prepareSummaryPage`);

  // Sending refused (test marker "transfer rejected"): the dialog closes and the box at the top says why.
  await page.evaluate(() => {
    const year = JSON.parse(sessionStorage.getItem('einfach.declarationYear') ?? '{}') as Record<string, unknown>;
    sessionStorage.setItem('einfach.declarationYear', JSON.stringify({ ...year, testMarker: 'transferRejected' }));
  });
  await page.reload();
  await waitForScreen(page);
  await page.getByRole('main').getByRole('button', { name: t('wizard:wizard.toSummary'), exact: true }).click();
  await waitForScreen(page, t('wizard:summary.heading'));
  await openConfirmDialog(page, locale);
  await confirmDialog(page, locale).getByRole('button', { name: t('wizard:summary.confirm.submit'), exact: true }).click();
  await expectInMagnifierView(errorBox(page, 'summary-sign-xml-and-submit-failed'));
});
