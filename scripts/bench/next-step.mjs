// Times one wizard Next, from a chosen screen, many times at 4x CPU: a steadier figure for one step
// than the bench's pass through the whole wizard, to compare two builds of a change.
//
//   node scripts/bench/next-step.mjs donationsQuestion 20      # the Next from that screen, 20 times
//   NEXT_UI_DIR=/tmp/ui-a node scripts/bench/next-step.mjs …   # an existing build (see below)
//
// Without NEXT_UI_DIR it builds the app (scripts/bench/vite.config.ts) into a temp folder; to compare,
// build each variant once with `BENCH_OUT_DIR=/tmp/ui-a npx vite build -c scripts/bench/vite.config.ts`
// and run both alternately. Each time the page is loaded at that screen (with the bench's complete
// draft of three entries per group), then "Weiter" is clicked and the time until a new h1 has focus
// is taken, as in the bench's interaction part.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { chromium } from 'playwright-core';
import { ROOT, startServer } from './server.mjs';

register();
const api = await import('./api.ts');
const { uiLogin, prepareWizard, timeNext } = await import('./interaction.mjs');

const [from = 'donationsQuestion', repeats = '20'] = process.argv.slice(2);
const UI = '/erklaerung/ui';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

let uiDist = process.env.NEXT_UI_DIR;
if (!uiDist) {
  uiDist = mkdtempSync(join(tmpdir(), 'ee-next-ui-'));
  const build = spawnSync('npx', ['vite', 'build', '-c', 'scripts/bench/vite.config.ts', '--logLevel', 'warn'], {
    cwd: ROOT,
    env: { ...process.env, BENCH_OUT_DIR: uiDist, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0) process.exit(1);
}

const server = await startServer({ uiDist });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
try {
  const base = server.base;
  const ctx = await api.journeyContext(base);
  const [user] = await api.createUsers(base, 1);
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await uiLogin(page, base, user);
  await prepareWizard(page, ctx.declaration, api.declarationDocument(3));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const times = [];
  for (let i = 0; i < Number(repeats); i++) {
    await page.goto(`${base}${UI}/tax/wizard?screen=${encodeURIComponent(from)}`);
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Weiter'), undefined, { timeout: 30_000 });
    await page.waitForTimeout(300);
    const step = await timeNext(page);
    if (step.stop) throw new Error(step.stop);
    times.push(step.ms);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  console.log(`Next from ${from} at 4x CPU, ${times.length} times: median ${at(50).toFixed(0)} ms, p90 ${at(90).toFixed(0)} ms, min ${sorted[0].toFixed(0)}, max ${sorted.at(-1).toFixed(0)}`);
  console.log(times.map((t) => t.toFixed(0)).join(' '));
} finally {
  await browser.close();
  await server.stop();
}
