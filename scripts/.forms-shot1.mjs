import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, extname } from 'node:path';
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
const server = createServer(async (req, res) => { const p = decodeURIComponent(new URL(req.url, 'http://x').pathname); try { const b = await readFile(join('/tmp/sb-forms', p)); res.writeHead(200, { 'content-type': types[extname(p)] ?? 'application/octet-stream' }); res.end(b); } catch { res.writeHead(404); res.end(); } }).listen(6113);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const [theme, width] of [['contrast', 375], ['light', 1280]]) {
  const page = await browser.newPage({ viewport: { width, height: 500 } });
  await page.goto(`http://localhost:6113/iframe.html?id=forms-radiogroup--with-error&viewMode=story&globals=theme:${theme}`);
  await page.waitForSelector('#storybook-root > *'); await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/forms-shots/radiogroup--with-error-${theme}-${width}.png` });
}
await browser.close(); server.close();
