import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, extname } from 'node:path';
import { createRequire } from 'node:module';
const require = createRequire('/work/main/package.json');
const axeSource = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
const root = '/tmp/sb-forms';
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };
const server = createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  try { const body = await readFile(join(root, path === '/' ? 'index.html' : path)); res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }); res.end(body); }
  catch { res.writeHead(404); res.end(); }
}).listen(6111);
const index = JSON.parse(await readFile(join(root, 'index.json'), 'utf8'));
const ids = Object.values(index.entries).filter((e) => e.type === 'story' && e.title.startsWith('Forms/')).map((e) => e.id);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
let failures = 0;
for (const theme of ['light', 'contrast']) for (const id of ids) {
  await page.goto(`http://localhost:6111/iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`);
  await page.waitForSelector('#storybook-root > *', { timeout: 10000 });
  await page.waitForTimeout(300);
  await page.addScriptTag({ content: axeSource });
  const disabled = ['region', 'landmark-one-main', 'page-has-heading-one'].filter((r) => !(id.includes('legend-as-page-heading') && r === 'page-has-heading-one'));
  await page.waitForTimeout(700);
  let result;
  for (let attempt = 0; attempt < 10 && !result; attempt++) {
    try { result = await page.evaluate(async (disabled) => window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a','wcag2aa','wcag21a','wcag21aa','wcag22aa','best-practice'] }, rules: Object.fromEntries(disabled.map((r) => [r, { enabled: false }])) }), disabled); }
    catch (e) { if (!String(e).includes('already running')) throw e; await page.waitForTimeout(500); }
  }
  for (const v of result.violations) { failures++; console.log(theme, id, v.id, v.nodes.map((n) => n.target.join(' ') + ' :: ' + n.failureSummary.split('\n').slice(0,2).join(' ')).slice(0,3).join(' | ')); }
}
console.log('stories', ids.length, 'violations', failures);
await browser.close(); server.close();
