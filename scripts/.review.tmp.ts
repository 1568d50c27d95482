import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { reviewAxeIncomplete } from '../a11y-tests/support/axeReview';
const root = path.resolve('storybook-static');
const srv = http.createServer((req, res) => { let p = decodeURIComponent(req.url!.split('?')[0]); if (p.endsWith('/')) p += 'index.html'; try { const b = readFileSync(path.join(root, p)); res.writeHead(200, { 'content-type': p.endsWith('.js') ? 'text/javascript' : p.endsWith('.html') ? 'text/html' : p.endsWith('.css') ? 'text/css' : 'application/octet-stream' }); res.end(b); } catch { res.writeHead(404); res.end(); } }).listen(6199);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
for (const id of process.argv.slice(2)) {
  await page.goto(`http://127.0.0.1:6199/iframe.html?id=${id}&viewMode=story`);
  await page.waitForTimeout(1500);
  const t = Date.now();
  console.log(id, JSON.stringify(await reviewAxeIncomplete(page as never), null, 1), Date.now() - t, 'ms');
}
await browser.close(); srv.close();
