// The summary and the confirmation on paper (docs/accessibility-contract.md, "Print"): in print media
// the page frame (header with its tools, footer, skip link, step menu) and every action (buttons,
// "Ändern", the PDF download) are not displayed, the content is, dark on white in both themes; the
// test-mode banner stays as a short note; every page of the summary says whose draft it is, from when,
// that it was not sent, and its number. page.pdf() prints as the browser's print dialog would:
// the PDF's text holds the content and none of the buttons' words. Print previews (screenshots in
// print media and the printed PDFs) are kept in the test's output folder.
import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { answers, confirmDialog, fullDocument, gotoWizardScreen, journeyScreens, openConfirmDialog, saveDraftViaApi, screenTitle, startWizard } from './support/declaration';
import { loginViaUi, prepareBrowser, registerViaApi, switchTheme, waitForScreen } from './support/journey';
import { text, type Locale, type Theme } from './support/texts';

/** What prints of the page: the elements of the frame and the actions that are displayed in print media. */
async function printedFrame(page: Page) {
  return page.evaluate(() => {
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && getComputedStyle(el).display !== 'none';
    const describe = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    return {
      header: Array.from(document.querySelectorAll('header')).filter(shown).map(describe),
      footer: Array.from(document.querySelectorAll('footer')).filter(shown).map(describe),
      nav: Array.from(document.querySelectorAll('nav, aside')).filter(shown).map(describe),
      buttons: Array.from(document.querySelectorAll('button, [role="button"]')).filter(shown).map(describe),
      skipLink: getComputedStyle(document.querySelector('a[href="#main-content"]')!).display,
    };
  });
}

/** Relative luminance of a computed `rgb(…)` colour (WCAG). */
function luminance(rgb: string): number {
  const [r, g, b] = rgb.match(/[\d.]+/g)!.slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The page's background and the colours of its main text, as computed in the current media. */
async function colours(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main')!;
    const texts = Array.from(main.querySelectorAll('h1, h2, p, dt, dd, td, th')).filter((el) => el.checkVisibility());
    return {
      background: getComputedStyle(document.body).backgroundColor,
      html: getComputedStyle(document.documentElement).backgroundColor,
      texts: texts.map((el) => getComputedStyle(el).color),
    };
  });
}

/** Print media: frame and actions gone, the content there, dark text on white. */
async function expectPrinted(page: Page, theme: Theme) {
  await page.emulateMedia({ media: 'print' });
  const frame = await printedFrame(page);
  expect(frame.header, 'header in print').toEqual([]);
  expect(frame.footer, 'footer in print').toEqual([]);
  expect(frame.nav, 'menus in print').toEqual([]);
  expect(frame.buttons, 'buttons in print').toEqual([]);
  expect(frame.skipLink).toBe('none');
  const { background, html, texts } = await colours(page);
  expect(background, `page background in print (${theme})`).toBe('rgb(255, 255, 255)');
  expect(html).toBe('rgb(255, 255, 255)');
  expect(texts.length).toBeGreaterThan(3);
  // Dark on white: at least 7:1 against white means a luminance below 0.1.
  for (const colour of texts) expect(luminance(colour), `text colour ${colour} in print (${theme})`).toBeLessThan(0.1);
}

/** Prints the page (page.pdf: print media, A4, the page's own margins) into the test's output folder and returns its text, spaces collapsed. */
async function printToPdf(page: Page, name: string): Promise<string> {
  return (await printPages(page, name)).join(' ');
}

/** The same print, page by page (pdftotext ends each page with a form feed). */
async function printPages(page: Page, name: string): Promise<string[]> {
  const file = test.info().outputPath(`${name}.pdf`);
  await page.pdf({ path: file, format: 'A4', preferCSSPageSize: true });
  const pages = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString().split('\f');
  return pages.slice(0, pages.at(-1)!.trim() ? pages.length : -1).map((p) => p.replace(/\s+/g, ' '));
}

async function printPreview(page: Page, name: string) {
  await page.emulateMedia({ media: 'print' });
  const file = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
}

// The behaviour here is the same in both languages: each test runs in one of them, alternating over the
// files, and the words of both are checked per state by the matrix (docs/decisions.md, "One language per behaviour test").
for (const locale of ['de'] as Locale[]) {
  const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);
  /** The words of the frame and the actions, none of which may be on paper. */
  const frameWords = [t('ds:skipLink'), t('ds:contrastMode'), t('ds:languageSwitch'), t('ds:footer.imprint'), t('ds:footer.dataProtection'), t('ds:footer.portal')];

  test(`summary and confirmation print their content only, dark on white in both themes (${locale})`, async ({ page }) => {
    test.setTimeout(300_000);
    await prepareBrowser(page, { theme: 'light', locale });
    const user = await registerViaApi(page.request);
    await loginViaUi(page, locale, user);
    await saveDraftViaApi(page.request, fullDocument(user.idNr));
    await startWizard(page, locale);
    await gotoWizardScreen(page, locale, journeyScreens.at(-1)!);
    await page.getByRole('main').getByRole('button', { name: t('wizard:wizard.toSummary'), exact: true }).click();
    await waitForScreen(page, t('wizard:summary.heading'));
    const estimateTitle = t('estimate:title', { year: 2025 });
    await expect(page.getByRole('heading', { name: estimateTitle })).toBeVisible();

    // The summary: sections, their rows and the estimate with its calculation print; "Ändern" and the send button do not.
    for (const theme of ['light', 'contrast'] as Theme[]) {
      if (theme === 'contrast') {
        await page.emulateMedia({ media: 'screen' });
        await switchTheme(page, 'contrast');
        expect(luminance((await colours(page)).background), 'contrast theme on screen').toBeLessThan(0.05);
      }
      await expectPrinted(page, theme);
      await expect(page.locator('main section[data-screen]').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: screenTitle(locale, 'bank'), exact: true })).toBeVisible();
      await expect(page.getByText(answers.holder, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: estimateTitle })).toBeVisible();
      // The calculation is printed open: nobody can click on paper.
      await expect(page.getByRole('table', { name: t('estimate:details.caption', { year: 2025 }) })).toBeVisible();
      // The test-mode banner stays as a note.
      await expect(page.getByText(t('layout.testBanner.title'), { exact: true })).toBeVisible();
      await printPreview(page, `summary-${locale}-${theme}`);

      const pages = await printPages(page, `summary-${locale}-${theme}`);
      const printed = pages.join(' ');
      // Every page: whose draft, from when, that it was not sent, and its number of all (the @page margin boxes).
      const today = new Date();
      const date = `${String(today.getDate()).padStart(2, '0')}.${String(today.getMonth() + 1).padStart(2, '0')}.${today.getFullYear()}`;
      expect(pages.length, 'the summary takes more than one page').toBeGreaterThan(1);
      pages.forEach((text, i) => {
        for (const expected of [t('wizard:summary.print.page', { page: i + 1, pages: pages.length }), t('wizard:summary.print.draft'), t('wizard:summary.print.date', { date })]) {
          expect(text, `page ${i + 1} of the summary (${theme})`).toContain(expected);
        }
      });
      for (const expected of [t('wizard:summary.heading'), screenTitle(locale, 'bank'), screenTitle(locale, 'donationsQuestion'), answers.holder, estimateTitle, t('estimate:details.caption', { year: 2025 }), t('layout.testBanner.title')]) {
        expect(printed, `summary on paper (${theme})`).toContain(expected.replace(/\u00ad/g, ''));
      }
      const editPrefix = t('wizard:summary.edit', { section: '' }).trim();
      for (const absent of [...frameWords, editPrefix, t('wizard:summary.submit'), t('wizard:common.back'), t('estimate:details.toggle'), t('wizard:summary.finalTitle')]) {
        expect(printed, `"${absent}" on paper (${theme})`).not.toContain(absent);
      }
    }

    // Send it (on screen again) and print the confirmation.
    await page.emulateMedia({ media: 'screen' });
    await switchTheme(page, 'light');
    await openConfirmDialog(page, locale);
    await confirmDialog(page, locale).getByRole('button', { name: t('wizard:summary.confirm.submit'), exact: true }).click();
    await waitForScreen(page, t('wizard:confirmation.heading'));
    const ticket = (await page.getByRole('main').innerText()).match(/ET-\d{4}-[A-Z0-9]+/)![0];

    for (const theme of ['light', 'contrast'] as Theme[]) {
      if (theme === 'contrast') {
        await page.emulateMedia({ media: 'screen' });
        await switchTheme(page, 'contrast');
      }
      await expectPrinted(page, theme);
      await expect(page.getByText(ticket, { exact: true })).toBeVisible();
      await expect(page.getByText(t('wizard:confirmation.transferTicketHint'), { exact: true })).toBeVisible();
      // The PDF download is no use on paper.
      await expect(page.getByRole('link', { name: t('wizard:confirmation.download') })).toBeHidden();
      await printPreview(page, `confirmation-${locale}-${theme}`);

      const printed = await printToPdf(page, `confirmation-${locale}-${theme}`);
      for (const expected of [t('wizard:confirmation.heading'), t('wizard:confirmation.transferTicket'), ticket, t('wizard:confirmation.transferTicketHint')]) {
        expect(printed, `confirmation on paper (${theme})`).toContain(expected);
      }
      // The summary's frame went with the summary: the confirmation is no draft.
      for (const absent of [...frameWords, t('wizard:summary.print.draft'), t('wizard:confirmation.download'), t('wizard:confirmation.downloadText'), t('wizard:confirmation.newCode'), t('wizard:confirmation.toStart')]) {
        expect(printed, `"${absent}" on paper (${theme})`).not.toContain(absent);
      }
    }
  });
}
