import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
const root = path.resolve('storybook-static');
const srv = http.createServer((req, res) => { let p = decodeURIComponent(req.url.split('?')[0]); if (p.endsWith('/')) p += 'index.html'; try { const b = readFileSync(path.join(root, p)); res.writeHead(200, { 'content-type': p.endsWith('.js') ? 'text/javascript' : p.endsWith('.html') ? 'text/html' : p.endsWith('.css') ? 'text/css' : 'application/octet-stream' }); res.end(b); } catch { res.writeHead(404); res.end(); } }).listen(6199);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const axe = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
for (const id of process.argv.slice(2)) {
  await page.goto(`http://127.0.0.1:6199/iframe.html?id=${id}&viewMode=story`);
  await page.waitForTimeout(1500);
  await page.addScriptTag({ content: axe });
  const r = await page.evaluate(async () => (await axe.run(document, { runOnly: ['color-contrast', 'aria-hidden-focus'] })).incomplete.map((i) => ({ id: i.id, nodes: i.nodes.map((n) => ({ t: n.target.join(' '), html: n.html.slice(0, 140), key: n.any.concat(n.all, n.none).map((c) => c.data?.messageKey ?? c.message).join(';') })) })));
  console.log(id, JSON.stringify(r, null, 1));
}
await browser.close(); srv.close();
