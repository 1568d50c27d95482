// The authenticated half: wizard → summary → signed submission → confirmation → new access code, with axe everywhere.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  answers,
  answerYesNo,
  confirmDialog,
  dialogNamed,
  FORM_MODEL,
  gotoWizardScreen,
  isAuthenticated,
  next,
  openConfirmDialog,
  screenTitle,
  startWizard,
  textbox,
  walkWizard,
} from './support/declaration';
import { API, apiPost, tabLoginHeaders, loginViaUi, newIdNr, prepareBrowser, registerViaApi, registerViaUi, routes, ui, waitForScreen } from './support/journey';
import { text, type Locale } from './support/texts';

for (const locale of ['de', 'en'] as Locale[]) {
  const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);

  test.describe(`declaration (${locale})`, () => {
    test.beforeEach(async ({ page }) => prepareBrowser(page, { theme: 'light', locale }));

    test('register → log in → every wizard screen → summary → submit → PDF and signature → new access code → logged out', async ({ page }) => {
      test.setTimeout(300_000);
      const user = await registerViaUi(page, locale, newIdNr());
      await loginViaUi(page, locale, user);
      await startWizard(page, locale);

      await walkWizard(page, locale, async (screen) => {
        await expectNoAxeViolations(page, `wizard ${screen} (${locale})`);
      });

      // Summary: the entries are in the server's HTML, and the estimate panel is there.
      await expect(page).toHaveURL(new RegExp(`${ui(routes.summary)}$`));
      const main = page.getByRole('main');
      for (const d of answers.donations) await expect(main).toContainText(d.recipient);
      await expect(main).toContainText(answers.medical.description);
      await expect(main).toContainText(answers.craftsman.description);
      await expect(main).toContainText(answers.taxOffice.label);
      await expect(main.getByRole('region', { name: text(locale, 'estimate:title', { year: 2025 }) })).toBeVisible();
      await expectNoAxeViolations(page, `summary (${locale})`);

      await openConfirmDialog(page, locale);
      await expectNoAxeViolations(page, `summary, confirm modal (${locale})`);
      const sent = page.waitForResponse((r) => r.url().endsWith(`${API}/users/sign/sendSignature`) && r.request().method() === 'POST', { timeout: 90_000 });
      await confirmDialog(page, locale).getByRole('button', { name: t('wizard:summary.confirm.submit'), exact: true }).click();
      const sendSignature = await sent;
      expect(sendSignature.status()).toBe(200);
      const answer = (await sendSignature.json()) as { transferticket: string; transferDate: string; formTitle: string; signedXml?: string };

      await waitForScreen(page, t('wizard:confirmation.heading'));
      await expect(page).toHaveURL(new RegExp(`${ui(routes.confirmation)}$`));
      await expect(main).toContainText(answer.transferticket);
      await expect(main).toContainText(answer.transferDate);
      expect(answer.transferticket).toMatch(/^ET-\d{4}-[A-Z0-9]{10}$/);
      await expectNoAxeViolations(page, `confirmation (${locale})`);

      // Leaving before the download warns; Cancel keeps the page.
      const toStart = main.getByRole('button', { name: t('wizard:confirmation.toStart'), exact: true });
      await toStart.click();
      const leave = dialogNamed(page, t('wizard:confirmation.leave.title'));
      await expect(leave).toBeVisible();
      await expectNoAxeViolations(page, `confirmation, leave warning (${locale})`);
      await leave.getByRole('button', { name: t('wizard:confirmation.leave.cancel'), exact: true }).click();
      await expect(leave).toBeHidden();
      await expect(toStart).toBeFocused();

      const newCode = main.getByRole('button', { name: t('wizard:confirmation.newCode'), exact: true });
      await newCode.click();
      let newCodeDialog = dialogNamed(page, t('wizard:confirmation.newCodeDialog.title'));
      await expect(newCodeDialog).toContainText(t('wizard:confirmation.newCodeDialog.text'));
      await expectNoAxeViolations(page, `confirmation, new-code warning (${locale})`);
      await newCodeDialog.getByRole('button', { name: t('wizard:confirmation.newCodeDialog.cancel'), exact: true }).click();
      await expect(newCodeDialog).toBeHidden();
      await expect(newCode).toBeFocused();

      // The PDF: tagged, with the donation recipient, the ticket and the date.
      // In the test's output folder (test-results/e2e, emptied at the start of each run): kept for a look when the test fails.
      const work = test.info().outputPath('declaration');
      mkdirSync(work, { recursive: true });
      const downloading = page.waitForEvent('download');
      await main.getByRole('link', { name: t('wizard:confirmation.download'), exact: true }).click();
      const download = await downloading;
      const pdf = path.join(work, 'confirmation.pdf');
      await download.saveAs(pdf);
      expect(execFileSync('pdfinfo', [pdf]).toString()).toMatch(/^Tagged:\s+yes$/m);
      const pdfText = execFileSync('pdftotext', ['-layout', pdf, '-']).toString().replace(/\s+/g, ' ');
      expect(pdfText).toContain(answers.donations[0].recipient);
      expect(pdfText).toContain(answer.transferticket);
      expect(pdfText).toContain(answer.transferDate.split(' ')[0]);
      await expect(main).toContainText(t('wizard:confirmation.downloaded'));

      // The signature the browser made verifies against the service's CA.
      expect(answer.signedXml, 'test mode returns signedXml').toBeTruthy();
      const signed = path.join(work, 'signed.xml');
      writeFileSync(signed, Buffer.from(answer.signedXml!, 'base64'));
      const properties = (await (await page.request.get(`${API}/properties/jeans`)).json()) as { caCertificate: string };
      const ca = path.join(work, 'ca.pem');
      writeFileSync(ca, properties.caCertificate);
      const verified = execFileSync('xmlsec1', ['--verify', '--trusted-pem', ca, signed], { stdio: 'pipe', encoding: 'utf8' });
      expect(verified + 'exit 0').toContain('exit 0');

      // Apply for next year's access code: warning (already downloaded) → confirm → success → logged out.
      await newCode.click();
      newCodeDialog = dialogNamed(page, t('wizard:confirmation.newCodeDialog.title'));
      await expect(newCodeDialog).toContainText(t('wizard:confirmation.newCodeDialog.textDownloaded'));
      await newCodeDialog.getByRole('button', { name: t('wizard:confirmation.newCodeDialog.continue'), exact: true }).click();
      await waitForScreen(page, t('wizard:success.heading'));
      await expect(page).toHaveURL(new RegExp(`${ui(routes.confirmationSuccess)}$`));
      await expectNoAxeViolations(page, `confirmation success (${locale})`);
      await expect.poll(() => isAuthenticated(page.request), { timeout: 15_000 }).toBe(false);
      await main.getByRole('button', { name: t('wizard:success.toStart'), exact: true }).or(main.getByRole('link', { name: t('wizard:success.toStart'), exact: true })).first().click();
      await waitForScreen(page, t('start.heading'));
      expect(await isAuthenticated(page.request)).toBe(false);
    });
  });
}

test.describe('wizard rules', () => {
  const locale: Locale = 'en';
  test.beforeEach(async ({ page }) => prepareBrowser(page, { theme: 'light', locale }));

  test('joint filing shows person B; a "no" hides its dependent screen', async ({ page }) => {
    const user = await registerViaApi(page.request);
    await loginViaUi(page, locale, user);
    await startWizard(page, locale);
    await answerYesNo(page, locale, 'filing.joint', true);
    await next(page, locale, 'personA');
    await next(page, locale, 'personB');
    await expect(textbox(page, locale, 'personB.idNr')).toBeVisible();
    await expectNoAxeViolations(page, 'wizard personB');

    // Back to filing, answer "no": Next from person A skips person B.
    await gotoWizardScreen(page, locale, 'filing');
    await answerYesNo(page, locale, 'filing.joint', false);
    await next(page, locale, 'personA');
    await next(page, locale, 'taxIdentification');
    // A hidden screen asked for by URL falls back to a displayed one.
    await page.goto(ui(`${routes.wizard}?screen=personB`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(screenTitle(locale, 'personB'));
    await expect(page).not.toHaveURL(/screen=personB/);

    await gotoWizardScreen(page, locale, 'donationsQuestion');
    await answerYesNo(page, locale, 'donations.has', false);
    await next(page, locale, 'medicalQuestion');
  });

  test('reloading the page in the middle of the wizard keeps the step and the answers', async ({ page }) => {
    const user = await registerViaApi(page.request);
    await loginViaUi(page, locale, user);
    await startWizard(page, locale);
    await answerYesNo(page, locale, 'filing.joint', false);
    await next(page, locale, 'personA');
    await next(page, locale, 'taxIdentification');
    await gotoWizardScreen(page, locale, 'bank');
    await textbox(page, locale, 'bank.holder').fill('Erika Mustermann');
    await page.waitForTimeout(300);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: screenTitle(locale, 'bank') })).toBeVisible({ timeout: 30_000 });
    await expect(textbox(page, locale, 'bank.holder')).toHaveValue('Erika Mustermann');
  });

  test('a draft survives logout and a new login', async ({ page }) => {
    const user = await registerViaApi(page.request);
    await loginViaUi(page, locale, user);
    await startWizard(page, locale);
    await answerYesNo(page, locale, 'filing.joint', false);
    await next(page, locale, 'personA');
    await next(page, locale, 'taxIdentification');
    await gotoWizardScreen(page, locale, 'bank');
    await textbox(page, locale, 'bank.holder').fill('Erika Mustermann');
    await next(page, locale);
    // The IBAN is missing: the wizard stays; fill it and go on so the screen is saved.
    await textbox(page, locale, 'bank.iban').fill(answers.iban);
    await next(page, locale, 'knownData');

    // The tab's own logout (only the tab that holds the login ends it).
    const logout = await apiPost(page.request, '/users/authentication/logout', { reason: 'taxDeclarationFinished' }, await tabLoginHeaders(page));
    expect(logout.status()).toBeLessThan(300);
    expect(await isAuthenticated(page.request)).toBe(false);

    await page.evaluate(() => sessionStorage.clear());
    await loginViaUi(page, locale, user);
    await startWizard(page, locale);
    await expect(page.getByRole('radiogroup', { name: /./ }).getByRole('radio', { name: text(locale, 'model:enums.yesNo.no'), exact: true })).toBeChecked();
    await gotoWizardScreen(page, locale, 'bank');
    await expect(textbox(page, locale, 'bank.holder')).toHaveValue('Erika Mustermann');
    await expect(textbox(page, locale, 'bank.iban')).toHaveValue(/^DE89\s?3704/);
    const draft = await page.request.get(`${API}/drafts/${FORM_MODEL}`);
    expect(draft.status()).toBe(200);
  });
});

