// Keyboard-only journeys (Tab, Shift+Tab, Enter, Space, arrows, Escape), asserting where focus is after every step.
import { expect, test } from '@playwright/test';
import { loginViaUi, ui, newIdNr, prepareBrowser, registerViaApi, routes, waitForScreen, waitForYearScreen } from './support/journey';
import { screenTitle, startWizard, walkWizard } from './support/declaration';
import { easyReadPages, easyReadTopics } from '../src/app/easyRead/content';
import { expectFocusNotOnBody, expectHeadingFocused, tabTo, typeKeys } from './support/keyboard';
import { expectNoAxeViolations } from './support/axe';
import { fieldName, text, type Locale } from './support/texts';

// The behaviour here is the same in both languages: each test runs in one of them, alternating over the
// files, and the words of both are checked per state by the matrix (docs/decisions.md, "One language per behaviour test").
// German: Orca's English registration and login journeys are keyboard-only with focus heard.
for (const locale of ['de'] as Locale[]) {
  const t = (key: string) => text(locale, key);

  test.describe(`keyboard only (${locale})`, () => {
    test.beforeEach(async ({ page }) => prepareBrowser(page, { theme: 'light', locale }));

    test('registration: skip link, route changes focus the h1, dialog focus, error summary and field focus', async ({ page }) => {
      await page.goto(ui(routes.start));
      await waitForScreen(page, t('start.heading'));

      // The skip link is the first stop and moves focus into main.
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: t('ds:skipLink') });
      await expect(skip).toBeFocused();
      await page.keyboard.press('Enter');
      await expectFocusNotOnBody(page, 'skip link');
      expect(await page.evaluate(() => !!document.activeElement?.closest('main') || document.activeElement?.tagName === 'MAIN')).toBe(true);

      const register = page.getByRole('main').getByRole('button', { name: t('start.register'), exact: true })
        .or(page.getByRole('main').getByRole('link', { name: t('start.register'), exact: true }));
      await tabTo(page, register);
      await page.keyboard.press('Enter');
      await expectHeadingFocused(page, t('registration.intro.heading'));

      // Dialog: Space opens, focus goes inside (safe action), Escape closes, focus returns to the opener.
      const doesNotApply = page.getByRole('button', { name: t('registration.intro.doesNotApply'), exact: true });
      await tabTo(page, doesNotApply);
      await page.keyboard.press('Space');
      const dialog = page.getByRole('dialog', { name: t('registration.intro.modal.title') });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: t('registration.intro.modal.cancel') })).toBeFocused();
      // Tab stays trapped inside the dialog.
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')), `Tab ${i + 1} left the dialog`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(doesNotApply).toBeFocused();

      // Shift+Tab back to "Applies" (it comes first), Enter opens the form.
      await tabTo(page, page.getByRole('button', { name: t('registration.intro.applies'), exact: true }), { shift: true });
      await page.keyboard.press('Enter');
      await expectHeadingFocused(page, t('registration.form.heading'));

      // Submit with every field empty: the error summary (2+ errors) takes focus.
      const submit = page.getByRole('button', { name: t('registration.form.submit'), exact: true });
      await tabTo(page, submit);
      await page.keyboard.press('Enter');
      const summary = page.getByRole('group', { name: t('ds:errorSummaryTitle'), exact: true });
      await expect(summary).toBeFocused();
      const links = summary.getByRole('link');
      expect(await links.count()).toBeGreaterThanOrEqual(2);

      // Its first link moves focus into the IdNr field.
      await page.keyboard.press('Tab');
      await expect(links.first()).toBeFocused();
      await page.keyboard.press('Enter');
      const idNrField = page.getByRole('textbox', { name: fieldName(locale, 'registration.form.idNr.label'), exact: true });
      await expect(idNrField).toBeFocused();
      await typeKeys(page, newIdNr());

      // Fill the e-mail, leave the birth date empty: one error, so the field itself takes focus.
      const email = page.getByRole('textbox', { name: fieldName(locale, 'registration.form.email.label'), exact: true });
      await tabTo(page, email);
      await typeKeys(page, 'rentner@example.org');
      await page.keyboard.press('Enter');
      const birthDate = page.getByRole('textbox', { name: fieldName(locale, 'registration.form.birthDate.label'), exact: true });
      await expect(birthDate).toBeFocused();
      await expect(birthDate).toHaveAttribute('aria-invalid', 'true');

      await typeKeys(page, '24.03.1950');
      await page.keyboard.press('Enter');
      await expectHeadingFocused(page, t('registration.success.heading'));
      await expect(page).toHaveURL(new RegExp(`${ui(routes.registrationSuccess)}$`));

      await tabTo(page, page.getByRole('button', { name: t('registration.success.understood'), exact: true }));
      await page.keyboard.press('Enter');
      await expectHeadingFocused(page, t('start.heading'));
    });

    test('login: error with one field focuses the field, test marker by arrows, Enter logs in, the year h1 gets focus', async ({ page }) => {
      const user = await registerViaApi(page.request);
      await page.goto(ui(routes.start));
      await waitForScreen(page, t('start.heading'));
      const startNow = page.getByRole('main').getByRole('button', { name: t('start.startNow'), exact: true })
        .or(page.getByRole('main').getByRole('link', { name: t('start.startNow'), exact: true }));
      await tabTo(page, startNow);
      await page.keyboard.press('Enter');
      await expectHeadingFocused(page, t('login.heading'));

      const idNrField = page.getByRole('textbox', { name: fieldName(locale, 'login.idNr.label'), exact: true });
      const accessCode = page.getByRole('textbox', { name: fieldName(locale, 'login.accessCode.label'), exact: true });
      await tabTo(page, idNrField);
      await typeKeys(page, user.idNr);
      // Only the access code is missing: one error, so focus goes to that field, not the summary.
      await page.keyboard.press('Enter');
      await expect(accessCode).toBeFocused();
      await expect(accessCode).toHaveAttribute('aria-invalid', 'true');
      await typeKeys(page, user.accessCode);

      // The test marker select: open with Space, move with arrows, Escape closes without a change.
      const marker = page.getByRole('combobox', { name: t('login.testMarker.label'), exact: true });
      await tabTo(page, marker);
      const before = await marker.innerText();
      await page.keyboard.press('Space');
      await expect(page.getByRole('listbox')).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expectFocusNotOnBody(page, 'ArrowDown in the select');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
      await expect(marker).toBeFocused();
      expect(await marker.innerText()).toBe(before);

      // Shift+Tab back into the access code and submit with Enter.
      await tabTo(page, accessCode, { shift: true });
      await page.keyboard.press('Enter');
      await waitForYearScreen(page, locale);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: 30_000 });
    });
  });
}

test.describe('focus ring on a route change', () => {
  const t = (key: string) => text('de', key);
  test.beforeEach(async ({ page }) => prepareBrowser(page, { theme: 'light', locale: 'de' }));

  // The h1 takes focus on every route change; it shows the ring after a key, no box after a click.
  test('the focused h1 shows the ring after Enter, none after a mouse click', async ({ page }) => {
    const ring = (name: string) =>
      page.getByRole('heading', { level: 1, name, exact: true }).evaluate((h1) => ({
        focused: h1 === document.activeElement,
        focusVisible: h1.matches(':focus-visible'),
        outline: getComputedStyle(h1).outlineStyle,
      }));
    await page.goto(ui(routes.start));
    await waitForScreen(page, t('start.heading'));
    await page.getByRole('main').getByRole('button', { name: t('start.register'), exact: true })
      .or(page.getByRole('main').getByRole('link', { name: t('start.register'), exact: true }))
      .first()
      .click();
    await expectHeadingFocused(page, t('registration.intro.heading'));
    expect(await ring(t('registration.intro.heading'))).toEqual({ focused: true, focusVisible: false, outline: 'none' });

    await tabTo(page, page.getByRole('button', { name: t('registration.intro.applies'), exact: true }));
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, t('registration.form.heading'));
    expect(await ring(t('registration.form.heading'))).toEqual({ focused: true, focusVisible: true, outline: 'solid' });
  });
});

// BITV 2.0 § 4: the Leichte Sprache pages are reachable by keyboard from every page (the header's
// link), and their four pages are read in order with "Nächste Seite".
test.describe('Leichte Sprache by keyboard', () => {
  const locale: Locale = 'de';
  const t = (key: string) => text(locale, key);
  const headerLink = (page: import('@playwright/test').Page) => page.getByRole('banner').getByRole('link', { name: t('ds:easyRead'), exact: true });
  test.beforeEach(async ({ page }) => prepareBrowser(page, { theme: 'light', locale }));

  test('from the start page: Tab to the header link, Enter, then the four pages in order', async ({ page }) => {
    await page.goto(ui(routes.start));
    await waitForScreen(page, t('start.heading'));
    // Skip link, home, Leichte Sprache.
    expect(await tabTo(page, headerLink(page))).toBe(3);
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, t('easyRead:heading'));
    await tabTo(page, page.getByRole('main').getByRole('link', { name: new RegExp(easyReadPages[0].title.replace('?', '\\?')) }));
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, easyReadPages[0].title);
    for (const following of easyReadPages.slice(1)) {
      await tabTo(page, page.getByRole('navigation', { name: t('easyRead:navLabel') }).getByRole('link', { name: `${t('easyRead:next')} ${following.title}` }), { max: 80 });
      await page.keyboard.press('Enter');
      await expectHeadingFocused(page, following.title);
    }
    // The start page's own link leads there too.
    await page.goto(ui(routes.start));
    await waitForScreen(page, t('start.heading'));
    await tabTo(page, page.getByRole('main').getByRole('link', { name: t('easyRead.startLink'), exact: true }));
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, t('easyRead:heading'));
  });

  test("from a topic screen's help: the topic opens inside the help, and the wizard stays as it was", async ({ page }) => {
    test.setTimeout(180_000);
    const user = await registerViaApi(page.request);
    await loginViaUi(page, locale, user);
    await startWizard(page, locale);
    await page.goto(ui(`${routes.wizard}?screen=donationsQuestion`));
    await waitForScreen(page, screenTitle(locale, 'donationsQuestion'));
    const helpLink = page.getByRole('main').getByRole('button', { name: new RegExp(`^${t('wizard:wizard.helpFor').split('{{')[0]}`) }).first();
    await tabTo(page, helpLink);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    const topicName = t('easyRead:topicNames.spenden');
    const open = dialog.getByRole('button', { name: t('easyRead:helpLink').replace('{{topic}}', topicName), exact: true });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    // The topic's text in the same dialog, its title focused; no new tab, no new page.
    const topic = easyReadTopics.find((doc) => doc.id === 'spenden')!;
    const title = dialog.getByRole('heading', { level: 3, name: topic.title });
    await expect(title).toBeFocused();
    await expect(title).toHaveAttribute('lang', 'de');
    await expect(dialog.getByRole('heading', { level: 4, name: topic.sections[0].heading })).toBeVisible();
    expect(page.context().pages()).toHaveLength(1);
    await expectNoAxeViolations(page, `help dialog with the Leichte Sprache topic (${locale})`);
    // Back to the help text: focus on the button that opened the topic.
    await tabTo(page, dialog.getByRole('button', { name: t('easyRead:backToHelp'), exact: true }));
    await page.keyboard.press('Enter');
    await expect(open).toBeFocused();
    // Escape closes the help; focus returns to the help link, and the tax return did not move.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(helpLink).toBeFocused();
    await expect(page).toHaveURL(/screen=donationsQuestion/);
  });

  test('from the wizard and the summary: Shift+Tab from the h1 reaches the header link', async ({ page }) => {
    test.setTimeout(240_000);
    const user = await registerViaApi(page.request);
    await loginViaUi(page, locale, user);
    await startWizard(page, locale);
    await page.getByRole('heading', { level: 1 }).focus();
    await tabTo(page, headerLink(page), { shift: true, max: 60 });
    await expect(headerLink(page)).toHaveAttribute('href', ui(routes.easyRead));
    await walkWizard(page, locale);
    await page.getByRole('heading', { level: 1 }).focus();
    await tabTo(page, headerLink(page), { shift: true, max: 60 });
    await expect(headerLink(page)).toBeFocused();
  });
});
