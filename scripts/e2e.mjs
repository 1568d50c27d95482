// Browser journeys and accessibility checks against the real server (Playwright + Debian Chromium).
import { spawnSync } from 'node:child_process';
const result = spawnSync('npx', ['playwright', 'test', '-c', 'a11y-tests/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: new URL('..', import.meta.url).pathname,
});
process.exit(result.status ?? 1);
