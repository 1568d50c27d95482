// The Orca journeys: one worker (never two Orcas at once), German then English, against the real server.
import { defineConfig } from '@playwright/test';
import type { OrcaWorkerOptions } from './fixtures';

const port = Number(process.env.ORCA_PORT ?? 8183);
const external = process.env.ORCA_BASE_URL;
export const baseURL = external ?? `http://127.0.0.1:${port}`;

export default defineConfig<object, OrcaWorkerOptions>({
  testDir: '.',
  testMatch: /.*\.orca\.ts$/,
  fullyParallel: false,
  workers: 1,
  // As the browser layer (a11y-tests/playwright.config.ts): one retry on CI absorbs a load spike on a
  // shared 2-core machine; each journey registers its own user, and Playwright reports it as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 180_000,
  reporter: [['list']],
  outputDir: '../../test-results/orca',
  use: { baseURL },
  projects: [
    { name: 'de', use: { srLocale: 'de' } },
    { name: 'en', use: { srLocale: 'en' } },
  ],
  webServer: external
    ? undefined
    : {
        command: 'node --import tsx src/server/main.ts',
        cwd: '../..',
        url: `${baseURL}/erklaerung/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        env: { PORT: String(port), HOST: '127.0.0.1', TEST_MODE: 'true', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', RATE_LIMIT_REGISTER: '100000', RATE_LIMIT_AUTH: '100000', OVERLOAD_DATABASE_WAIT_MS: '0', OVERLOAD_EVENT_LOOP_DELAY_MS: '0' },
      },
});
