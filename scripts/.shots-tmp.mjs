import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { readFile, mkdir } from 'node:fs/promises';
import { join, extname } from 'node:path';
const dir = '/work/main/storybook-static';
const server = createServer(async (req, res) => { try { const p = new URL(req.url, 'http://x').pathname; const f = join(dir, p === '/' ? 'index.html' : p); const b = await readFile(f); res.writeHead(200, {'content-type': {'.js':'text/javascript','.html':'text/html','.css':'text/css','.json':'application/json','.woff2':'font/woff2'}[extname(f)] ?? 'application/octet-stream'}); res.end(b);} catch { res.writeHead(404).end(); } });
await new Promise(r => server.listen(0, r));
const base = `http://127.0.0.1:${server.address().port}`;
await mkdir('/tmp/ds-shots', { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const stories = (process.env.SHOTS ?? 'chrome-header--with-declaration,chrome-pagelayout--master-detail,feedback-dialog--confirm,feedback-errorsummary--focused').split(',');
for (const width of [375, 1280]) for (const theme of ['light', 'contrast']) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const id of stories) {
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=story&globals=theme:${theme};a11y.manual:!true`);
    await page.waitForFunction(() => globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished');
    if (id.includes('header')) { await page.keyboard.press('Tab'); await page.keyboard.press('Tab'); await page.keyboard.press('Tab'); }
    if (id.includes('errorsummary')) { await page.keyboard.press('Tab'); }
    await page.waitForTimeout(150);
    await page.screenshot({ path: `/tmp/ds-shots/${id}-${theme}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close(); server.close();
