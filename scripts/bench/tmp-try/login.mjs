import { register } from 'tsx/esm/api';
register();
const { startServer } = await import('../server.mjs');
const api = await import('../api.ts');
const { chromium } = await import('playwright-core');
const srv = await startServer({ uiDist: '/tmp/bench-dist2' });
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const [u] = await api.createUsers(srv.base, 1);
  const page = await b.newPage();
  page.on('console', (m) => console.log('console', m.text()));
  await page.goto(srv.base + '/erklaerung/ui/tax');
  await page.waitForSelector('#idNr');
  await page.type('#idNr', u.idNr);
  await page.type('#accessCode', u.accessCode);
  console.log(await page.$eval('#idNr', (e) => e.value), await page.$eval('#accessCode', (e) => e.value));
  await page.click('button[type=submit]');
  await page.waitForTimeout(8000);
  console.log(page.url());
  console.log((await page.textContent('main'))?.slice(0, 600));
} finally { await b.close(); await srv.stop(); }
