// The start page comes rendered from the server: readable and its links working before (and without)
// its script; the app loads when the page is about to be used and hydrates it in place; language and
// theme follow the preference cookies.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { collectErrors, newIdNr, pensionerBirthDate, prepareBrowser, registerViaApi, routes, ui, waitForYearScreen } from './support/journey';
import { easyReadPagePath, easyReadTopicPath } from '../src/app/routing/paths';
import { easyReadPages, easyReadTopics } from '../src/app/easyRead/content';
import { fieldName, pageTitle, text } from './support/texts';
import { ACCESS_CODE_PATTERN } from '../src/domain/validators/accessCode';


/** The app runs when it has set the screen's title (an effect, so after hydration or render). */
async function appRunning(page: Page, locale: 'de' | 'en') {
  await expect(page).toHaveTitle(pageTitle(locale, 'start.title'));
  await page.waitForFunction(() => document.getElementById('root')?.hasChildNodes());
}

test.describe('prerendered start page', () => {
  test('reads without JavaScript: language, title, heading, text and the footer links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(ui(routes.start));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle(pageTitle('de', 'start.title'));
    await expect(page.getByRole('heading', { level: 1, name: text('de', 'start.heading') })).toBeVisible();
    await expect(page.getByText(text('de', 'start.intro1'))).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: text('de', 'ds:footer.imprint') })).toHaveAttribute('href', ui(routes.imprint));
    // BITV 2.0 § 4: Leichte Sprache from the header and from the start page, also before any script.
    await expect(page.getByRole('banner').getByRole('link', { name: text('de', 'ds:easyRead'), exact: true })).toHaveAttribute('href', ui(routes.easyRead));
    await expect(page.getByRole('main').getByRole('link', { name: text('de', 'easyRead.startLink'), exact: true })).toHaveAttribute('href', ui(routes.easyRead));
    await context.close();
  });

  test('the page fetches no app until it is used; then the app takes over the very markup the server sent, and a click made before it came counts', async ({ page }) => {
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // Hold the app's chunks back until the server's markup carries marks and a click was made.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/erklaerung\/ui\/assets\/app-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(ui(routes.start), { waitUntil: 'networkidle' });
    // Read but not used: the boot script (src/app/boot.ts) is the only script fetched.
    expect(scripts).toEqual([expect.stringMatching(/\/assets\/boot-[^/]+\.js$/)]);
    const heading = page.getByRole('heading', { level: 1, name: text('de', 'start.heading') });
    await expect(heading).toBeVisible();
    // What a screen reader meets before the app runs keeps docs/accessibility-contract.md too.
    await expectNoAxeViolations(page, 'start page as the server sent it');
    const home = page.getByRole('banner').getByRole('link').first();
    await home.evaluate((a) => ((a as HTMLElement & { fromServer?: boolean }).fromServer = true));

    // A click before the app is there: kept, and carried out once the app has taken the page over.
    const main = page.getByRole('main');
    await main.getByRole('button', { name: text('de', 'start.startNow'), exact: true }).or(main.getByRole('link', { name: text('de', 'start.startNow'), exact: true })).first().click();
    await expect(heading).toBeVisible();
    release();
    await expect(page).toHaveURL(new RegExp(`${ui(routes.login)}$`));
    await expect(page.getByRole('heading', { level: 1, name: text('de', 'login.heading') })).toBeFocused();
    // Hydrated, not drawn afresh: the header is still the server's element.
    expect(await home.evaluate((a) => (a as HTMLElement & { fromServer?: boolean }).fromServer)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('contrast and English are sent by the server once chosen', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(ui(routes.start));
    await appRunning(page, 'de');
    await page.getByRole('button', { name: text('de', 'ds:contrastMode') }).click();
    await page.getByRole('button', { name: text('de', 'ds:languageSwitch') }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const contrastClass = await page.evaluate(() => document.documentElement.className);

    const response = await page.reload();
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`<html lang="en" class="${contrastClass}">`);
    expect(html).toContain(`<title>${pageTitle('en', 'start.title')}</title>`);
    expect(html).toContain(text('en', 'start.heading'));
    await appRunning(page, 'en');
    await expect(page.getByRole('button', { name: text('en', 'ds:contrastMode') })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveClass(contrastClass);
    expect(errors).toEqual([]);
  });

  test('a language stored in the browser but not in a cookie: the page is rendered afresh in it', async ({ page, context }) => {
    const errors = collectErrors(page);
    await prepareBrowser(page, { theme: 'contrast', locale: 'en' });
    await context.clearCookies();
    const response = await page.goto(ui(routes.start));
    expect(await response?.text()).toContain('<html lang="de"');
    await appRunning(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'start.heading') })).toBeVisible();
    await expect(page.getByRole('button', { name: text('en', 'ds:contrastMode') })).toHaveAttribute('aria-pressed', 'true');
    // From now on the server knows.
    expect((await context.cookies()).map((c) => `${c.name}=${c.value}`)).toEqual(expect.arrayContaining(['ee_lang=en', 'ee_contrast=1']));
    expect(errors).toEqual([]);
  });
});

// Issue 35: every public page is whole before its script, and the app takes it over without drawing
// it afresh (a hydration mismatch is logged as a console error, which fails the test).
test.describe('every public page rendered by the server', () => {
  const pages = (locale: 'de' | 'en') => [
    { route: routes.login, heading: text(locale, 'login.heading') },
    { route: routes.registration, heading: text(locale, 'registration.intro.heading') },
    { route: routes.registrationForm, heading: text(locale, 'registration.form.heading') },
    { route: routes.registrationSuccess, heading: text(locale, 'registration.success.heading') },
    { route: routes.accessibility, heading: text(locale, 'pages.accessibility.heading') },
    { route: routes.imprint, heading: text(locale, 'pages.imprint.heading') },
    { route: routes.dataProtection, heading: text(locale, 'pages.dataProtection.heading') },
    { route: routes.easyRead, heading: text(locale, 'easyRead:heading') },
    { route: easyReadPagePath(easyReadPages[0].id), heading: easyReadPages[0].title },
    { route: easyReadTopicPath('spenden'), heading: easyReadTopics.find((d) => d.id === 'spenden')!.title },
    { route: `${routes.error}?type=client`, heading: text(locale, 'errorPage.heading') },
  ];

  for (const locale of ['de', 'en'] as const) {
    test(`each arrives with its title and h1, reads without JavaScript, and hydrates in place (${locale})`, async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      const cookies = [{ name: 'ee_lang', value: locale, url: baseURL! }];
      const still = await browser.newContext({ javaScriptEnabled: false });
      await still.addCookies(cookies);
      const live = await browser.newContext();
      await live.addCookies(cookies);
      try {
        const reader = await still.newPage();
        const page = await live.newPage();
        await prepareBrowser(page, { theme: 'light', locale });
        const errors = collectErrors(page);
        for (const { route, heading } of pages(locale)) {
          // As sent: the page's language, its h1 and a title that names it, without any script.
          const response = await reader.goto(ui(route));
          const html = (await response?.text()) ?? '';
          expect(html, route).toContain(`<html lang="${locale}"`);
          expect(html, route).toMatch(/<h1[\s>]/);
          // Whole as sent: no part left to an inline script (the CSP refuses those).
          expect(html, route).not.toMatch(/<script>/);
          await expect(reader.getByRole('heading', { level: 1, name: heading }), route).toBeVisible();
          const title = await reader.title();
          expect(title, route).toMatch(/ – Einfach Erklären$/);

          // With the app: the server's h1 element stays (hydrated, not replaced), the title stays.
          await page.goto(ui(route));
          const h1 = page.getByRole('heading', { level: 1, name: heading });
          await expect(h1).toBeVisible();
          await h1.evaluate((el) => ((el as HTMLElement & { fromServer?: boolean }).fromServer = true));
          // Hydrated: React has taken the very element over (its fiber is on it).
          await expect.poll(() => h1.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))), { message: `${route}: not hydrated`, timeout: 30_000 }).toBe(true);
          await expect(page).toHaveTitle(title);
          expect(await h1.evaluate((el) => (el as HTMLElement & { fromServer?: boolean }).fromServer), `${route}: the server's h1 was replaced`).toBe(true);
          if (route === routes.login) await expectNoAxeViolations(page, `login as rendered and hydrated (${locale})`);
        }
        expect(errors).toEqual([]);
      } finally {
        await still.close();
        await live.close();
      }
    });
  }
});

test('typed into the login before the app has come: the answers are kept and the login goes through', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const user = await registerViaApi(request);
  // The app's chunks come 3 s late (a slow line): the server's form is there at once.
  await page.route(/\/erklaerung\/ui\/assets\/.*\.js$/, async (route) => {
    if (!/boot-/.test(route.request().url())) await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  await page.goto(ui(routes.login), { waitUntil: 'commit' });
  const idNr = page.getByRole('textbox', { name: fieldName('de', 'login.idNr.label') });
  const code = page.getByRole('textbox', { name: fieldName('de', 'login.accessCode.label') });
  await idNr.pressSequentially(user.idNr);
  await code.pressSequentially(user.accessCode);
  // Enter before the app runs: kept, and carried out once it has taken the page over.
  await code.press('Enter');
  await waitForYearScreen(page, 'de');
  expect(errors).toEqual([]);
});

test('typed into the registration form before the app has come: a plain field (e-mail) and the masked ones keep their text and count', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await page.route(/\/erklaerung\/ui\/assets\/.*\.js$/, async (route) => {
    if (!/boot-/.test(route.request().url())) await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  await page.goto(ui(routes.registrationForm), { waitUntil: 'commit' });
  const idNr = newIdNr();
  const email = page.getByRole('textbox', { name: fieldName('de', 'registration.form.email.label') });
  await page.getByRole('textbox', { name: fieldName('de', 'registration.form.idNr.label') }).pressSequentially(idNr);
  await page.getByRole('textbox', { name: fieldName('de', 'registration.form.birthDate.label') }).pressSequentially(pensionerBirthDate.display);
  await email.pressSequentially('rentner@example.org');
  // The app takes the page over (its h1 is React's), and the typed e-mail is still there, in the app's state too.
  const h1 = page.getByRole('heading', { level: 1, name: text('de', 'registration.form.heading') });
  await expect.poll(() => h1.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))), { timeout: 30_000 }).toBe(true);
  await expect(email).toHaveValue('rentner@example.org');
  await page.getByRole('button', { name: text('de', 'registration.form.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('de', 'registration.success.heading') })).toBeVisible({ timeout: 30_000 });
  // Reloaded: the server's page reads without this tab's message; the tab, which holds it, shows it again.
  // A chunk the success screen asked for late may still be held back: its delay ends (and it is sent)
  // before the reload, which would otherwise cancel it under the handler.
  await page.unrouteAll({ behavior: 'wait' });
  const code = page.getByRole('main').getByText(ACCESS_CODE_PATTERN).first();
  const shown = (await code.innerText()).trim();
  await page.reload();
  await expect(page.getByRole('main').getByText(shown).first()).toBeVisible();
  expect(errors).toEqual([]);
});
