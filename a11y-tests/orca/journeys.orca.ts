// What a screen-reader user hears on the whole journey, in German and English: GNOME Orca reading
// Debian Chromium, keys pressed through xdotool (docs/accessibility-testing.md, "Orca journeys").
import { test } from './fixtures';
import { fieldName, pageTitle, text, type Locale } from '../support/texts';
import { newIdNr, pensionerBirthDate, registerViaApi, routes, ui } from '../support/journey';
import { orcaWords } from './vocabulary';
import { activate, readTo, tabTo, twice } from './steps';
import { ACCESS_CODE_PATTERN } from '../../src/domain/validators/accessCode';
import { easyReadPages } from '../../src/app/easyRead/content';
import { easyReadPagePath } from '../../src/app/routing/paths';

test.describe.configure({ mode: 'serial' });

const wrongCheckDigit = (idNr: string) => idNr.slice(0, 10) + String((Number(idNr[10]) + 1) % 10);

/** The user of the journey: registered in the registration journey, logged in with its code later. */
const user = { idNr: newIdNr(), accessCode: '' };

test('start page', async ({ open, srLocale }) => {
  const locale = srLocale as Locale;
  const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);
  const w = orcaWords[srLocale];
  const { sr } = await open(ui(routes.start));
  sr.on('start');
  await sr.listen('page load', { hear: [w.pageSummary] });
  await tabTo(sr, t('ds:skipLink'), { hear: [w.link] });
  await sr.press('Tab', { hear: [`Einfach Erklären – ${t('ds:home')}`, w.link] });
  await sr.press('Tab', { hear: [t('ds:easyRead'), w.link] });
  await sr.press('Tab', { hear: [`${t('ds:help')} ${t('ds:newTab')}`, w.link] });
  await sr.press('Tab', { hear: [t('ds:contrastMode'), w.toggleButton, w.notPressed] });
  await sr.press('Tab', { hear: [t('ds:languageSwitch'), w.button] });
  await sr.press('Tab', { hear: [t('easyRead.startLink'), w.link] });
  await sr.press('Tab', { hear: [t('start.startNow'), w.button] });
  await sr.press('Tab', { hear: [t('start.register'), w.button] });
  await sr.press('h', { hear: [t('start.heading'), w.heading(1)], notHear: [w.clickable] });
  await sr.press('h', { hear: [t('start.stepsHeading'), w.heading(2)] });
});

// BITV 2.0 § 4: the Leichte Sprache pages from the header: the overview lists the four pages in
// reading order; each page is heard with its heading and its sections' headings (German text in both
// locales), the next one opened with the link at its end, and the last leads back to the overview.
test('Leichte Sprache pages in order', async ({ open, srLocale }) => {
  const locale = srLocale as Locale;
  const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);
  const w = orcaWords[srLocale];
  const { sr } = await open(ui(routes.start));
  sr.on('start');
  await sr.listen('page load', { hear: [w.pageSummary] });
  await tabTo(sr, t('ds:easyRead'), { hear: [w.link] });
  sr.on('Leichte Sprache');
  await activate(sr, { hear: [t('easyRead:heading'), w.heading(1)], notHear: [w.clickable] });
  const total = easyReadPages.length;
  for (const [index, page] of easyReadPages.entries()) {
    await tabTo(sr, page.title, { hear: [t('easyRead:pageOf', { current: index + 1, total }), w.link] });
  }
  for (let back = 1; back < total; back++) await sr.press('shift+Tab', { hear: [w.link] });
  for (const [index, page] of easyReadPages.entries()) {
    sr.on(`Leichte Sprache ${index + 1}`);
    // The page before took the activated link away: the new page's title, then its h1.
    await activate(sr, { hear: [page.title, w.heading(1)], notHear: [w.clickable] });
    for (const section of page.sections) await sr.press('h', { hear: [section.heading, w.heading(2)] });
    const next = easyReadPages[index + 1];
    // The overview was shown before: its link is a visited one.
    if (next) await tabTo(sr, `${t('easyRead:next')} ${next.title}`, { hear: [w.link], max: 40 });
    else await tabTo(sr, `${t('easyRead:overview')} ${t('easyRead:heading')}`, { hear: [w.visitedLink], max: 40 });
  }
  sr.on('Leichte Sprache');
  await activate(sr, { hear: [t('easyRead:heading'), w.heading(1)], notHear: [w.clickable] });
});

// Issue 35: a page opened from a bookmark or a typed address, and the same page reloaded (F5), is
// heard whole as it arrives from the server: its title and the page summary, then h reaches its h1 and
// its sections' headings, before and without any wait for the app.
test('a page opened directly or reloaded is heard whole: the login and a Leichte Sprache page', async ({ open, srLocale }) => {
  const locale = srLocale as Locale;
  const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);
  const w = orcaWords[srLocale];
  const { sr, browser } = await open(ui(routes.login));
  sr.on('login (opened directly)');
  await sr.listen('page load', { hear: [pageTitle(locale, 'login.title'), w.pageSummary] });
  await sr.press('h', { hear: [t('login.heading'), w.heading(1)], notHear: [w.clickable] });
  sr.on('login (reloaded)');
  await sr.press('F5', { hear: [pageTitle(locale, 'login.title'), w.pageSummary], timeout: 15_000 });
  await sr.press('h', { hear: [t('login.heading'), w.heading(1)], notHear: [w.clickable] });

  const [first] = easyReadPages;
  sr.on('Leichte Sprache page (opened directly)');
  await browser.page.goto(new URL(ui(easyReadPagePath(first.id)), browser.page.url()).href, { waitUntil: 'commit' });
  await sr.listen('page load', { hear: [first.title, w.pageSummary], timeout: 15_000 });
  await sr.press('h', { hear: [first.title, w.heading(1)], notHear: [w.clickable] });
  await sr.press('h', { hear: [first.sections[0].heading, w.heading(2)] });
  sr.on('Leichte Sprache page (reloaded)');
  await sr.press('F5', { hear: [first.title, w.pageSummary], timeout: 15_000 });
  for (const [index, section] of [{ heading: first.title }, ...first.sections].entries()) {
    await sr.press('h', { hear: [section.heading, w.heading(index === 0 ? 1 : 2)] });
  }
});

test('registration with a wrong, then the right tax ID', async ({ open, srLocale }) => {
  const locale = srLocale as Locale;
  const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);
  const w = orcaWords[srLocale];
  const { sr, browser } = await open(ui(routes.start));
  sr.on('start');
  await sr.listen('page load', { hear: [w.pageSummary] });
  await tabTo(sr, t('start.register'));
  sr.on('registration intro');
  await activate(sr, { hear: [t('registration.intro.heading'), w.heading(1)], notHear: [w.clickable] });
  // A dialog is announced with its title and text every time it opens, not only the first time:
  // Orca moved its position into a dialog that followed the page as the page went hidden, and then
  // heard only the focused button.
  await tabTo(sr, t('registration.intro.doesNotApply'), { hear: [w.button] });
  sr.on('registration intro: does not apply');
  for (let round = 0; round < 3; round++) {
    await activate(sr, {
      hear: [`${t('registration.intro.modal.title')} ${w.dialog}`, t('registration.intro.modal.text').slice(0, 30), `${t('registration.intro.modal.cancel')} ${w.button}`],
      notHear: [twice(t('registration.intro.modal.title'))],
    });
    await sr.press('Escape', { hear: [t('registration.intro.doesNotApply'), w.button] });
  }
  sr.on('registration intro');
  await tabTo(sr, t('registration.intro.applies'), { hear: [w.button], shift: true });
  sr.on('registration form');
  await activate(sr, { hear: [t('registration.form.heading'), w.heading(1)], notHear: [w.clickable] });
  await tabTo(sr, fieldName(locale, 'registration.form.idNr.label'), { hear: [t('forms:required'), t('registration.form.idNr.hint')] });
  await sr.type(wrongCheckDigit(user.idNr));
  await tabTo(sr, fieldName(locale, 'registration.form.birthDate.label'), { hear: [t('registration.form.birthDate.hint')] });
  await sr.type(pensionerBirthDate.display.replace(/\./g, ''));
  await tabTo(sr, fieldName(locale, 'registration.form.email.label'));
  await sr.type('rentnerin@example.org');
  await tabTo(sr, t('registration.form.submit'), { hear: [w.button] });
  // One error: focus goes to the field, which says what is wrong after its label and hint.
  await activate(sr, { hear: [t('registration.form.idNr.label'), `${t('forms:errorPrefix')} ${t('validation:idNr.checksum')}`], notHear: [w.clickable] });
  await sr.press('ctrl+a', { silent: true });
  await sr.type(user.idNr);
  await tabTo(sr, t('registration.form.submit'), { hear: [w.button] });
  sr.on('registration success');
  await activate(sr, { hear: [t('registration.success.heading'), w.heading(1)], notHear: [w.clickable], timeout: 15_000 });
  const code = (await browser.page.getByRole('main').getByText(ACCESS_CODE_PATTERN).first().innerText()).trim();
  user.accessCode = code;
  // The code is read as it is written (the browse-mode reading a user does to copy it down).
  await readTo(sr, code.split('-')[1]);
});

test('login with a wrong, then the right access code', async ({ open, srLocale, request }) => {
  // The registration journey's user; registered through the API when that journey did not run (-g login).
  if (!user.accessCode) Object.assign(user, await registerViaApi(request, user.idNr));
  const locale = srLocale as Locale;
  const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);
  const w = orcaWords[srLocale];
  const { sr } = await open(ui(routes.start));
  sr.on('start');
  await sr.listen('page load', { hear: [w.pageSummary] });
  await tabTo(sr, t('start.startNow'));
  sr.on('login');
  await activate(sr, { hear: [t('login.heading'), w.heading(1)], notHear: [w.clickable] });
  await tabTo(sr, fieldName(locale, 'login.idNr.label'), { hear: [t('forms:required'), t('login.idNr.hint')] });
  await sr.type(user.idNr);
  await tabTo(sr, fieldName(locale, 'login.accessCode.label'), { hear: [t('forms:required'), t('login.accessCode.hint')] });
  const wrong = user.accessCode.slice(0, -1) + (user.accessCode.endsWith('A') ? 'B' : 'A');
  await sr.type(wrong.replace(/-/g, ''));
  await tabTo(sr, t('login.submit'), { hear: [w.button] });
  // A wrong code is said at the fields: focus moves to the tax ID field, heard with its "Fehler:"
  // message and the attempts left (docs/decisions.md, "Attempts left").
  await activate(sr, {
    hear: [fieldName(locale, 'login.idNr.label'), t('ds:errorPrefix'), t('login.errors.wrongCode'), t('login.errors.attemptsLeft_other', { count: 4 })],
    timeout: 60_000,
  });
  await tabTo(sr, fieldName(locale, 'login.accessCode.label'), { hear: [t('ds:errorPrefix')] });
  await sr.press('ctrl+a', { silent: true });
  await sr.type(user.accessCode.replace(/-/g, ''));
  await tabTo(sr, t('login.submit'), { hear: [w.button] });
  sr.on('year');
  await activate(sr, { hear: [text(locale, 'wizard:year.title')], notHear: [w.clickable], timeout: 90_000 });
});

