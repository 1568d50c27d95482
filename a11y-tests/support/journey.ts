// Helpers for the browser journeys: theme/locale before load, registration, login and the declaration screens.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { generateValidIdNr } from '../../src/domain/validators/idNr';
import { ACCESS_CODE_PATTERN } from '../../src/domain/validators/accessCode';
import { href, paths, UI_BASE } from '../../src/app/routing/paths';
import { fieldName, text, type Locale, type Theme } from './texts';

export const UI = UI_BASE;
export const API = '/erklaerung/api';

/** Absolute app path of a route. */
export const ui = href;

/** The app's own route table: the tests follow it rather than keep a copy. */
export const routes = paths;

/** A birth date of a pensioner, display form (DD.MM.YYYY) and ISO form. */
export const pensionerBirthDate = { display: '24.03.1950', iso: '1950-03-24' };

export const newIdNr = () => generateValidIdNr(Math.random);

/**
 * Contrast and locale as the app persists them (src/app/state/theme.ts, locale.ts), written before
 * the first script of the first page load only, so toggles made during a test survive reloads.
 */
export async function prepareBrowser(page: Page, { theme, locale }: { theme: Theme; locale: Locale }) {
  await page.addInitScript(
    ([dark, lang]) => {
      if (sessionStorage.getItem('a11y-tests.prepared')) return;
      localStorage.setItem('einfach.darkMode', dark);
      localStorage.setItem('einfach.locale', JSON.stringify(lang));
      sessionStorage.setItem('a11y-tests.prepared', '1');
    },
    [theme === 'contrast' ? 'true' : 'false', locale] as const,
  );
}

/**
 * Switches the theme of an open page the way a second tab of the app does: local storage changes and
 * the app follows its storage event. Works while a modal makes the header inert; waits until the
 * `<html>` class changed and no transition is running.
 */
export async function switchTheme(page: Page, theme: Theme) {
  const before = await page.evaluate(() => document.documentElement.className);
  await page.evaluate((dark) => {
    localStorage.setItem('einfach.darkMode', dark);
    window.dispatchEvent(new StorageEvent('storage', { key: 'einfach.darkMode', newValue: dark, storageArea: localStorage }));
  }, theme === 'contrast' ? 'true' : 'false');
  await page.waitForFunction((old) => document.documentElement.className !== old, before);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** Waits until the app has rendered its page heading (lazy screens show a busy text first). */
export async function waitForScreen(page: Page, headingName?: string | RegExp) {
  const h1 = page.getByRole('heading', { level: 1, ...(headingName ? { name: headingName } : {}) });
  await expect(h1).toBeVisible({ timeout: 30_000 });
  // The page comes whole from the server; the app then takes it over (or, where this tab's state
  // differs, puts its own in its place): what a test reads next is the app's. The start page waits
  // for use and says so ("waiting").
  await expect(page.locator('html')).toHaveAttribute('data-ee-app', /^(waiting|ready)$/, { timeout: 30_000 });
  await expect(h1).toBeVisible({ timeout: 30_000 });
  return h1;
}

export async function gotoRoute(page: Page, route: string, headingName?: string | RegExp) {
  await page.goto(ui(route));
  return waitForScreen(page, headingName);
}

/** The access code inside a server message (test mode puts it there). */
export function accessCodeIn(message: string): string {
  const match = message.match(new RegExp(ACCESS_CODE_PATTERN.source.slice(1, -1)));
  if (!match) throw new Error(`No access code in: ${message}`);
  return match[0];
}

async function csrfToken(request: APIRequestContext): Promise<string> {
  const response = await request.get(`${API}/users/status`);
  const token = response.headers()['x-csrf-token'];
  if (!token) throw new Error('The server sent no X-CSRF-Token');
  return token;
}

/** POST with the session's CSRF token, as the app's request hook does; `headers` adds others (a tab's X-Login-Tag). */
export async function apiPost(request: APIRequestContext, path: string, body: unknown, headers: Record<string, string> = {}) {
  const token = await csrfToken(request);
  return request.post(`${API}${path}`, { data: body, headers: { 'X-CSRF-Token': token, ...headers } });
}

/** The login tag a signed-in tab holds and sends (docs/api.md, X-Login-Tag): a call made for that tab carries it. */
export async function tabLoginHeaders(page: Page): Promise<Record<string, string>> {
  const tag = await page.evaluate(() => JSON.parse(sessionStorage.getItem('einfach.loginTag') ?? 'null') as string | null);
  expect(tag, 'the tab holds a login tag').toBeTruthy();
  return { 'X-Login-Tag': tag as string };
}

export interface Registered {
  idNr: string;
  accessCode: string;
  birthDate: string;
}

/** Registers a fresh IdNr through the API (faster than the form) and returns the test-mode access code. */
export async function registerViaApi(request: APIRequestContext, idNr = newIdNr()): Promise<Registered> {
  const response = await apiPost(request, '/users/register', {
    id: idNr,
    birthDate: pensionerBirthDate.iso,
    email: 'rentnerin@example.org',
    testMarker: '',
  });
  expect(response.status(), await response.text()).toBe(200);
  const { message } = (await response.json()) as { message: string };
  return { idNr, accessCode: accessCodeIn(message), birthDate: pensionerBirthDate.display };
}

/** A text field by its label key (required fields carry " (required)" in their name). */
export const field = (page: Page, locale: Locale, labelKey: string, required = true) =>
  page.getByRole('textbox', { name: fieldName(locale, labelKey, required), exact: true });

/**
 * Waits until the app has taken the page over (src/app/main.tsx marks it "ready"). A page arrives whole
 * from the server, so its heading shows before the app runs: what the app adds (the session's timers,
 * its handlers) starts only then. The start page waits for the person's first move to load the app
 * (src/app/boot.ts, "waiting"); Shift, no character, is that move here.
 */
export async function waitForApp(page: Page) {
  if ((await page.evaluate(() => document.documentElement.getAttribute('data-ee-app'))) === 'waiting') await page.keyboard.press('Shift');
  await page.waitForFunction(() => document.documentElement.getAttribute('data-ee-app') === 'ready', null, { timeout: 30_000 });
}

/** The pause between typed keys: a quick typist's. */
export const TYPING_DELAY_MS = 15;

/** Waits until the masks' 30 ms debounce has fired and React has rendered the result. */
export async function settle(page: Page) {
  await page.waitForTimeout(40);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
}

/**
 * Types into a masked input key by key at a quick typist's pace (15 ms; the masks keep every key at
 * that pace: journeys.e2e.ts "masked input keeps every key"), then lets the last one settle.
 */
export async function typeInto(field: Locator, value: string) {
  const page = field.page();
  await field.click();
  await field.press('Control+a');
  await field.press('Delete');
  await page.keyboard.type(value, { delay: TYPING_DELAY_MS });
  await settle(page);
  const pattern = value.split('').map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^0-9A-Za-z]*');
  await expect(field).toHaveValue(new RegExp(`^${pattern}$`, 'i'));
}

/** Picks a test marker in the design-system Select (Radix on fine pointers, native on coarse). */
export async function chooseTestMarker(page: Page, label: string, optionName: string | RegExp) {
  const control = page.getByRole('combobox', { name: label, exact: true }).or(page.getByLabel(label, { exact: true })).first();
  const tag = await control.evaluate((el) => el.tagName);
  if (tag === 'SELECT') {
    const value = await control.locator('option').filter({ hasText: optionName }).first().getAttribute('value');
    await control.selectOption(value ?? '');
    return;
  }
  await control.click();
  await page.getByRole('option', { name: optionName }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Registration through the screens: intro → form → success; returns the access code shown there. */
export async function registerViaUi(page: Page, locale: Locale, idNr = newIdNr()): Promise<Registered> {
  const t = (key: string) => text(locale, key);
  await gotoRoute(page, routes.registration, t('registration.intro.heading'));
  await page.getByRole('button', { name: t('registration.intro.applies') }).click();
  await waitForScreen(page, t('registration.form.heading'));
  await fillRegistrationForm(page, locale, { idNr, birthDate: pensionerBirthDate.display, email: 'rentner@example.org' });
  await page.getByRole('button', { name: t('registration.form.submit'), exact: true }).click();
  await waitForScreen(page, t('registration.success.heading'));
  // The test-mode box shows the code alone in one paragraph; the server message repeats it in a sentence.
  const code = page.getByRole('main').getByText(ACCESS_CODE_PATTERN);
  await expect(code).toBeVisible();
  const accessCode = (await code.innerText()).trim();
  return { idNr, accessCode, birthDate: pensionerBirthDate.display };
}

export async function fillRegistrationForm(page: Page, locale: Locale, values: { idNr?: string; birthDate?: string; email?: string }) {
  if (values.idNr !== undefined) await typeInto(field(page, locale, 'registration.form.idNr.label'), values.idNr);
  if (values.birthDate !== undefined) await typeInto(field(page, locale, 'registration.form.birthDate.label'), values.birthDate);
  if (values.email !== undefined) await field(page, locale, 'registration.form.email.label').fill(values.email);
}

export async function fillLogin(page: Page, locale: Locale, { idNr, accessCode }: { idNr: string; accessCode: string }) {
  await typeInto(field(page, locale, 'login.idNr.label'), idNr);
  await typeInto(field(page, locale, 'login.accessCode.label'), accessCode);
}

/** Login through the screen; the browser makes its key pair and CMS (real crypto), so allow time. */
export async function loginViaUi(
  page: Page,
  locale: Locale,
  user: { idNr: string; accessCode: string },
  { marker, expectYear = true }: { marker?: string | RegExp; expectYear?: boolean } = {},
) {
  const t = (key: string) => text(locale, key);
  await gotoRoute(page, routes.login, t('login.heading'));
  await fillLogin(page, locale, user);
  if (marker) await chooseTestMarker(page, t('login.testMarker.label'), marker);
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  if (expectYear) await waitForYearScreen(page, locale);
}

/** The declaration year screen, after a login (which makes a key pair in the browser: allow time). */
export async function waitForYearScreen(page: Page, locale: Locale) {
  await expect(page).toHaveURL(new RegExp(`${ui(routes.year)}$`), { timeout: 90_000 });
  return waitForScreen(page, text(locale, 'wizard:year.title'));
}

/** An error box: an alert, or a group when it took focus after the user's action (GlobalErrors). */
export const errorBox = (page: Page, category: string) => page.locator(`:is([role="alert"], [role="group"])[data-category="${category}"]`);

/** What has focus, described for assertions and messages. */
export async function focusDescription(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { tag: 'BODY', name: '', id: '', role: '', inDialog: false, level: 0 };
    return {
      tag: el.tagName,
      name: (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' '),
      id: el.id,
      role: el.getAttribute('role') ?? '',
      inDialog: !!el.closest('[role="dialog"], [role="alertdialog"]'),
      level: /^H[1-6]$/.test(el.tagName) ? Number(el.tagName[1]) : 0,
    };
  });
}

/** Console errors and uncaught exceptions of a page (a hydration mismatch reports one). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
