// Check answers: "Ändern" on the summary opens the screen; its button goes back to the summary, after
// the one screen the change adds; the tax office's own data offers no change and says where to correct it.
// The browser's Back then leads from the summary to the wizard, and there asks before leaving.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { answerYesNo, chooseSelect, dialogNamed, fullDocument, gotoWizardScreen, modelField, saveDraftViaApi, screenTitle, startWizard } from './support/declaration';
import { loginViaUi, prepareBrowser, registerViaApi, routes, ui, waitForScreen } from './support/journey';
import { text, type Locale } from './support/texts';

// The behaviour here is the same in both languages: each test runs in one of them, alternating over the
// files, and the words of both are checked per state by the matrix (docs/decisions.md, "One language per behaviour test").
for (const locale of ['en'] as Locale[]) {
  const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);

  test(`a change on the summary asks for the screen it adds, then returns to the summary (${locale})`, async ({ page }) => {
    test.setTimeout(150_000);
    await prepareBrowser(page, { theme: 'light', locale });
    const user = await registerViaApi(page.request);
    await loginViaUi(page, locale, user);
    await saveDraftViaApi(page.request, fullDocument(user.idNr));
    await startWizard(page, locale);
    // Straight to the last screen (the draft is complete): the screens between were never shown here.
    await gotoWizardScreen(page, locale, 'review');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: t('wizard:wizard.toSummary'), exact: true }).click();
    await waitForScreen(page, t('wizard:summary.heading'));

    // What the tax office already has: no change offered, a note says where to correct it.
    const known = main.locator('section[data-screen="knownData"]');
    await expect(known.getByRole('heading', { level: 2, name: screenTitle(locale, 'knownData') })).toBeVisible();
    await expect(known.getByRole('button')).toHaveCount(0);
    await expect(known).toContainText(t('wizard:summary.readOnly'));

    // "Ändern: Behinderung": the screen, its button says where it goes.
    await main.getByRole('button', { name: t('wizard:summary.edit', { section: screenTitle(locale, 'disabilityQuestion') }), exact: true }).click();
    await waitForScreen(page, screenTitle(locale, 'disabilityQuestion'));
    const backToSummary = main.getByRole('button', { name: t('wizard:wizard.backToSummary'), exact: true });
    await expect(backToSummary).toBeVisible();
    await expectNoAxeViolations(page, `wizard, changing an answer from the summary (${locale})`);

    // Yes adds the disability screen: asked first, under its question's step.
    await answerYesNo(page, locale, 'disability.personA.has', true);
    const nextButton = main.getByRole('button', { name: t('wizard:wizard.next'), exact: true });
    await expect(nextButton).toBeVisible();
    await nextButton.click();
    await waitForScreen(page, screenTitle(locale, 'disability'));
    await expect(page).toHaveURL(/screen=disability$/);
    const topics = page.getByText(t('ds:stepTopic', { current: 8, total: 11, topic: screenTitle(locale, 'disabilityQuestion') }), { exact: true });
    await expect(topics).toBeVisible();
    await chooseSelect(page, page.getByRole('combobox', { name: modelField(locale, 'disability.degree'), exact: true }), '50');

    // Then straight back to the summary, prepared again with the change; nothing else was asked.
    await backToSummary.click();
    await waitForScreen(page, t('wizard:summary.heading'));
    await expect(page).toHaveURL(new RegExp(`${ui(routes.summary)}$`));
    // The question and its details are one section, under the question's title.
    await expect(main.locator('section[data-screen="disabilityQuestion"]')).toContainText('50');
    await expect(main.locator('section[data-screen="disability"]')).toHaveCount(0);

    // The browser's Back: from the summary to the wizard screen it came from; there, the leave dialog.
    await page.goBack();
    await waitForScreen(page, screenTitle(locale, 'disability'));
    await expect(page).toHaveURL(/screen=disability$/);
    const leave = dialogNamed(page, t('wizard:leave.title'));
    await page.goBack();
    await expect(leave).toBeVisible();
    await expect(page).toHaveURL(/screen=disability$/);
    await leave.getByRole('button', { name: t('wizard:leave.abort'), exact: true }).click();
    await expect(leave).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: screenTitle(locale, 'disability') })).toBeVisible();
  });
}
