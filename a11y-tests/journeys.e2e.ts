// The public journeys against the real server: registration, login and its failures, with axe on every screen and modal.
import { expect, test, type Page } from '@playwright/test';
import { TEST_MARKERS } from '../src/server/testMarkers';
import { formatIdNr } from '../src/domain/validators/idNr';
import { expectNoAxeViolations } from './support/axe';
import {
  chooseTestMarker,
  errorBox,
  field,
  fillLogin,
  gotoRoute,
  newIdNr,
  prepareBrowser,
  registerViaApi,
  routes,
  settle,
  typeInto,
  ui,
  waitForScreen,
  waitForYearScreen,
} from './support/journey';
import { pageTitle, text, type Locale, type Theme } from './support/texts';

// Each language once and each theme once: the theme cannot change the flow, and every state's axe runs
// in both themes and languages in the matrix (docs/decisions.md, "One language per behaviour test").
const combos: [Locale, Theme][] = [
  ['de', 'light'],
  ['en', 'contrast'],
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectTheme(page: Page, theme: Theme) {
  const pressed = theme === 'contrast' ? 'true' : 'false';
  await expect(page.getByRole('banner').getByRole('button', { name: text('de', 'ds:contrastMode') }).or(
    page.getByRole('banner').getByRole('button', { name: text('en', 'ds:contrastMode') }),
  )).toHaveAttribute('aria-pressed', pressed);
}

async function submitLogin(page: Page, locale: Locale) {
  await page.getByRole('button', { name: text(locale, 'login.submit'), exact: true }).click();
}

for (const [locale, theme] of combos) {
  test.describe(`${locale} ${theme}`, () => {
    test.beforeEach(async ({ page }) => prepareBrowser(page, { theme, locale }));

    test('registration → success → login → declaration year, axe on every screen and modal', async ({ page }) => {
      const t = (key: string) => text(locale, key);
      const label = (screen: string) => `${screen} (${locale}, ${theme})`;

      await gotoRoute(page, routes.start, t('start.heading'));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectTheme(page, theme);
      await expect(page).toHaveTitle(pageTitle(locale, 'start.title'));
      await expectNoAxeViolations(page, label('start'));

      await page.getByRole('button', { name: t('start.register'), exact: true }).or(page.getByRole('link', { name: t('start.register'), exact: true })).first().click();
      await waitForScreen(page, t('registration.intro.heading'));
      await expect(page).toHaveTitle(pageTitle(locale, 'registration.intro.title'));
      await expectNoAxeViolations(page, label('registration intro'));

      // The "does not apply" modal: safe action focused, axe inside, Cancel returns to the opener.
      const doesNotApply = page.getByRole('button', { name: t('registration.intro.doesNotApply'), exact: true });
      await doesNotApply.click();
      const dialog = page.getByRole('dialog', { name: t('registration.intro.modal.title') });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: t('registration.intro.modal.cancel') })).toBeFocused();
      await expectNoAxeViolations(page, label('registration intro, "does not apply" modal'));
      await dialog.getByRole('button', { name: t('registration.intro.modal.cancel') }).click();
      await expect(dialog).toBeHidden();
      await expect(doesNotApply).toBeFocused();

      await page.getByRole('button', { name: t('registration.intro.applies'), exact: true }).click();
      await waitForScreen(page, t('registration.form.heading'));
      await expect(page).toHaveTitle(pageTitle(locale, 'registration.form.title'));
      await expectNoAxeViolations(page, label('registration form'));

      // Empty submit: the summary lists every error and the title says so.
      await page.getByRole('button', { name: t('registration.form.submit'), exact: true }).click();
      const summary = page.getByRole('group', { name: text(locale, 'ds:errorSummaryTitle'), exact: true });
      await expect(summary).toBeVisible();
      await expect(page).toHaveTitle(pageTitle(locale, 'registration.form.title', 3));
      await expect(summary.getByRole('link')).toHaveCount(3);
      await expectNoAxeViolations(page, label('registration form with errors'));

      const idNr = newIdNr();
      await typeInto(field(page, locale, 'registration.form.idNr.label'), idNr);
      await typeInto(field(page, locale, 'registration.form.birthDate.label'), '24.03.1950');
      await field(page, locale, 'registration.form.email.label').fill('rentnerin@example.org');
      await page.getByRole('button', { name: t('registration.form.submit'), exact: true }).click();
      await waitForScreen(page, t('registration.success.heading'));
      await expect(page).toHaveURL(new RegExp(`${ui(routes.registrationSuccess)}$`));
      await expect(page).toHaveTitle(pageTitle(locale, 'registration.success.title'));
      const code = page.getByRole('main').getByText(/^EEZ-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      await expect(code).toBeVisible();
      const accessCode = (await code.innerText()).trim();
      await expectNoAxeViolations(page, label('registration success'));

      await page.getByRole('button', { name: t('registration.success.understood'), exact: true }).click();
      await waitForScreen(page, t('start.heading'));

      await page.getByRole('button', { name: t('start.startNow'), exact: true }).or(page.getByRole('link', { name: t('start.startNow'), exact: true })).first().click();
      await waitForScreen(page, t('login.heading'));
      await expect(page).toHaveTitle(pageTitle(locale, 'login.title'));
      await expectNoAxeViolations(page, label('login'));
      await fillLogin(page, locale, { idNr, accessCode });
      await submitLogin(page, locale);
      await waitForYearScreen(page, locale);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectTheme(page, theme);
      await expectNoAxeViolations(page, label('declaration year'));
    });
  });
}

// Each failure in one light and one contrast combination, so every box is checked in both themes.
const failureCombos: [Locale, Theme][] = [
  ['de', 'light'],
  ['en', 'contrast'],
];

for (const [locale, theme] of failureCombos) {
  test.describe(`login failures ${locale} ${theme}`, () => {
    test.beforeEach(async ({ page }) => prepareBrowser(page, { theme, locale }));

    test('a wrong access code marks both fields, says how many attempts are left and focuses the tax ID', async ({ page }) => {
      const user = await registerViaApi(page.request);
      await gotoRoute(page, routes.login, text(locale, 'login.heading'));
      const wrong = user.accessCode.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      await fillLogin(page, locale, { idNr: user.idNr, accessCode: wrong });
      await submitLogin(page, locale);
      const message = `${text(locale, 'login.errors.wrongCode')} ${text(locale, 'login.errors.attemptsLeft_other', { count: 4 })}`;
      const summary = page.getByRole('group', { name: text(locale, 'ds:errorSummaryTitle'), exact: true });
      await expect(summary.getByRole('link')).toHaveText(message, { timeout: 60_000 });
      const idNr = field(page, locale, 'login.idNr.label');
      await expect(idNr).toBeFocused();
      const code = field(page, locale, 'login.accessCode.label');
      for (const control of [idNr, code]) await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(idNr).toHaveAccessibleDescription(new RegExp(`${escape(text(locale, 'ds:errorPrefix'))}\\s*${escape(message)}`));
      await expect(code).toHaveAccessibleDescription(new RegExp(`${escape(text(locale, 'ds:errorPrefix'))}\\s*${escape(text(locale, 'login.errors.checkCodeToo'))}`));
      await expect(errorBox(page, 'login-failed')).toHaveCount(0);
      await expect(page).toHaveTitle(pageTitle(locale, 'login.title', true));
      await expect(page).toHaveURL(new RegExp(`${ui(routes.login)}$`));
      await expectNoAxeViolations(page, `login, wrong code (${locale}, ${theme})`);
    });

    test('the fifth wrong code locks the login and says until when; the right code is then refused too', async ({ page }) => {
      test.setTimeout(240_000);
      const user = await registerViaApi(page.request);
      await gotoRoute(page, routes.login, text(locale, 'login.heading'));
      const wrong = user.accessCode.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      const summary = page.getByRole('group', { name: text(locale, 'ds:errorSummaryTitle'), exact: true });
      await fillLogin(page, locale, { idNr: user.idNr, accessCode: wrong });
      for (let attempt = 1; attempt <= 4; attempt++) {
        await submitLogin(page, locale);
        const left = text(locale, `login.errors.attemptsLeft_${5 - attempt === 1 ? 'one' : 'other'}`, { count: 5 - attempt });
        await expect(summary).toContainText(left, { timeout: 60_000 });
      }
      // Until 14:35 (Berlin time): the time is the server's, so only its form is known here.
      const [before, after] = text(locale, 'login.errors.lockedUntil').split('{{time}}');
      const locked = new RegExp(`${escape(before)}\\d{2}:\\d{2}${escape(after)}`);
      await submitLogin(page, locale);
      await expect(summary).toContainText(locked, { timeout: 60_000 });
      await typeIntoAccessCode(page, locale, user.accessCode);
      await submitLogin(page, locale);
      await expect(summary).toContainText(locked, { timeout: 60_000 });
      await expect(field(page, locale, 'login.idNr.label')).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`${ui(routes.login)}$`));
      await expectNoAxeViolations(page, `login, locked (${locale}, ${theme})`);
    });

    // Once (German): the dialog's axe in both languages and themes is the matrix's access-code-expired-modal.
    if (locale === 'de') test('an expired access code (marker accessCodeExpired) opens the "access code expired" dialog at start-up', async ({ page }) => {
      const user = await registerViaApi(page.request);
      await gotoRoute(page, routes.login, text(locale, 'login.heading'));
      await fillLogin(page, locale, user);
      const markerName = serverMarkerName(locale, 'accessCodeExpired');
      await chooseTestMarker(page, text(locale, 'login.testMarker.label'), new RegExp(`^${escape(markerName)}`));
      await submitLogin(page, locale);
      await waitForYearScreen(page, locale);
      await page.reload();
      const dialog = page.getByRole('alertdialog', { name: text(locale, 'session.accessCodeExpired.title') }).or(
        page.getByRole('dialog', { name: text(locale, 'session.accessCodeExpired.title') }),
      );
      await expect(dialog).toBeVisible({ timeout: 30_000 });
      await expect(dialog).toContainText(text(locale, 'session.accessCodeExpired.text'));
      await expectNoAxeViolations(page, `access code expired dialog (${locale}, ${theme})`);
      // Not dismissible: Escape keeps it open (the only way on is a new session).
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: text(locale, 'session.accessCodeExpired.newSession') }).click();
      await waitForScreen(page, text(locale, 'login.heading'));
      await expect(page).toHaveURL(new RegExp(`${ui(routes.login)}$`));
      await expect(dialog).toBeHidden();
    });
  });
}

async function typeIntoAccessCode(page: Page, locale: Locale, accessCode: string) {
  await typeInto(field(page, locale, 'login.accessCode.label'), accessCode);
}

/** The marker names come from the server (src/server/testMarkers.ts) in the request's language. */
function serverMarkerName(locale: Locale, value: string): string {
  const marker = TEST_MARKERS.authentication.find((entry) => entry.value === value);
  if (!marker) throw new Error(`No authentication marker ${value}`);
  return marker.name[locale];
}

test.describe('masked input', () => {
  test.beforeEach(async ({ page }) => prepareBrowser(page, { theme: 'light', locale: 'de' }));

  // A person who types quickly, a speech-input tool or a slow device sends keys inside the 30 ms debounce.
  test('masked input keeps every key typed at 15 ms intervals', async ({ page }) => {
    await gotoRoute(page, routes.login, text('de', 'login.heading'));
    const idField = field(page, 'de', 'login.idNr.label');
    for (let round = 0; round < 5; round++) {
      const idNr = newIdNr();
      await idField.click();
      await idField.press('Control+a');
      await idField.press('Delete');
      await idField.pressSequentially(idNr, { delay: 15 });
      await settle(page);
      // Grouped as printed on the letter while typing.
      await expect(idField, `round ${round}`).toHaveValue(formatIdNr(idNr));
    }
  });
});
