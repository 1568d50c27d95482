// Issue 35, points 3 and 4: every public page the server renders is whole and usable without the app's
// script. Its chunks answer 404: each page reads completely, its links lead where they point, axe finds
// nothing, the header's language and contrast switches work (the server answers them), and a form that
// needs the script says so. Its chunks come late (5 s): the page is whole before, the switches act at
// once, and when the app has come it shows the same page and logs no error (a hydration mismatch is
// one). prerender.e2e.ts has the rest: each page's title and h1 with JavaScript switched off, and the
// hydration of each page in place.
import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { collectErrors, prepareBrowser, routes, ui } from './support/journey';
import { text, type Locale } from './support/texts';
import { easyReadPagePath, easyReadTopicPath } from '../src/app/routing/paths';
import { easyReadPages, easyReadTopics } from '../src/app/easyRead/content';
import { prerenderedRoute } from '../src/domain/startPage';

/** The app's scripts (the boot script included): everything but the HTML and the style sheets. */
const CHUNKS = /\/erklaerung\/ui\/assets\/[^/?]+\.js(\?.*)?$/;
/** How late the slow chunks come. */
const SLOW_MS = 5_000;

/** The login is rendered by the server once forms are (issue 35); until then it is the app's alone. */
const loginRendered = prerenderedRoute(routes.login) !== null;

interface Expected {
  route: string;
  heading: string;
  /** A text of the page's main content, as the user reads it. */
  text: string;
  /** The step needs the script: the page says so (the design-system ScriptNotice). */
  needsScript?: string;
}

/** Every public page the server renders (src/domain/startPage.ts, prerenderedRoute), with its h1 and a text of it. */
function expected(locale: Locale) {
  const t = (key: string) => text(locale, key);
  const page = easyReadPages[0];
  const topic = easyReadTopics.find((d) => d.id === 'spenden')!;
  const pages = {
    start: { route: routes.start, heading: t('start.heading'), text: t('start.intro1') },
    easyRead: { route: routes.easyRead, heading: t('easyRead:heading'), text: t('easyRead:overviewIntro1') },
    easyReadPage: { route: easyReadPagePath(page.id), heading: page.title, text: page.sections[0].lines[0] },
    imprint: { route: routes.imprint, heading: t('pages.imprint.heading'), text: t('pages.imprint.provider') },
    accessibility: { route: routes.accessibility, heading: t('pages.accessibility.heading'), text: t('pages.accessibility.statusHeading') },
    registration: { route: routes.registration, heading: t('registration.intro.heading'), text: t('registration.intro.lead') },
    dataProtection: { route: routes.dataProtection, heading: t('pages.dataProtection.heading'), text: t('pages.dataProtection.intro') },
    topic: { route: easyReadTopicPath(topic.id), heading: topic.title, text: topic.sections[0].lines[0] },
    error: { route: `${routes.error}?type=client`, heading: t('errorPage.heading'), text: t('errorPage.client') },
    ...(loginRendered ? { login: { route: routes.login, heading: t('login.heading'), text: t('login.lead'), needsScript: t('login.needsScript.title') } } : {}),
  } satisfies Record<string, Expected>;
  for (const { route } of Object.values(pages)) {
    const [path, search] = route.split('?');
    expect(prerenderedRoute(path, search), `${route} is rendered by the server`).not.toBeNull();
  }
  return pages;
}


/** A request abandoned by a navigation cannot be answered any more; that is no failure. */
const settle = (answer: Promise<void>) => answer.catch(() => {});
const noChunks = (page: Page) => page.route(CHUNKS, (route) => settle(route.fulfill({ status: 404, body: '' })));
const slowChunks = (page: Page) =>
  page.route(CHUNKS, async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    await settle(route.continue());
  });

/** Whether the app has taken this element over (React's fiber is on it). */
const hydrated = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')));

/** The page as it reads: language, its h1, a text of it, its title; what needs the script says so; axe finds nothing. */
async function expectWhole(page: Page, locale: Locale, spec: Expected, label: string) {
  await expect(page, label).toHaveURL(ui(spec.route));
  await expect(page.locator('html'), label).toHaveAttribute('lang', locale);
  await expect(page.getByRole('heading', { level: 1, name: spec.heading }), label).toBeVisible();
  await expect(page.getByRole('main'), label).toContainText(spec.text);
  await expect(page, label).toHaveTitle(/ – Einfach Erklären$/);
  if (spec.needsScript) {
    // After its 2 s delay, in words: a title that says what needs JavaScript, and what to do.
    const notice = page.getByRole('main').getByText(spec.needsScript);
    await expect(notice, label).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: text(locale, 'needsScript.reload') }), label).toBeVisible();
  }
  await expectNoAxeViolations(page, label);
}

/** The theme the page was rendered in, from its data block (the start data). */
const renderedDark = (page: Page) => page.evaluate(() => (JSON.parse(document.getElementById('ee-start')?.textContent ?? '{}') as { dark?: boolean }).dark);

/** Switches the language with the header's switch: the same page again, in the other language. */
async function switchLanguage(page: Page, from: Locale, to: Locale) {
  const url = page.url();
  await page.getByRole('banner').getByRole('button', { name: text(from, 'ds:languageSwitch'), exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
  await expect(page).toHaveURL(url);
}

/** Switches the contrast mode on with the header's toggle: the same page again, in the contrast theme, the toggle pressed. */
async function switchContrastOn(page: Page, locale: Locale) {
  const url = page.url();
  const lightClass = await page.evaluate(() => document.documentElement.className);
  const toggle = page.getByRole('banner').getByRole('button', { name: text(locale, 'ds:contrastMode'), exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).not.toHaveClass(lightClass);
  expect(await renderedDark(page)).toBe(true);
  await expect(page).toHaveURL(url);
}

test.describe('without the app’s script (its chunks answer 404)', () => {
  test('German, light: every page reads whole, its links lead on, axe finds nothing; the switches work', async ({ page }) => {
    test.setTimeout(90_000);
    const pages = expected('de');
    const t = (key: string) => text('de', key);
    await noChunks(page);

    await page.goto(ui(pages.start.route));
    await expectWhole(page, 'de', pages.start, 'start page');
    // An in-app link of the header, a link of the page, a link of the footer: each leads to a whole page.
    await page.getByRole('banner').getByRole('link', { name: t('ds:easyRead'), exact: true }).click();
    await expectWhole(page, 'de', pages.easyRead, 'Leichte Sprache (from the header)');
    await page.getByRole('main').getByRole('link', { name: pages.easyReadPage.heading }).first().click();
    await expectWhole(page, 'de', pages.easyReadPage, 'a Leichte Sprache page (from the overview)');
    await page.getByRole('contentinfo').getByRole('link', { name: t('ds:footer.imprint'), exact: true }).click();
    await expectWhole(page, 'de', pages.imprint, 'imprint (from the footer)');
    for (const name of ['registration', 'accessibility', 'dataProtection', 'topic', ...(loginRendered ? ['login'] : []), 'error'] as const) {
      const spec = pages[name as keyof typeof pages] as Expected;
      await page.goto(ui(spec.route));
      await expectWhole(page, 'de', spec, name);
    }

    // On the error page (its query goes along): contrast, then English, each answered by the server.
    await switchContrastOn(page, 'de');
    await expect(page.getByRole('heading', { level: 1, name: pages.error.heading })).toBeVisible();
    await switchLanguage(page, 'de', 'en');
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'errorPage.heading') })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: text('en', 'ds:contrastMode'), exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('English, contrast (switched to from the German start page): every page reads whole, axe finds nothing', async ({ page }) => {
    test.setTimeout(90_000);
    const pages = expected('en');
    const t = (key: string) => text('en', key);
    await noChunks(page);

    await page.goto(ui(routes.start));
    await switchLanguage(page, 'de', 'en');
    await switchContrastOn(page, 'en');
    await expectWhole(page, 'en', pages.start, 'start page');
    await page.getByRole('banner').getByRole('link', { name: new RegExp(`^${t('ds:easyRead')}`) }).click();
    await expectWhole(page, 'en', pages.easyRead, 'Leichte Sprache (from the header)');
    await page.getByRole('contentinfo').getByRole('link', { name: t('ds:footer.accessibility'), exact: true }).click();
    await expectWhole(page, 'en', pages.accessibility, 'accessibility statement (from the footer)');
    for (const name of ['easyReadPage', 'topic', 'imprint', 'registration', 'dataProtection', ...(loginRendered ? ['login'] : []), 'error'] as const) {
      const spec = pages[name as keyof typeof pages] as Expected;
      await page.goto(ui(spec.route));
      await expectWhole(page, 'en', spec, name);
      expect(await renderedDark(page), name).toBe(true);
    }
  });
});

test.describe('while the app’s script comes slowly (5 s)', () => {
  test('the page is whole and its switches act at once; the app then shows the same page, without an error', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    // A German choice stored by the app earlier: the switch made through the server must win over it.
    await prepareBrowser(page, { theme: 'light', locale: 'de' });
    await slowChunks(page);
    const de = expected('de');
    const en = expected('en');

    await page.goto(ui(routes.start), { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: de.start.heading })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(de.start.text);
    // At once, before any script of ours has come (the boot script is held too).
    await switchLanguage(page, 'de', 'en');
    await expect(page.getByRole('heading', { level: 1, name: en.start.heading })).toBeVisible();
    expect(await hydrated(page, 'h1'), 'switched before the app came').toBe(false);
    // Again once the boot script is there but not the app: the switch still goes to the server, not into a queue.
    await page.waitForResponse(/\/assets\/boot-[^/]+\.js$/);
    await switchContrastOn(page, 'en');
    expect(await hydrated(page, 'h1'), 'switched before the app came').toBe(false);

    // The app arrives and takes over the very page the server sent: English, contrast, no mismatch.
    const h1 = page.getByRole('heading', { level: 1, name: en.start.heading });
    await h1.evaluate((el) => ((el as HTMLElement & { fromServer?: boolean }).fromServer = true));
    // The boot script has run when it has taken the switch over (it deletes the server's mark); the start
    // page then loads its app on the first sign of use (src/app/boot.ts): a pointer on a control.
    await expect.poll(() => page.evaluate(() => document.cookie.includes('ee_switched')), { timeout: 20_000 }).toBe(false);
    await page.getByRole('banner').getByRole('link').first().hover();
    await expect.poll(() => hydrated(page, 'h1'), { message: 'the app hydrated the start page', timeout: 40_000 }).toBe(true);
    expect(await h1.evaluate((el) => (el as HTMLElement & { fromServer?: boolean }).fromServer), 'hydrated in place, not drawn afresh').toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner').getByRole('button', { name: text('en', 'ds:contrastMode'), exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('main')).toContainText(en.start.text);
    // The app keeps the server's choice as its own.
    expect(await page.evaluate(() => [localStorage.getItem('einfach.locale'), localStorage.getItem('einfach.darkMode')])).toEqual(['"en"', 'true']);

    // With the app a switch is in place again: no new page.
    await page.evaluate(() => ((window as Window & { samePage?: boolean }).samePage = true));
    await switchLanguage(page, 'en', 'de');
    await expect(page.getByRole('heading', { level: 1, name: de.start.heading })).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);

    if (!loginRendered) test.info().annotations.push({ type: 'not yet', description: 'the login is not rendered by the server yet: its part is left out' });
    if (loginRendered) {
      // A form that needs the script: it says so while the app has not come, and not once it has.
      await page.goto(ui(routes.login), { waitUntil: 'commit' });
      const notice = page.getByRole('main').getByText(de.login!.needsScript);
      await expect(page.getByRole('heading', { level: 1, name: de.login!.heading })).toBeVisible();
      await expect(notice).toBeVisible();
      await expect.poll(() => hydrated(page, 'h1'), { message: 'the app hydrated the login', timeout: 40_000 }).toBe(true);
      await expect(notice).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: new RegExp(text('de', 'login.idNr.label')) })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});
