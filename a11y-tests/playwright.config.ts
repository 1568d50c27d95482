import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://127.0.0.1:${port}`;
/** A second server with test mode off (no banner, no test markers, no codes on screen) for the matrix. */
export const testModeOffURL = `http://127.0.0.1:${port + 1}`;

const serverEnv = (serverPort: number, testMode: boolean) => ({
  PORT: String(serverPort),
  HOST: '127.0.0.1',
  TEST_MODE: String(testMode),
  DATA_DIR: 'memory://',
  LOG_LEVEL: 'warn',
  // Names of src/server/config.ts: the suite registers and logs in many users from one address.
  RATE_LIMIT_REGISTER: '100000',
  RATE_LIMIT_AUTH: '100000',
  // Overload shedding by its request limit only: the suite's browsers share two cores with the servers,
  // so the event loop's delay and the database's wait measure the machine, not a server past its
  // capacity (those checks are tested in src/server/__tests__/overload.test.ts and the bench).
  OVERLOAD_DATABASE_WAIT_MS: '0',
  OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
});

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.e2e\.ts$/,
  fullyParallel: true,
  // Three workers on two cores: with two, a quarter of the processor waited on page loads and the
  // servers (the whole step 6.9 → 6.0 min here, no test flaky).
  workers: 3,
  // One retry on CI absorbs a load spike on a shared 2-core machine; Playwright still reports it as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  // npm test keeps a JSON report for the accessibility report (scripts/test.sh, SUITE_RESULTS_DIR).
  reporter: process.env.SUITE_RESULTS_DIR ? [['list'], ['json', { outputFile: `${process.env.SUITE_RESULTS_DIR}/e2e.json` }]] : [['list']],
  outputDir: '../test-results/e2e',
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: [
    {
      command: 'node --import tsx src/server/main.ts',
      cwd: '..',
      url: `${baseURL}/erklaerung/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnv(port, true),
    },
    {
      command: 'node --import tsx src/server/main.ts',
      cwd: '..',
      url: `${testModeOffURL}/erklaerung/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnv(port + 1, false),
    },
  ],
});
