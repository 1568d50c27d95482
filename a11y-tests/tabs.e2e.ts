// No answer lost to a second tab or an ended login (docs/decisions.md, "One session, many tabs"). A
// second tab of the signed-in browser shows the public pages and, on a signed-in page, where the
// declaration is open; it never ends the first tab's login. When the login does end (here: the person
// chose to log in again in the second tab), the first tab says so at its next call with the blocking
// dialog, stays on its screen, and after a new login of the same person the typed answers are back and
// saved. Another person logging in there never sees them.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { answerYesNo, dialogNamed, FORM_MODEL, gotoWizardScreen, next, screenTitle, startWizard, textbox } from './support/declaration';
import { API, fillLogin, loginViaUi, prepareBrowser, registerViaApi, routes, ui, waitForScreen, waitForYearScreen, type Registered } from './support/journey';
import { easyReadTopicPath } from '../src/app/routing/paths';
import { easyReadTopics } from '../src/app/easyRead/content';
import { text, type Locale } from './support/texts';

/** The saved draft of the 2025 declaration (the browser's cookie; the status and drafts need no tab tag). */
async function savedDraft(request: APIRequestContext): Promise<Record<string, Record<string, unknown>>> {
  const response = await request.get(`${API}/drafts/${FORM_MODEL}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { document: Record<string, Record<string, unknown>> }).document;
}

/** The next draft save of this page and its status. */
const nextSave = (page: Page) => page.waitForResponse((r) => r.url().endsWith(`${API}/drafts/${FORM_MODEL}`) && r.request().method() === 'POST');

// The behaviour here is the same in both languages: each test runs in one of them, alternating over the
// files, and the words of both are checked per state by the matrix (docs/decisions.md, "One language per behaviour test").
for (const locale of ['de', 'en'] as Locale[]) {
  const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);

  test.describe(`tabs and ended logins (${locale})`, () => {
    test.beforeEach(async ({ page }) => prepareBrowser(page, { theme: 'light', locale }));

    if (locale === 'de') test('the Leichte Sprache help and a second tab cost nothing: the first tab saves and stays signed in', async ({ page, context }) => {
      test.setTimeout(240_000);
      const user = await registerViaApi(page.request);
      await loginViaUi(page, locale, user);
      await startWizard(page, locale);
      await gotoWizardScreen(page, locale, 'donationsQuestion');

      // The help's Leichte Sprache topic opens inside the dialog.
      await page.getByRole('main').getByRole('button', { name: new RegExp(`^${t('wizard:wizard.helpFor').split('{{')[0]}`) }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: t('easyRead:helpLink').replace('{{topic}}', t('easyRead:topicNames.spenden')), exact: true }).click();
      await expect(dialog.getByRole('heading', { level: 3, name: easyReadTopics.find((d) => d.id === 'spenden')!.title })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // A second tab: a Leichte Sprache page, the start page, then a signed-in page.
      const second = await context.newPage();
      await prepareBrowser(second, { theme: 'light', locale });
      await second.goto(ui(easyReadTopicPath('spenden')));
      await waitForScreen(second, easyReadTopics.find((d) => d.id === 'spenden')!.title);
      await second.goto(ui(routes.start));
      await waitForScreen(second, t('start.heading'));
      await second.goto(ui(`${routes.wizard}?screen=bank`));
      await waitForScreen(second, t('elsewhere.heading'));
      await expect(second.getByRole('button', { name: t('elsewhere.logInHere'), exact: true })).toBeVisible();
      await expectNoAxeViolations(second, `signed-in page in a second tab (${locale})`);
      await second.close();

      // Back in the first tab: answer, Next. The save succeeds, the login stands, no dialog.
      await page.bringToFront();
      await answerYesNo(page, locale, 'donations.has', false);
      const saved = nextSave(page);
      await next(page, locale, 'medicalQuestion');
      expect((await saved).status()).toBe(200);
      await expect(dialogNamed(page, t('session.ended.title'))).toHaveCount(0);
      expect((await savedDraft(page.request)).donations).toEqual({ has: 'no' });
    });

    if (locale === 'en') test('an ended login is told at once, keeps the typed answers, and saves them after the same person logs in again', async ({ page, context }) => {
      test.setTimeout(300_000);
      const user: Registered = await registerViaApi(page.request);
      await loginViaUi(page, locale, user);
      await startWizard(page, locale);
      await gotoWizardScreen(page, locale, 'bank');
      const holder = textbox(page, locale, 'bank.holder');
      await textbox(page, locale, 'bank.iban').fill('DE89370400440532013000');
      await holder.fill('Gisela Kühn');

      // The person chooses to continue in a second tab: that login ends the first tab's.
      const second = await context.newPage();
      await prepareBrowser(second, { theme: 'light', locale });
      await second.goto(ui(routes.year));
      await waitForScreen(second, t('elsewhere.heading'));
      await second.getByRole('button', { name: t('elsewhere.logInHere'), exact: true }).click();
      await waitForScreen(second, t('login.heading'));
      await expect(second.getByText(t('elsewhere.loginNoticeTitle'))).toBeVisible();
      await expectNoAxeViolations(second, `login in a tab signed in elsewhere (${locale})`);
      await fillLogin(second, locale, user);
      await second.getByRole('button', { name: t('login.submit'), exact: true }).click();
      await waitForYearScreen(second, locale);
      await second.close();

      // The first tab's Next: the blocking dialog, focus in it, the screen and the answers stay.
      await page.bringToFront();
      const refused = nextSave(page);
      await page.getByRole('main').getByRole('button', { name: t('wizard:wizard.next'), exact: true }).click();
      expect((await refused).status()).toBe(401);
      const ended = dialogNamed(page, t('session.ended.title'));
      await expect(ended).toBeVisible();
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"], [role="alertdialog"]'))).toBe(true);
      await expect(page).toHaveURL(/screen=bank$/);
      await expectNoAxeViolations(page, `login ended dialog (${locale})`);
      await page.keyboard.press('Escape');
      await expect(ended).toBeVisible();

      // Log in again: back on the same screen with the typed answer, and the draft holds it.
      await ended.getByRole('button', { name: t('session.ended.login'), exact: true }).click();
      await waitForScreen(page, t('login.heading'));
      const resaved = nextSave(page);
      await fillLogin(page, locale, user);
      await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
      expect((await resaved).status()).toBe(200);
      await waitForScreen(page, screenTitle(locale, 'bank'));
      await expect(page).toHaveURL(/screen=bank$/);
      await expect(textbox(page, locale, 'bank.holder')).toHaveValue('Gisela Kühn');
      expect((await savedDraft(page.request)).bank).toMatchObject({ holder: 'Gisela Kühn' });
      // And the wizard goes on from there.
      const saved = nextSave(page);
      await next(page, locale, 'knownData');
      expect((await saved).status()).toBe(200);
    });

    if (locale === 'de') test('after an ended login another person logging in on that tab never sees the typed answers', async ({ page, context }) => {
      test.setTimeout(300_000);
      const first = await registerViaApi(page.request);
      const other = await registerViaApi(page.request);
      await loginViaUi(page, locale, first);
      await startWizard(page, locale);
      await gotoWizardScreen(page, locale, 'bank');
      await textbox(page, locale, 'bank.iban').fill('DE89370400440532013000');
      await textbox(page, locale, 'bank.holder').fill('Gisela Kühn');

      // The login ends on the server (here: cleared cookies, as a server without the session would).
      await context.clearCookies();
      await page.getByRole('main').getByRole('button', { name: t('wizard:wizard.next'), exact: true }).click();
      const ended = dialogNamed(page, t('session.ended.title'));
      await expect(ended).toBeVisible();
      await ended.getByRole('button', { name: t('session.ended.login'), exact: true }).click();
      await waitForScreen(page, t('login.heading'));
      await fillLogin(page, locale, other);
      await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
      await waitForYearScreen(page, locale);
      expect(await page.evaluate(() => [sessionStorage.getItem('einfach.wizard'), sessionStorage.getItem('einfach.draftPending')])).toEqual([null, null]);
      await startWizard(page, locale);
      await gotoWizardScreen(page, locale, 'bank');
      await expect(textbox(page, locale, 'bank.holder')).not.toHaveValue('Gisela Kühn');
    });
  });
}
