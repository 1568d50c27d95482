// The declaration journey with the keyboard only: h1 focus per step, error focus, dialogs trap and return focus.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { answers, item, m, modelField, screenTitle, textbox, YEAR } from './support/declaration';
import { fieldName, text, type Locale } from './support/texts';
import { prepareBrowser, registerViaApi, routes, ui, waitForScreen, waitForYearScreen } from './support/journey';
import { chooseRadioByKeys as chooseRadioIn, chooseSelectByKeys, expectFocusNotOnBody, expectHeadingFocused, isFocused, tabTo, typeKeys } from './support/keyboard';

const locale: Locale = 'en';
const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);

const chooseRadioByKeys = (page: Page, scope: Page | Locator, key: string, option: string) => chooseRadioIn(page, scope.getByRole('radiogroup', { name: modelField(locale, key), exact: true }), option);

async function typeIntoField(page: Page, field: Locator, value: string) {
  await tabTo(page, field);
  await typeKeys(page, value);
}

async function pressNext(page: Page, following: string) {
  await tabTo(page, page.getByRole('main').getByRole('button', { name: t('wizard:wizard.next'), exact: true }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, screenTitle(locale, following));
}

/**
 * Focus moves into the dialog as it opens (after its first frame, so a check right after it shows
 * polls), and Tab then stays inside for `presses` stops.
 */
async function expectTabTrapped(page: Page, presses = 5) {
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')), 'focus moves into the dialog').toBe(true);
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
    const inside = await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"], [role="alertdialog"]'));
    expect(inside, `Tab ${i + 1} left the dialog`).toBe(true);
  }
}

test.beforeEach(async ({ page }) => prepareBrowser(page, { theme: 'light', locale }));

test('keyboard only: login → wizard → summary → submit → confirmation → new access code', async ({ page }) => {
  test.setTimeout(300_000);
  const user = await registerViaApi(page.request);
  await page.goto(ui(routes.login));
  await waitForScreen(page, t('login.heading'));
  await typeIntoField(page, page.getByRole('textbox', { name: fieldName(locale, 'login.idNr.label'), exact: true }), user.idNr);
  await typeIntoField(page, page.getByRole('textbox', { name: fieldName(locale, 'login.accessCode.label'), exact: true }), user.accessCode);
  await page.keyboard.press('Enter');
  await waitForYearScreen(page, locale);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: 30_000 });

  // Year: the radio of 2025 by arrows/Space, Next by Enter.
  const year = page.getByRole('radio', { name: t('wizard:year.option', { year: YEAR }) });
  await expect(year).toBeVisible();
  await tabTo(page, page.getByRole('radiogroup').first());
  for (let presses = 0; presses < 4 && (await year.getAttribute('aria-checked')) !== 'true' && !(await year.isChecked()); presses++) await page.keyboard.press('ArrowDown');
  await expect(year).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: t('wizard:common.next'), exact: true }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, t('wizard:info.heading', { year: YEAR }));

  const infoYes = page.getByRole('radio', { name: t('wizard:common.yes'), exact: true });
  await tabTo(page, page.getByRole('radiogroup').first());
  await page.keyboard.press('Space');
  for (let presses = 0; presses < 3 && !(await infoYes.isChecked()); presses++) await page.keyboard.press('ArrowUp');
  await expect(infoYes).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: t('wizard:common.next'), exact: true }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, screenTitle(locale, 'filing'));

  // Next without an answer: the one invalid field takes focus.
  await tabTo(page, page.getByRole('main').getByRole('button', { name: t('wizard:wizard.next'), exact: true }));
  await page.keyboard.press('Enter');
  const joint = page.getByRole('radiogroup', { name: modelField(locale, 'filing.joint'), exact: true });
  await expect.poll(() => isFocused(joint)).toBe(true);
  await expect(joint).toHaveAttribute('aria-invalid', 'true');
  await expectFocusNotOnBody(page, 'invalid Next on filing');
  await chooseRadioByKeys(page, page, 'filing.joint', m(locale, 'enums.yesNo.no'));
  await pressNext(page, 'personA');
  await pressNext(page, 'taxIdentification');

  await chooseRadioByKeys(page, page, 'taxIdentification.kind', m(locale, 'enums.taxIdentificationKind.taxOffice'));
  await chooseSelectByKeys(page, page.getByRole('combobox', { name: modelField(locale, 'taxIdentification.state'), exact: true }), answers.state.label);
  const office = page.getByRole('combobox', { name: modelField(locale, 'taxIdentification.taxOffice'), exact: true });
  await tabTo(page, office);
  await typeKeys(page, answers.taxOffice.search);
  await expect(page.getByRole('option', { name: answers.taxOffice.label, exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(office).toHaveValue(answers.taxOffice.label);
  await expect(office).toBeFocused();
  await pressNext(page, 'bank');

  // Two errors: the error summary takes focus; its first link leads into the field.
  await tabTo(page, page.getByRole('main').getByRole('button', { name: t('wizard:wizard.next'), exact: true }));
  await page.keyboard.press('Enter');
  const summary = page.getByRole('group', { name: t('ds:errorSummaryTitle'), exact: true });
  await expect(summary).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(summary.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(textbox(page, locale, 'bank.iban')).toBeFocused();
  await typeKeys(page, answers.iban);
  await typeIntoField(page, textbox(page, locale, 'bank.holder'), answers.holder);
  await pressNext(page, 'knownData');
  await pressNext(page, 'donationsQuestion');
  await chooseRadioByKeys(page, page, 'donations.has', m(locale, 'enums.yesNo.yes'));
  await pressNext(page, 'donations');

  for (const [index, donation] of answers.donations.entries()) {
    if (index > 0) {
      await tabTo(page, page.getByRole('button', { name: m(locale, 'groups.donations.add'), exact: true }));
      await page.keyboard.press('Enter');
      await expectFocusNotOnBody(page, 'add a donation');
    }
    const entry = item(page, locale, 'donations', index + 1);
    await chooseRadioByKeys(page, entry, 'donations.kind', m(locale, `enums.donationKind.${donation.kind}`));
    await typeIntoField(page, textbox(entry, locale, 'donations.recipient'), donation.recipient);
    await typeIntoField(page, textbox(entry, locale, 'donations.amount'), donation.amount);
  }
  await pressNext(page, 'medicalQuestion');
  await chooseRadioByKeys(page, page, 'medical.has', m(locale, 'enums.yesNo.yes'));
  await pressNext(page, 'medical');
  const expense = item(page, locale, 'medical', 1);
  await typeIntoField(page, textbox(expense, locale, 'medical.description'), answers.medical.description);
  await typeIntoField(page, textbox(expense, locale, 'medical.amount'), answers.medical.amount);
  await pressNext(page, 'disabilityQuestion');
  await chooseRadioByKeys(page, page, 'disability.personA.has', m(locale, 'enums.yesNo.no'));
  await pressNext(page, 'householdQuestion');
  await chooseRadioByKeys(page, page, 'household.has', m(locale, 'enums.yesNo.no'));
  await pressNext(page, 'craftsmanQuestion');
  await chooseRadioByKeys(page, page, 'craftsman.has', m(locale, 'enums.yesNo.yes'));
  await pressNext(page, 'craftsman');
  const invoice = item(page, locale, 'craftsman', 1);
  await typeIntoField(page, textbox(invoice, locale, 'craftsman.description'), answers.craftsman.description);
  await typeIntoField(page, textbox(invoice, locale, 'craftsman.labourCost'), answers.craftsman.labourCost);
  await chooseRadioByKeys(page, invoice, 'craftsman.paidByTransfer', m(locale, 'enums.yesNo.yes'));
  await pressNext(page, 'review');

  await tabTo(page, page.getByRole('main').getByRole('button', { name: t('wizard:wizard.toSummary'), exact: true }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, t('wizard:summary.heading'));

  // Confirm dialog: focus inside, trapped, Escape returns to the opener; then submit for real.
  const submit = page.getByRole('button', { name: t('wizard:summary.submit'), exact: true });
  await tabTo(page, submit, { max: 120 });
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: t('wizard:summary.confirm.title') }).or(page.getByRole('alertdialog', { name: t('wizard:summary.confirm.title') }));
  await expect(confirm).toBeVisible();
  await expectTabTrapped(page);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(submit).toBeFocused();
  await page.keyboard.press('Space');
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: t('wizard:summary.confirm.submit'), exact: true }), { max: 6 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: t('wizard:confirmation.heading') })).toBeVisible({ timeout: 90_000 });
  await expectHeadingFocused(page, t('wizard:confirmation.heading'));

  // Leave warning (not downloaded yet): trapped, Escape returns focus.
  const toStart = page.getByRole('main').getByRole('button', { name: t('wizard:confirmation.toStart'), exact: true });
  await tabTo(page, toStart);
  await page.keyboard.press('Enter');
  const leave = page.getByRole('dialog', { name: t('wizard:confirmation.leave.title') }).or(page.getByRole('alertdialog', { name: t('wizard:confirmation.leave.title') }));
  await expect(leave).toBeVisible();
  await expectTabTrapped(page);
  await page.keyboard.press('Escape');
  await expect(leave).toBeHidden();
  await expect(toStart).toBeFocused();

  // Download with Enter on the link.
  const downloading = page.waitForEvent('download');
  await tabTo(page, page.getByRole('link', { name: t('wizard:confirmation.download'), exact: true }), { shift: true });
  await page.keyboard.press('Enter');
  await downloading;
  await expectFocusNotOnBody(page, 'download');

  const newCode = page.getByRole('main').getByRole('button', { name: t('wizard:confirmation.newCode'), exact: true });
  await tabTo(page, newCode);
  await page.keyboard.press('Enter');
  const newCodeDialog = page.getByRole('dialog', { name: t('wizard:confirmation.newCodeDialog.title') }).or(page.getByRole('alertdialog', { name: t('wizard:confirmation.newCodeDialog.title') }));
  await expect(newCodeDialog).toBeVisible();
  await expectTabTrapped(page);
  await page.keyboard.press('Escape');
  await expect(newCodeDialog).toBeHidden();
  await expect(newCode).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(newCodeDialog).toBeVisible();
  await tabTo(page, newCodeDialog.getByRole('button', { name: t('wizard:confirmation.newCodeDialog.continue'), exact: true }), { max: 6 });
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, t('wizard:success.heading'));

  await tabTo(page, page.getByRole('main').getByRole('button', { name: t('wizard:success.toStart'), exact: true }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, t('start.heading'));
});
