// Playwright fixtures of the Orca journeys: one Orca desktop per worker in the project's language,
// a fresh Chromium per journey, and the journey's transcript written for the report.
import { test as base } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OrcaDesktop, openChromium, type OrcaBrowser, type OrcaLocale } from './driver';
import { ScreenReader } from './screenReader';
import { PREFERENCE_COOKIES } from '../../src/domain/startPage';
import { acquireOrcaLock } from './lock';
import { transcriptProblems } from './transcriptChecks';

/** Where transcripts go (`npm run a11y:report` reads them from here). */
export const transcriptDir = process.env.ORCA_TRANSCRIPTS ?? join(process.cwd(), 'test-results', 'orca-transcripts');

export interface OrcaWorkerOptions {
  /** The journey's language, and Orca's. */
  srLocale: OrcaLocale;
}

interface WorkerFixtures extends OrcaWorkerOptions {
  desktop: OrcaDesktop;
}

interface TestFixtures {
  /** Opens Chromium at an app URL (focus in the page) and hands out the screen reader for the journey. */
  open: (path: string, journey?: string) => Promise<{ sr: ScreenReader; browser: OrcaBrowser }>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  srLocale: ['de', { option: true, scope: 'worker' }],
  desktop: [
    async ({ srLocale }, use) => {
      const release = await acquireOrcaLock();
      const desktop = await OrcaDesktop.start({ locale: srLocale });
      try {
        await use(desktop);
      } finally {
        await desktop.stop();
        release();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  open: async ({ desktop, srLocale, baseURL }, use, testInfo) => {
    const opened: { sr: ScreenReader; browser: OrcaBrowser }[] = [];
    await use(async (path, journey = testInfo.title) => {
      const browser = await openChromium(desktop, new URL(path, baseURL).href, srLocale);
      if (srLocale !== 'de') {
        // The language a user chose on an earlier visit (the app's own storage and cookie), then a reload.
        await browser.page.evaluate(
          ([cookie, locale]) => {
            localStorage.setItem('einfach.locale', JSON.stringify(locale));
            document.cookie = `${cookie}=${locale}; path=/`;
          },
          [PREFERENCE_COOKIES.locale, srLocale] as const,
        );
        await desktop.quiet(500);
        await browser.page.reload();
      }
      const sr = new ScreenReader(desktop, srLocale, journey);
      opened.push({ sr, browser });
      return { sr, browser };
    });
    for (const { sr, browser } of opened) {
      if (testInfo.status !== testInfo.expectedStatus || testInfo.errors.length) {
        // What the page showed and where focus was when the journey failed.
        await browser.page.screenshot({ path: testInfo.outputPath('page.png'), fullPage: true }).catch(() => null);
        const focus = await browser.page.evaluate(() => document.activeElement?.outerHTML.slice(0, 300) ?? 'none').catch(() => 'unknown');
        writeFileSync(testInfo.outputPath('focus.txt'), `${browser.page.url()}\n${focus}\n`);
      }
      await browser.close();
      mkdirSync(transcriptDir, { recursive: true });
      const file = `${srLocale}-${sr.transcript.journey.replace(/[^\w]+/g, '-').toLowerCase()}.json`;
      writeFileSync(join(transcriptDir, file), JSON.stringify({ ...sr.transcript, passed: testInfo.status === testInfo.expectedStatus }, null, 1));
    }
    // Checked on every journey's whole transcript, after the journey's own phrase checks.
    const problems = opened.flatMap(({ sr }) => transcriptProblems(sr.transcript));
    if (problems.length) throw new Error(`What the screen reader said has problems:\n${problems.join('\n')}`);
  },
});

export { expect } from '@playwright/test';
