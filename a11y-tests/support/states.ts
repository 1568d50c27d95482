// Every reachable screen and modal state, with how to get there; shared by the matrix tests and the report.
export type { AuthState, ScreenState } from './stateTypes';
import { expect, test as base, type Browser, type Page } from '@playwright/test';
import { message as serverMessage } from '../../src/server/messages';
import { TEST_MARKERS } from '../../src/server/testMarkers';
import { chooseTestMarker, fillLogin, fillRegistrationForm, gotoRoute, loginViaUi, newIdNr, pensionerBirthDate, prepareBrowser, registerViaApi, routes, ui, waitForApp, waitForScreen, waitForYearScreen } from './journey';
import { text, type Locale, type Theme } from './texts';
import { easyReadPages, easyReadTopics } from '../../src/app/easyRead/content';
import { easyReadPagePath, easyReadTopicPath } from '../../src/app/routing/paths';
import { PREFERENCE_COOKIES } from '../../src/domain/startPage';
import type { AuthState, ScreenState } from './stateTypes';
import {
  confirmDialog,
  declarationStates,
  dialogNamed,
  fullDocument,
  gotoWizardScreen,
  openConfirmDialog,
  prepareDeclarationSession,
  saveDraftViaApi,
  startWizard,
  withoutConfirmation,
  withWizardDocument,
} from './declaration';


const t = (locale: Locale, key: string, values?: Record<string, string | number>) => text(locale, key, values);

async function openDialog(page: Page, button: string, title: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('dialog', { name: title }).or(page.getByRole('alertdialog', { name: title }))).toBeVisible();
}

async function submitEmpty(page: Page, submit: string) {
  await page.getByRole('button', { name: submit, exact: true }).click();
  // The error summary: a group named by its title once a submit put focus on it or its field.
  await expect(page.locator('main [role="group"]').filter({ has: page.getByRole('heading', { level: 2 }) }).first()).toBeVisible();
}

async function openDoesNotApply(page: Page, locale: Locale) {
  await openDialog(page, t(locale, 'registration.intro.doesNotApply'), t(locale, 'registration.intro.modal.title'));
}

async function nextWithoutAnswerOnYearInfo(page: Page, locale: Locale) {
  await submitEmpty(page, t(locale, 'wizard:common.next'));
}

async function answerNoOnYearInfo(page: Page, locale: Locale) {
  await page.getByRole('radio', { name: t(locale, 'wizard:common.no'), exact: true }).check();
  // Choosing changes nothing else (WCAG 3.2.2): Next tells that the service does not fit.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: t(locale, 'wizard:common.next'), exact: true }).click();
  await expect(page.getByRole('dialog', { name: t(locale, 'wizard:info.modal.title') })).toBeVisible();
}

async function openYearHelp(page: Page, locale: Locale) {
  await page.getByRole('main').getByRole('button', { name: t(locale, 'wizard:year.help'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The help text arrives from the server: measure the loaded dialog, not its busy state.
  await expect(dialog).not.toContainText(t(locale, 'help.loading'));
}

/** The help of the donations question, with its button to the topic in Leichte Sprache. */
async function openDonationsHelp(page: Page, locale: Locale) {
  await gotoWizardScreen(page, locale, 'donationsQuestion');
  await page.getByRole('main').getByRole('button', { name: new RegExp(`^${t(locale, 'wizard:wizard.helpFor', { label: '' }).trim()}`) }).first().click();
  await expect(page.getByRole('dialog').getByRole('button', { name: new RegExp(t(locale, 'easyRead:topicNames.spenden')) })).toBeVisible();
}

/** That button: the topic's text in the same dialog, its title focused. */
async function readDonationsInLeichteSprache(page: Page, locale: Locale) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: new RegExp(t(locale, 'easyRead:topicNames.spenden')) }).click();
  await expect(dialog.getByRole('heading', { level: 3, name: easyReadTopics.find((d) => d.id === 'spenden')!.title })).toBeFocused();
}

/**
 * The year info of 2024: the worker's login may already have sent its 2025 declaration (the declared
 * states), and then the year screen tells the spent access code on "Weiter" instead of going on.
 */
async function openYearInfo(page: Page, locale: Locale) {
  await gotoRoute(page, routes.year);
  await waitForYearScreen(page, locale);
  await page.getByRole('radio', { name: t(locale, 'wizard:year.option', { year: 2024 }) }).check();
  await page.getByRole('button', { name: t(locale, 'wizard:common.next'), exact: true }).click();
  await waitForScreen(page, t(locale, 'wizard:info.heading', { year: 2024 }));
}

export const states: ScreenState[] = [
  { id: 'start', auth: false, open: async (page, locale) => void (await gotoRoute(page, routes.start, t(locale, 'start.heading'))) },
  { id: 'registration-intro', auth: false, open: async (page, locale) => void (await gotoRoute(page, routes.registration, t(locale, 'registration.intro.heading'))) },
  {
    id: 'registration-intro-does-not-apply-modal',
    auth: false,
    open: async (page, locale) => {
      await gotoRoute(page, routes.registration, t(locale, 'registration.intro.heading'));
      await openDoesNotApply(page, locale);
    },
    from: { id: 'registration-intro', advance: openDoesNotApply },
  },
  { id: 'registration-form', auth: false, open: async (page, locale) => void (await gotoRoute(page, routes.registrationForm, t(locale, 'registration.form.heading'))) },
  {
    id: 'registration-form-errors',
    auth: false,
    open: async (page, locale) => {
      await gotoRoute(page, routes.registrationForm, t(locale, 'registration.form.heading'));
      await submitEmpty(page, t(locale, 'registration.form.submit'));
    },
    from: { id: 'registration-form', advance: (page, locale) => submitEmpty(page, t(locale, 'registration.form.submit')) },
  },
  {
    id: 'registration-success',
    auth: false,
    open: async (page, locale) => {
      // The success screen shows the stored server message (test mode: with the code), as after a real registration.
      const stored = serverMessage(locale, 'registeredTest', { code: 'EEZ-TEST-2025-A11Y' });
      await page.addInitScript((value) => sessionStorage.setItem('einfach.registration', value), JSON.stringify(stored));
      await gotoRoute(page, routes.registrationSuccess, t(locale, 'registration.success.heading'));
    },
  },
  { id: 'login', auth: false, open: async (page, locale) => void (await gotoRoute(page, routes.login, t(locale, 'login.heading'))) },
  {
    id: 'login-errors',
    auth: false,
    open: async (page, locale) => {
      await gotoRoute(page, routes.login, t(locale, 'login.heading'));
      await submitEmpty(page, t(locale, 'login.submit'));
    },
    from: { id: 'login', advance: (page, locale) => submitEmpty(page, t(locale, 'login.submit')) },
  },
  { id: 'error-server', auth: false, open: async (page, locale) => void (await gotoRoute(page, `${routes.error}?type=server`, t(locale, 'errorPage.heading'))) },
  { id: 'error-client', auth: false, open: async (page, locale) => void (await gotoRoute(page, `${routes.error}?type=client`, t(locale, 'errorPage.heading'))) },
  { id: 'client-log', auth: false, open: async (page, locale) => void (await gotoRoute(page, routes.clientLog, t(locale, 'clientLog.heading'))) },
  { id: 'accessibility-statement', auth: false, open: async (page, locale) => void (await gotoRoute(page, routes.accessibility, t(locale, 'pages.accessibility.heading'))) },
  { id: 'imprint', auth: false, open: async (page, locale) => void (await gotoRoute(page, routes.imprint, t(locale, 'pages.imprint.heading'))) },
  { id: 'data-protection', auth: false, open: async (page, locale) => void (await gotoRoute(page, routes.dataProtection, t(locale, 'pages.dataProtection.heading'))) },
  {
    id: 'declaration-year',
    auth: true,
    open: async (page, locale) => {
      await gotoRoute(page, routes.year, t(locale, 'wizard:year.title'));
    },
  },
  { id: 'year-info', auth: true, open: openYearInfo },
  {
    id: 'year-info-errors',
    auth: true,
    open: async (page, locale) => {
      await openYearInfo(page, locale);
      await nextWithoutAnswerOnYearInfo(page, locale);
    },
    from: { id: 'year-info', advance: nextWithoutAnswerOnYearInfo },
  },
  {
    id: 'year-info-no-modal',
    auth: true,
    open: async (page, locale) => {
      await openYearInfo(page, locale);
      await answerNoOnYearInfo(page, locale);
    },
    from: { id: 'year-info-errors', advance: answerNoOnYearInfo },
  },
  {
    id: 'session-warning-modal',
    auth: true,
    open: async (page, locale) => {
      // The browser clock jumps; the server session (45 min) stays valid in real time.
      await page.clock.install();
      await gotoRoute(page, routes.year, t(locale, 'wizard:year.title'));
      // The server's page shows the title before the app has started the session's timers.
      await waitForApp(page);
      await page.clock.fastForward('42:30');
      await expect(dialogNamed(page, t(locale, 'session.warning.title'))).toBeVisible();
    },
  },
  {
    id: 'session-expired-modal',
    auth: true,
    endsSession: true,
    open: async (page, locale) => {
      await page.clock.install();
      await gotoRoute(page, routes.year, t(locale, 'wizard:year.title'));
      // Every completed request counts as activity: the year screen's own requests first.
      await page.waitForLoadState('networkidle');
      await page.clock.fastForward('45:30');
      await expect(page.getByRole('alertdialog', { name: t(locale, 'session.expired.title') }).or(page.getByRole('dialog', { name: t(locale, 'session.expired.title') }))).toBeVisible();
    },
  },
  {
    id: 'session-max-modal',
    auth: true,
    endsSession: true,
    open: async (page, locale) => {
      // 24 h after the login the session ends whatever the activity (sessionMaximumTimeSeconds).
      await page.clock.install();
      await gotoRoute(page, routes.year, t(locale, 'wizard:year.title'));
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      await page.clock.fastForward(24 * 3600_000 + 30_000);
      await expect(dialogNamed(page, t(locale, 'session.maxSession.title'))).toBeVisible();
    },
  },
  {
    id: 'access-code-expired-modal',
    auth: false,
    open: async (page, locale) => {
      const user = await registerViaApi(page.request);
      await loginViaUi(page, locale, user, { marker: markerName('authentication', 'accessCodeExpired', locale) });
      await page.reload();
      await expect(dialogNamed(page, t(locale, 'session.accessCodeExpired.title'))).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    id: 'help-modal',
    auth: true,
    open: async (page, locale) => {
      await gotoRoute(page, routes.year, t(locale, 'wizard:year.title'));
      await openYearHelp(page, locale);
    },
    from: { id: 'declaration-year', advance: openYearHelp },
  },
  // Leichte Sprache (BITV 2.0 § 4): the overview, its four pages, two topics (German in both locales).
  { id: 'easy-read', auth: false, open: async (page, locale) => void (await gotoRoute(page, routes.easyRead, t(locale, 'easyRead:heading'))) },
  ...easyReadPages.map(
    (doc): ScreenState => ({ id: `easy-read-${doc.id}`, auth: false, open: async (page) => void (await gotoRoute(page, easyReadPagePath(doc.id), doc.title)) }),
  ),
  ...easyReadTopics
    .filter((doc) => doc.id === 'rente' || doc.id === 'spenden')
    .map((doc): ScreenState => ({ id: `easy-read-topic-${doc.id}`, auth: false, open: async (page) => void (await gotoRoute(page, easyReadTopicPath(doc.id), doc.title)) })),
  {
    id: 'help-modal-easy-read',
    auth: true,
    declaration: true,
    open: openDonationsHelp,
  },
  {
    // The Leichte Sprache topic inside the help dialog (pictograms, large lines, lang="de").
    id: 'help-modal-easy-read-topic',
    auth: true,
    declaration: true,
    open: async (page, locale) => {
      await openDonationsHelp(page, locale);
      await readDonationsInLeichteSprache(page, locale);
    },
    from: { id: 'help-modal-easy-read', advance: readDonationsInLeichteSprache },
  },
  {
    // A signed-in page in a second tab (no signing data in it): where the declaration is open.
    id: 'open-elsewhere',
    auth: true,
    open: async (page, locale) => {
      await page.addInitScript(() => sessionStorage.removeItem('einfach.signingData'));
      await gotoRoute(page, routes.year, t(locale, 'elsewhere.heading'));
    },
  },
  {
    // The login ended while the person was in another tab: the blocking dialog as the tab comes back.
    id: 'session-ended-modal',
    auth: true,
    endsSession: true,
    open: async (page, locale) => {
      await gotoRoute(page, routes.year, t(locale, 'wizard:year.title'));
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      await page.context().clearCookies();
      // The tab becoming visible again (a real tab switch does the same).
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(dialogNamed(page, t(locale, 'session.ended.title'))).toBeVisible();
    },
  },
  {
    id: 'wizard-leave-modal',
    auth: true,
    declaration: true,
    open: async (page, locale) => {
      await gotoWizardScreen(page, locale, 'filing');
      await page.getByRole('main').getByRole('button', { name: t(locale, 'wizard:wizard.back'), exact: true }).click();
      await expect(dialogNamed(page, t(locale, 'wizard:leave.title'))).toBeVisible();
    },
  },
  // Each test marker's outcome (src/server/testMarkers.ts) where the user meets it: an error box, or
  // for an unexpected server error (500) the error page.
  ...(['alreadyRegistered', 'registrationServiceDown'] as const).map(
    (marker): ScreenState => ({
      id: `registration-error-${marker}`,
      auth: false,
      open: async (page, locale) => {
        await gotoRoute(page, routes.registrationForm, t(locale, 'registration.form.heading'));
        await fillRegistrationForm(page, locale, { idNr: newIdNr(), birthDate: pensionerBirthDate.display, email: 'rentner@example.org' });
        await chooseTestMarker(page, t(locale, 'registration.form.testMarker.label'), markerName('registration', marker, locale));
        await page.getByRole('button', { name: t(locale, 'registration.form.submit'), exact: true }).click();
        await expect(page.locator('[data-category]')).toBeVisible({ timeout: 30_000 });
      },
    }),
  ),
  ...(['serverError', 'sessionTicket'] as const).map(
    (marker): ScreenState => ({
      id: `login-error-${marker}`,
      auth: false,
      open: async (page, locale) => {
        const user = await registerViaApi(page.request);
        await gotoRoute(page, routes.login, t(locale, 'login.heading'));
        await fillLogin(page, locale, user);
        await chooseTestMarker(page, t(locale, 'login.testMarker.label'), markerName('authentication', marker, locale));
        await page.getByRole('button', { name: t(locale, 'login.submit'), exact: true }).click();
        await expectMarkerOutcome(page, locale, marker);
      },
    }),
  ),
  ...(['transferRejected', 'unexpectedError'] as const).map(
    (marker): ScreenState => ({
      id: `summary-error-${marker}`,
      // A person of its own, logged in afresh: the worker's declared person has already sent this
      // year's declaration, and an access code sends one declaration a year.
      auth: true,
      endsSession: true,
      open: async (page, locale) => {
        await page.goto(ui(routes.year));
        const idNr = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('einfach.loginUser') ?? '{}') as { id?: string }).id ?? '');
        expect(idNr).toMatch(/^\d{11}$/);
        await saveDraftViaApi(page.request, fullDocument(idNr));
        await startWizard(page, locale);
        await gotoWizardScreen(page, locale, 'review');
        await page.evaluate((value) => {
          const year = JSON.parse(sessionStorage.getItem('einfach.declarationYear') ?? '{}') as Record<string, unknown>;
          sessionStorage.setItem('einfach.declarationYear', JSON.stringify({ ...year, testMarker: value }));
        }, marker);
        await page.reload();
        await page.getByRole('main').getByRole('button', { name: t(locale, 'wizard:wizard.toSummary'), exact: true }).click();
        await waitForScreen(page, t(locale, 'wizard:summary.heading'));
        await openConfirmDialog(page, locale);
        await confirmDialog(page, locale).getByRole('button', { name: t(locale, 'wizard:summary.confirm.submit'), exact: true }).click();
        await expectMarkerOutcome(page, locale, marker);
      },
    }),
  ),
  ...declarationStates,
];

/** An unexpected server error (500) leads to the error page; every other marker to an error box on the screen. */
async function expectMarkerOutcome(page: Page, locale: Locale, marker: string) {
  if (marker === 'serverError' || marker === 'unexpectedError') await waitForScreen(page, t(locale, 'errorPage.heading'));
  else await expect(page.locator('[data-category]')).toBeVisible({ timeout: 90_000 });
}

/** A test marker's name as the server lists it in the user's language. */
function markerName(list: keyof typeof TEST_MARKERS, value: string, locale: Locale): RegExp {
  const marker = TEST_MARKERS[list].find((entry) => entry.value === value);
  if (!marker) throw new Error(`No ${list} marker ${value}`);
  return new RegExp(`^${marker.name[locale].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** What a logged-in page needs: the session cookie and the app's session storage (the encrypted signing data). */

/** Registers a user through the API and logs in once through the UI (real browser crypto). */
export async function createAuthState(browser: Browser, baseURL: string): Promise<AuthState> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await prepareBrowser(page, { theme: 'light', locale: 'de' });
  const user = await registerViaApi(page.request);
  await loginViaUi(page, 'de', user);
  const session = await page.evaluate(() => {
    const out: Record<string, string> = {};
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)!;
      if (key.startsWith('einfach.')) out[key] = sessionStorage.getItem(key)!;
    }
    return out;
  });
  const cookies = await context.cookies();
  await context.close();
  return { cookies, session };
}

/** Gives a page the logged-in state before its first script runs. */
export async function applyAuthState(page: Page, auth: AuthState) {
  await page.context().addCookies(auth.cookies);
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('a11y-tests.auth')) return;
    for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
    sessionStorage.setItem('a11y-tests.auth', '1');
  }, auth.session);
}

/** Playwright test with one login per worker, shared by every authenticated state of that worker. */
export const test = base.extend<
  { openState(state: ScreenState, locale: Locale, theme: Theme): Promise<void>; hydrationCheck: void },
  { auth: AuthState; declared: () => Promise<AuthState> }
>({
  // Every state as the server sends it and the app takes it over (issue 35): React recovering from a
  // hydration mismatch, or an inline script the CSP refused (a part of the page left unfinished), fails it.
  hydrationCheck: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /React recovered|Content Security Policy/.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
      });
      await use();
      expect(problems, 'hydration mismatches or refused inline scripts').toEqual([]);
    },
    { auto: true },
  ],
  auth: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      await use(await createAuthState(browser, baseURL));
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  // Made on first use only: the worker's user fills and submits one declaration through the app.
  declared: [
    async ({ browser, auth }, use, workerInfo) => {
      let prepared: Promise<AuthState> | undefined;
      await use(() => (prepared ??= prepareDeclarationSession(browser, String(workerInfo.project.use.baseURL), auth)));
    },
    { scope: 'worker' },
  ],
  openState: async ({ page, auth, declared, browser, baseURL }, use, testInfo) => {
    await use(async (state, locale, theme) => {
      await prepareBrowser(page, { theme, locale });
      if (state.declaration) {
        testInfo.setTimeout(testInfo.timeout + 180_000);
        const sent = await declared();
        const session = state.declaration === 'sent' ? sent : withoutConfirmation(sent);
        await applyAuthState(page, state.wizardDocument ? withWizardDocument(session, state.wizardDocument) : session);
      } else if (state.auth) await applyAuthState(page, state.endsSession ? await createAuthState(browser, String(baseURL)) : auth);
      // The preference cookies as the app keeps them beside its stored choice: the login above was made
      // in German, and a page sent in the other language than the tab's is drawn again by the app.
      await page.context().addCookies([
        { name: PREFERENCE_COOKIES.locale, value: locale, domain: new URL(String(baseURL)).hostname, path: '/erklaerung' },
        { name: PREFERENCE_COOKIES.contrast, value: theme === 'contrast' ? '1' : '0', domain: new URL(String(baseURL)).hostname, path: '/erklaerung' },
      ]);
      await state.open(page, locale);
      // Lazy screens and fonts: wait until nothing moves before measuring.
      await page.evaluate(() => document.fonts?.ready);
    });
  },
});

export { ui };
