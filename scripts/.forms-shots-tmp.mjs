import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, extname } from 'node:path';
const root = '/tmp/sb-forms';
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };
const server = createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  try { const body = await readFile(join(root, path === '/' ? 'index.html' : path)); res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }); res.end(body); }
  catch { res.writeHead(404); res.end(); }
}).listen(6112);
const stories = ['forms-maskedinput--id-nr-with-error', 'forms-radiogroup--with-error', 'forms-checkbox--group-filled', 'forms-combobox--open', 'forms-moneyinput--filled', 'forms-select--one-option-read-only'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const width of [375, 1280]) for (const theme of ['light', 'contrast']) {
  const page = await browser.newPage({ viewport: { width, height: 700 } });
  for (const id of stories) {
    await page.goto(`http://localhost:6112/iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`);
    await page.waitForSelector('#storybook-root > *');
    await page.waitForTimeout(400);
    if (id === 'forms-radiogroup--with-error') await page.keyboard.press('Tab');
    await page.screenshot({ path: `/tmp/forms-shots/${id.replace('forms-', '')}-${theme}-${width}.png` });
  }
  await page.close();
}
await browser.close(); server.close();
