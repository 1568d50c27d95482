// The declaration half of the journeys: the 2025 wizard screens, summary, submission and confirmation.
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { API, apiPost, gotoRoute, prepareBrowser, routes, settle, TYPING_DELAY_MS, ui, waitForScreen, waitForYearScreen } from './journey';
import type { AuthState, ScreenState, WizardDocument } from './stateTypes';
import { errorTitlePattern, fieldName, text, type Locale } from './texts';
import { emptyScreen, screensWithoutInputs, wizardScreens, type WizardScreenName } from '../../src/app/wizard/testing/screenStates';

export const YEAR = 2025;
export const FORM_MODEL = 'ESt2025';

/** The answers of the full journey (single filing, tax office, two donations, one medical cost, one invoice). */
export const answers = {
  iban: 'DE89370400440532013000',
  holder: 'Bernd Meyer',
  state: { value: 'BY', label: 'Bayern' },
  taxOffice: { value: '9102', search: 'Augsburg-Land', label: 'Finanzamt Augsburg-Land' },
  donations: [
    { kind: 'donation', recipient: 'Tafel Augsburg e.V.', amount: '150' },
    { kind: 'membership', recipient: 'Sozialverband VdK Bayern', amount: '72' },
  ],
  medical: { description: 'Hörgerät Zuzahlung', amount: '480' },
  craftsman: { description: 'Heizung repariert', labourCost: '320' },
  personB: { idNr: '', firstName: 'Gisela', lastName: 'Meyer', birthDate: '02.05.1952' },
};

export { wizardScreens };
export type WizardScreen = WizardScreenName;

/** Texts of the form model (the server's model texts), e.g. `m('en', 'screens.bank.title')`. */
export const m = (locale: Locale, key: string, values?: Record<string, string | number>) => text(locale, `model:${key}`, values);
export const screenTitle = (locale: Locale, screen: string) => m(locale, `screens.${screen}.title`);
/** A model field's accessible name (required fields say so). */
export const modelField = (locale: Locale, key: string, required = true) => fieldName(locale, `model:fields.${key}.label`, required);

export const textbox = (scope: Page | Locator, locale: Locale, key: string, required = true) =>
  scope.getByRole('textbox', { name: modelField(locale, key, required), exact: true });

/** A radio of a model question (Radix radio buttons; `check` verifies aria-checked). */
export async function chooseRadio(scope: Page | Locator, locale: Locale, key: string, option: string) {
  const group = scope.getByRole('radiogroup', { name: modelField(locale, key), exact: true });
  await group.getByRole('radio', { name: option, exact: true }).check();
}

export const yes = (locale: Locale) => m(locale, 'enums.yesNo.yes');
export const no = (locale: Locale) => m(locale, 'enums.yesNo.no');

export async function answerYesNo(page: Page, locale: Locale, key: string, answer: boolean) {
  await chooseRadio(page, locale, key, answer ? yes(locale) : no(locale));
}

export const nextButton = (page: Page, locale: Locale) => page.getByRole('main').getByRole('button', { name: text(locale, 'wizard:wizard.next'), exact: true });

/** Next, then the h1 of the following screen. */
export async function next(page: Page, locale: Locale, following?: string) {
  await nextButton(page, locale).click();
  if (following) await waitForScreen(page, screenTitle(locale, following));
}

/** Types key by key into a field without asserting its formatted value (money and date masks reformat). */
export async function typeText(field: Locator, value: string) {
  await field.click();
  await field.press('Control+a');
  await field.press('Delete');
  await field.page().keyboard.type(value, { delay: TYPING_DELAY_MS });
  await settle(field.page());
}

/** The design-system Select (Radix listbox on fine pointers, native select on coarse). */
export async function chooseSelect(page: Page, nameOrControl: string | Locator, option: string) {
  const control = typeof nameOrControl === 'string' ? page.getByRole('combobox', { name: nameOrControl, exact: true }) : nameOrControl;
  if ((await control.evaluate((el) => el.tagName)) === 'SELECT') {
    await control.selectOption({ label: option });
    return;
  }
  await control.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(control).toContainText(option);
}

/** The tax-office autocomplete: type part of the name, pick the option. */
export async function chooseTaxOffice(page: Page, locale: Locale) {
  const combo = page.getByRole('combobox', { name: modelField(locale, 'taxIdentification.taxOffice'), exact: true });
  await combo.click();
  await combo.pressSequentially(answers.taxOffice.search, { delay: 20 });
  await page.getByRole('option', { name: answers.taxOffice.label, exact: true }).click();
  await expect(combo).toHaveValue(answers.taxOffice.label);
}

/** Year → year info "Yes" → first wizard screen. */
export async function startWizard(page: Page, locale: Locale, year: number = YEAR) {
  const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);
  await waitForYearScreen(page, locale);
  await page.getByRole('radio', { name: t('wizard:year.option', { year }) }).check();
  await page.getByRole('button', { name: t('wizard:common.next'), exact: true }).click();
  await waitForScreen(page, t('wizard:info.heading', { year }));
  await page.getByRole('radio', { name: t('wizard:common.yes'), exact: true }).check();
  await page.getByRole('button', { name: t('wizard:common.next'), exact: true }).click();
  await waitForScreen(page, screenTitle(locale, 'filing'));
}

/** The repeatable group's n-th item (a region named "Donation 1"). */
export const item = (page: Page, locale: Locale, group: string, number: number) =>
  page.getByRole('region', { name: m(locale, `groups.${group}.item`, { number }), exact: true });

/** Fills the current wizard screen with the journey's answers. */
export async function fillScreen(page: Page, locale: Locale, screen: WizardScreen) {
  switch (screen) {
    case 'filing':
      return answerYesNo(page, locale, 'filing.joint', false);
    case 'taxIdentification':
      await chooseRadio(page, locale, 'taxIdentification.kind', m(locale, 'enums.taxIdentificationKind.taxOffice'));
      await chooseSelect(page, modelField(locale, 'taxIdentification.state'), answers.state.label);
      return chooseTaxOffice(page, locale);
    case 'bank':
      await typeText(textbox(page, locale, 'bank.iban'), answers.iban);
      await expect(textbox(page, locale, 'bank.iban')).toHaveValue(/^DE89\s?3704\s?0044\s?0532\s?0130\s?00$/);
      return textbox(page, locale, 'bank.holder').fill(answers.holder);
    case 'donationsQuestion':
      return answerYesNo(page, locale, 'donations.has', true);
    case 'donations': {
      for (const [index, donation] of answers.donations.entries()) {
        if (index > 0) await page.getByRole('button', { name: m(locale, 'groups.donations.add'), exact: true }).click();
        const entry = item(page, locale, 'donations', index + 1);
        await expect(entry).toBeVisible();
        await chooseRadio(entry, locale, 'donations.kind', m(locale, `enums.donationKind.${donation.kind}`));
        await textbox(entry, locale, 'donations.recipient').fill(donation.recipient);
        await typeText(textbox(entry, locale, 'donations.amount'), donation.amount);
      }
      return;
    }
    case 'medicalQuestion':
      return answerYesNo(page, locale, 'medical.has', true);
    case 'medical': {
      const entry = item(page, locale, 'medical', 1);
      await textbox(entry, locale, 'medical.description').fill(answers.medical.description);
      return typeText(textbox(entry, locale, 'medical.amount'), answers.medical.amount);
    }
    case 'disabilityQuestion':
      return answerYesNo(page, locale, 'disability.personA.has', false);
    case 'householdQuestion':
      return answerYesNo(page, locale, 'household.has', false);
    case 'craftsmanQuestion':
      return answerYesNo(page, locale, 'craftsman.has', true);
    case 'craftsman': {
      const entry = item(page, locale, 'craftsman', 1);
      await textbox(entry, locale, 'craftsman.description').fill(answers.craftsman.description);
      await typeText(textbox(entry, locale, 'craftsman.labourCost'), answers.craftsman.labourCost);
      return chooseRadio(entry, locale, 'craftsman.paidByTransfer', yes(locale));
    }
    default:
      return;
  }
}

/** The screens the journey's answers show (single filing, no disability, no household services). */
export const journeyScreens: WizardScreen[] = wizardScreens.filter((s) => !['personB', 'disability', 'household'].includes(s));

/**
 * Walks the wizard from the first screen to the summary with the journey's answers; `onScreen`
 * runs on each screen once it is shown (before filling it).
 */
export async function walkWizard(page: Page, locale: Locale, onScreen?: (screen: WizardScreen) => Promise<void>) {
  for (const [index, screen] of journeyScreens.entries()) {
    await waitForScreen(page, screenTitle(locale, screen));
    await expect(page).toHaveURL(new RegExp(`screen=${screen}$`));
    if (onScreen) await onScreen(screen);
    await fillScreen(page, locale, screen);
    const following = journeyScreens[index + 1];
    if (following) await next(page, locale, following);
  }
  await page.getByRole('main').getByRole('button', { name: text(locale, 'wizard:wizard.toSummary'), exact: true }).click();
  await waitForScreen(page, text(locale, 'wizard:summary.heading'));
}

/** The whole declaration as the wizard stores it (the draft API's document shape). */
export function fullDocument(idNr: string) {
  return {
    filing: { joint: 'no' },
    personA: { idNr },
    taxIdentification: { kind: 'taxOffice', state: answers.state.value, taxOffice: answers.taxOffice.value },
    bank: { iban: answers.iban, holder: answers.holder },
    donations: { has: 'yes', items: answers.donations.map((d) => ({ ...d, amount: `${d.amount}.00` })) },
    medical: { has: 'yes', items: [{ description: answers.medical.description, amount: `${answers.medical.amount}.00` }] },
    disability: { personA: { has: 'no' } },
    household: { has: 'no' },
    craftsman: {
      has: 'yes',
      items: [
        {
          description: answers.craftsman.description,
          labourCost: `${answers.craftsman.labourCost}.00`,
          paidByTransfer: 'yes',
        },
      ],
    },
  };
}

export async function saveDraftViaApi(request: APIRequestContext, document: Record<string, unknown>) {
  const response = await apiPost(request, `/drafts/${FORM_MODEL}`, { document });
  expect(response.status(), await response.text()).toBe(200);
}

export async function isAuthenticated(request: APIRequestContext): Promise<boolean> {
  const response = await request.get(`${API}/users/status`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { authenticated: boolean }).authenticated;
}

export async function gotoWizardScreen(page: Page, locale: Locale, screen: string) {
  await page.goto(ui(`${routes.wizard}?screen=${screen}`));
  return waitForScreen(page, screenTitle(locale, screen));
}

/** Submit on the summary → confirm modal → signed in the browser → confirmation. */
export const confirmDialog = (page: Page, locale: Locale) => page.getByRole('dialog', { name: text(locale, 'wizard:summary.confirm.title') }).or(
  page.getByRole('alertdialog', { name: text(locale, 'wizard:summary.confirm.title') }),
);

export async function openConfirmDialog(page: Page, locale: Locale) {
  await page.getByRole('button', { name: text(locale, 'wizard:summary.submit'), exact: true }).click();
  await expect(confirmDialog(page, locale)).toBeVisible();
}

export const dialogNamed = (page: Page, title: string) => page.getByRole('dialog', { name: title }).or(page.getByRole('alertdialog', { name: title }));

// ---- Matrix states of the declaration half (used by support/states.ts) ----

export type { WizardDocument } from './stateTypes';

function wizardState(screen: WizardScreen, errors: boolean): ScreenState {
  return {
    id: `wizard-${screen}${errors ? '-errors' : ''}`,
    auth: true,
    declaration: true,
    // Each screen emptied on top of the full declaration, with the conditions set that display it.
    wizardDocument: (doc) => emptyScreen(screen, doc),
    open: async (page, locale) => {
      await gotoWizardScreen(page, locale, screen);
      await expect(page).toHaveURL(new RegExp(`screen=${screen}$`));
      if (errors) await nextOnEmptyScreen(page, locale);
    },
    ...(errors ? { from: { id: `wizard-${screen}`, advance: nextOnEmptyScreen } } : {}),
  };
}

/** Next on an empty screen: the title says there are errors and a field is invalid. */
async function nextOnEmptyScreen(page: Page, locale: Locale) {
  await nextButton(page, locale).click();
  await expect(page).toHaveTitle(errorTitlePattern(locale));
  await expect(page.locator('main [aria-invalid="true"]').first()).toBeAttached();
}

async function openNewCodeDialog(page: Page, locale: Locale) {
  await page.getByRole('main').getByRole('button', { name: text(locale, 'wizard:confirmation.newCode'), exact: true }).click();
  await expect(dialogNamed(page, text(locale, 'wizard:confirmation.newCodeDialog.title'))).toBeVisible();
}

async function openConfirmation(page: Page, locale: Locale) {
  await gotoRoute(page, routes.confirmation, text(locale, 'wizard:confirmation.heading'));
}

export const declarationStates: ScreenState[] = [
  ...wizardScreens.flatMap((screen) => [wizardState(screen, false), ...(screensWithoutInputs.includes(screen) ? [] : [wizardState(screen, true)])]),
  {
    id: 'summary',
    auth: true,
    declaration: true,
    open: async (page, locale) => void (await gotoRoute(page, routes.summary, text(locale, 'wizard:summary.heading'))),
  },
  {
    id: 'summary-confirm-modal',
    auth: true,
    declaration: true,
    open: async (page, locale) => {
      await gotoRoute(page, routes.summary, text(locale, 'wizard:summary.heading'));
      await openConfirmDialog(page, locale);
    },

    from: { id: 'summary', advance: openConfirmDialog },
  },
  { id: 'confirmation', auth: true, declaration: 'sent', open: openConfirmation },
  {
    id: 'confirmation-leave-modal',
    auth: true,
    declaration: 'sent',
    open: async (page, locale) => {
      await openConfirmation(page, locale);
      await page.getByRole('main').getByRole('button', { name: text(locale, 'wizard:confirmation.toStart'), exact: true }).click();
      await expect(dialogNamed(page, text(locale, 'wizard:confirmation.leave.title'))).toBeVisible();
    },
  },
  {
    id: 'confirmation-new-code-modal',
    auth: true,
    declaration: 'sent',
    open: async (page, locale) => {
      await openConfirmation(page, locale);
      await openNewCodeDialog(page, locale);
    },
    from: { id: 'confirmation', advance: openNewCodeDialog },
  },
  {
    id: 'confirmation-success',
    auth: true,
    declaration: 'sent',
    open: async (page, locale) => void (await gotoRoute(page, routes.confirmationSuccess, text(locale, 'wizard:success.heading'))),
  },
];

/**
 * The session as it was before sending: without the confirmation, which the wizard and the summary
 * would show instead of themselves (the declaration was sent).
 */
export function withoutConfirmation(session: AuthState): AuthState {
  const entries: Record<string, string> = { ...session.session };
  delete entries['einfach.confirmation'];
  return { cookies: session.cookies, session: entries };
}

/** A copy of the session with another wizard document (and no stored validation messages). */
export function withWizardDocument(session: AuthState, change: (doc: WizardDocument) => WizardDocument): AuthState {
  const wizard = JSON.parse(session.session['einfach.wizard']) as { document: WizardDocument };
  wizard.document = change(structuredClone(wizard.document));
  const entries: Record<string, string> = { ...session.session, 'einfach.wizard': JSON.stringify(wizard) };
  delete entries['einfach.wizardValidation'];
  return { cookies: session.cookies, session: entries };
}

/**
 * The worker's user saves the full declaration as a draft, opens it in the wizard, and submits it
 * through the summary (real browser signature); returns the session storage the app then holds.
 */
export async function prepareDeclarationSession(browser: Browser, baseURL: string, auth: AuthState): Promise<AuthState> {
  const context = await browser.newContext({ baseURL });
  try {
    await context.addCookies(auth.cookies);
    const page = await context.newPage();
    await prepareBrowser(page, { theme: 'light', locale: 'de' });
    await page.addInitScript((entries) => {
      if (sessionStorage.getItem('a11y-tests.auth')) return;
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
      sessionStorage.setItem('a11y-tests.auth', '1');
    }, auth.session);
    const idNr = (JSON.parse(auth.session['einfach.loginUser']) as { id: string }).id;
    await saveDraftViaApi(page.request, fullDocument(idNr));
    await page.goto(ui(routes.year));
    await startWizard(page, 'de');
    await gotoWizardScreen(page, 'de', 'review');
    await page.getByRole('main').getByRole('button', { name: text('de', 'wizard:wizard.toSummary'), exact: true }).click();
    await waitForScreen(page, text('de', 'wizard:summary.heading'));
    await openConfirmDialog(page, 'de');
    await confirmDialog(page, 'de').getByRole('button', { name: text('de', 'wizard:summary.confirm.submit'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('de', 'wizard:confirmation.heading') })).toBeVisible({ timeout: 90_000 });
    const session = await page.evaluate(() => {
      const out: Record<string, string> = {};
      for (let i = 0; i < sessionStorage.length; i++) {
        const key = sessionStorage.key(i)!;
        if (key.startsWith('einfach.')) out[key] = sessionStorage.getItem(key)!;
      }
      return out;
    });
    return { cookies: await context.cookies(), session };
  } finally {
    await context.close();
  }
}
