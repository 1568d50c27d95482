// The signed-in pages come whole from the server (issue 35): a reload of the year screen, the year
// info, a wizard screen with answers, the summary and the confirmation arrives with its h1 and its
// content in the HTML (no-store),
// and the app takes that very markup over (hydration, no second render, no console error).
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { confirmDialog, fillScreen, gotoWizardScreen, next, openConfirmDialog, screenTitle, textbox, walkWizard, YEAR } from './support/declaration';
import { collectErrors, loginViaUi, prepareBrowser, registerViaApi, routes, ui, waitForScreen } from './support/journey';
import { text } from './support/texts';


/**
 * Reloads the page with the app's scripts held back a moment: the h1 as sent is marked, then the app
 * comes; the marked h1 must be the one React took over. Returns the HTML as the server sent it.
 */
async function reloadInPlace(page: Page, heading: string): Promise<{ html: string; cacheControl: string | undefined }> {
  let hold = true;
  await page.route(/\/erklaerung\/ui\/assets\/.*\.js$/, async (route) => {
    if (hold && !/boot-/.test(route.request().url())) await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Let go after the test's own unroute (the request is then already answered).
    await route.continue().catch(() => undefined);
  });
  const response = await page.reload({ waitUntil: 'commit' });
  const html = (await response?.text()) ?? '';
  // Whole as sent: no part left to an inline script (the CSP refuses those).
  expect(html).not.toMatch(/<script>/);
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeVisible();
  await h1.evaluate((el) => ((el as HTMLElement & { fromServer?: boolean }).fromServer = true));
  await expect.poll(() => h1.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))), { message: 'not hydrated', timeout: 30_000 }).toBe(true);
  expect(await h1.evaluate((el) => (el as HTMLElement & { fromServer?: boolean }).fromServer), "the server's h1 was replaced").toBe(true);
  // Focus stays where any page load leaves it, at the document's start: the app moves nothing.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  hold = false;
  await page.unroute(/\/erklaerung\/ui\/assets\/.*\.js$/);
  return { html, cacheControl: response?.headers()['cache-control'] };
}

for (const locale of ['de', 'en'] as const) {
  test(`signed-in pages arrive whole on a reload and are taken over in place (${locale})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);
    const errors = collectErrors(page);
    await prepareBrowser(page, { theme: 'light', locale });
    const user = await registerViaApi(request);
    await loginViaUi(page, locale, user);

    const year = await reloadInPlace(page, t('wizard:year.title'));
    expect(year.cacheControl).toBe('no-store');
    expect(year.html).toContain(t('wizard:year.title'));
    await page.getByRole('radio', { name: t('wizard:year.option', { year: YEAR }) }).check();
    await page.getByRole('button', { name: t('wizard:common.next'), exact: true }).click();
    await waitForScreen(page, t('wizard:info.heading', { year: YEAR }));
    const info = await reloadInPlace(page, t('wizard:info.heading', { year: YEAR }));
    expect(info.html).toContain(t('wizard:info.heading', { year: YEAR }));
    await page.getByRole('radio', { name: t('wizard:common.yes'), exact: true }).check();
    await page.getByRole('button', { name: t('wizard:common.next'), exact: true }).click();
    await waitForScreen(page, screenTitle(locale, 'filing'));
    await fillScreen(page, locale, 'filing');
    await next(page, locale, 'personA');
    const wizard = await reloadInPlace(page, screenTitle(locale, 'personA'));
    expect(wizard.cacheControl).toBe('no-store');
    expect(wizard.html).toContain(screenTitle(locale, 'personA'));
    // The name the tax office knows is in the HTML, as the API gives it to this session.
    await expect(textbox(page, locale, 'person.firstName')).not.toHaveValue('');
    await expectNoAxeViolations(page, `wizard screen as rendered and hydrated (${locale})`);
    // The step menu is in the server's page at every width; its style sheet shows it from 1024 px only.
    const menu = page.getByRole('navigation', { name: t('wizard:wizard.menuLabel') });
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(menu).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 720 });

    // Typed but not yet saved (no Next), then a reload: the server has only the draft, so the page it
    // sends shows the saved name; the tab's answer wins, drawn afresh by the app, and nothing is lost.
    const firstName = textbox(page, locale, 'person.firstName');
    await firstName.fill('Annegret');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: screenTitle(locale, 'personA') })).toBeVisible();
    await expect(firstName).toHaveValue('Annegret');

    if (locale === 'de') {
      // On to the summary and the confirmation, each reloaded: whole from the server, taken over in place.
      await gotoWizardScreen(page, locale, 'filing');
      await walkWizard(page, locale);
      const summary = await reloadInPlace(page, t('wizard:summary.heading'));
      expect(summary.cacheControl).toBe('no-store');
      expect(summary.html).toContain(t('wizard:summary.heading'));
      await openConfirmDialog(page, locale);
      await confirmDialog(page, locale).getByRole('button', { name: t('wizard:summary.confirm.submit'), exact: true }).click();
      await waitForScreen(page, t('wizard:confirmation.heading'));
      const ticket = (await page.getByText(/[A-Z]{2}-\d{4}-[A-Z0-9]+/).first().innerText()).trim();
      const confirmation = await reloadInPlace(page, t('wizard:confirmation.heading'));
      expect(confirmation.html).toContain(ticket);
      await expectNoAxeViolations(page, 'confirmation as rendered and hydrated (de)');
    }
    expect(errors).toEqual([]);
  });
}

test('a signed-in address without a session: the login, whole, then after the login the page asked for; an unknown address: the start page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const answer = await request.get(ui('/tax/wizard?screen=bank'));
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain(text('de', 'login.heading'));
  const user = await registerViaApi(request);
  await page.goto(ui('/tax/year'));
  await expect(page).toHaveURL(new RegExp(`${ui(routes.login)}$`));
  await loginViaUi(page, 'de', user);
  const unknown = await page.goto(ui('/gibt-es-nicht'));
  expect(unknown?.status()).toBe(404);
  expect(await unknown?.text()).toContain(text('de', 'start.heading'));
  await expect(page).toHaveURL(new RegExp(`${ui(routes.start)}$`));
  await expect(page.getByRole('heading', { level: 1, name: text('de', 'start.heading') })).toBeVisible();
});

test('a signed-in page sent in the other language than the tab keeps (cookie and stored choice disagree) gives way to the tab\'s language as soon as the app has drawn it', async ({ page, context }) => {
  test.setTimeout(120_000);
  await prepareBrowser(page, { theme: 'light', locale: 'en' });
  const user = await registerViaApi(page.request);
  await loginViaUi(page, 'en', user);
  await waitForScreen(page, text('en', 'wizard:year.title'));
  // The language cookie says German, the tab's stored choice English: as when the browser cleared its
  // cookies but kept the site's storage, and the server sends its default language.
  const { hostname } = new URL(page.url());
  await context.addCookies([{ name: 'ee_lang', value: 'de', domain: hostname, path: '/erklaerung' }]);
  const errors = collectErrors(page);
  const response = await page.reload({ waitUntil: 'commit' });
  expect(await response?.text()).toContain(text('de', 'wizard:year.title'));
  // Not after the app's time limit for a screen it cannot match (8 s, src/app/main.tsx), but once its own screen is there.
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'wizard:year.title') })).toBeVisible({ timeout: 5_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(errors).toEqual([]);
});
