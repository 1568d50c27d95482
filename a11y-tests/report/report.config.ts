// Playwright config of `npm run a11y:report`: the collector only; scripts/a11y-report.mjs starts the server.
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

const port = Number(process.env.E2E_PORT ?? 8190);

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /.*\.collect\.ts$/,
  reporter: [['line']],
  outputDir: '../../test-results/a11y-report',
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: undefined,
});
