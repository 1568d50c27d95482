// Lighthouse (mobile, default simulated throttling) on Debian's Chromium, in one tab so a login carries over.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { startFlow } from 'lighthouse';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

function figuresOf(lhr) {
  const cat = (id) => (lhr.categories[id]?.score ?? NaN) * 100;
  const num = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const failing = (id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  // Every script and style sheet the page fetched until Lighthouse saw it idle (network and CPU quiet).
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const fetched = (type) => requests.filter((r) => r.resourceType === type && r.statusCode < 400);
  // The element Lighthouse took as the largest contentful paint (Lighthouse 12: a list whose first table names it).
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details;
  const lcpNode = lcpDetails?.items?.[0]?.items?.[0]?.node ?? lcpDetails?.items?.[0]?.node;
  const documentRequest = requests.find((r) => r.resourceType === 'Document');
  return {
    fetched: {
      scripts: fetched('Script').map((r) => r.url),
      styles: fetched('Stylesheet').map((r) => r.url),
      scriptTransferBytes: fetched('Script').reduce((n, r) => n + (r.transferSize ?? 0), 0),
    },
    consoleErrors: (lhr.audits['errors-in-console']?.details?.items ?? []).map((item) => `${item.description ?? ''} ${item.sourceLocation?.url ?? item.url ?? ''}`.trim()),
    performance: cat('performance'),
    accessibility: cat('accessibility'),
    bestPractices: cat('best-practices'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    failing: { accessibility: failing('accessibility'), bestPractices: failing('best-practices') },
    runtimeError: lhr.runtimeError?.message,
    finalUrl: lhr.finalDisplayedUrl,
    lcpElement: lcpNode ? `${lcpNode.nodeLabel ?? ''} (${lcpNode.snippet ?? ''})`.slice(0, 160) : undefined,
    // The page's own document as the browser fetched it: a navigation to the address, not the app moving there.
    document: documentRequest ? { url: documentRequest.url, statusCode: documentRequest.statusCode, transferSize: documentRequest.transferSize } : undefined,
  };
}

/**
 * The page's HTML as the server sends it to this browser (its cookies), fetched once more after the
 * runs: whether it holds the screen (an h1 in #root) and, with `expectInHtml`, that text in #root.
 */
async function servedHtml(page, url, expectInHtml) {
  const answer = await page.evaluate(async (u) => {
    const res = await fetch(u, { redirect: 'manual', cache: 'no-store' });
    return { status: res.status, cacheControl: res.headers.get('cache-control'), html: await res.text() };
  }, url);
  const at = answer.html.indexOf('<div id="root">');
  const root = at >= 0 ? answer.html.slice(at) : '';
  const h1 = /<h1[\s>][^]*?<\/h1>/.exec(root)?.[0].replace(/<[^>]*>/g, '').trim();
  return {
    status: answer.status,
    cacheControl: answer.cacheControl,
    bytes: answer.html.length,
    h1,
    rendered: Boolean(h1) && !root.startsWith('<div id="root"></div>'),
    expected: expectInHtml ? root.includes(expectInHtml) : undefined,
  };
}

/** Opens a new tab on `blankUrl` (same origin as the app) with the old tab's session storage, and closes the old one. */
async function freshTab(browser, old, blankUrl) {
  const origin = new URL(blankUrl).origin;
  const saved = old.url().startsWith(origin) ? await old.evaluate(() => Object.entries(sessionStorage)) : [];
  const page = await browser.newPage();
  await page.goto(blankUrl);
  await page.evaluate((entries) => entries.forEach(([key, value]) => sessionStorage.setItem(key, value)), saved);
  await old.close();
  return page;
}

/**
 * Runs `runs` Lighthouse navigations per page. `login(page)` runs once, before the pages that need a
 * session (its cookie stays in the browser, its session storage is carried to each new tab); a page's
 * `before(page)` runs once before its runs (the summary's walks the wizard to prepare a summary).
 * `blankUrl`: a blank page of the app's origin; each run starts from it in a new tab. A page's
 * `firstVisit`: the browser's cache is cleared before each run (cookies kept); `expectInHtml`: a text
 * the server's HTML of the page must hold in #root (checked once, after its runs).
 */
export async function runLighthouse({ pages, runs, login, blankUrl }) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const results = {};
  try {
    let page = await browser.newPage();
    let loggedIn = false;
    for (const { name, url, needsLogin, before, firstVisit, expectInHtml } of pages) {
      if (needsLogin && !loggedIn) {
        await login(page);
        loggedIn = true;
      }
      if (before) await before(page);
      const runsOf = [];
      for (let i = 0; i < runs; i++) {
        // BENCH_LH_THROTTLING=devtools: applied throttling (the page really loads slowly) instead of the
        // default simulation, which estimates from a fast load; for a second opinion on LCP.
        const settings = process.env.BENCH_LH_THROTTLING ? { throttlingMethod: process.env.BENCH_LH_THROTTLING } : {};
        // Each run in a fresh tab, as a first visit would be: in one long-lived tab, the earlier runs'
        // heap and compiled scripts made Chromium's own work at the start of the next load (garbage
        // collection, DevTools attaching) a 100–260 ms "Unattributable" long task in that page's TBT.
        // The login carries over: cookies belong to the browser, session storage is copied.
        if (blankUrl) page = await freshTab(browser, page, blankUrl);
        // A first visit: nothing of the app in the browser's cache (the start page and its static floor
        // both, so their ratio compares like with like; before, the floor ran on the start page's cache).
        if (firstVisit) {
          const cdp = await page.createCDPSession();
          await cdp.send('Network.clearBrowserCache');
          await cdp.detach();
        }
        const flow = await startFlow(page, { config: { extends: 'lighthouse:default', settings } });
        await flow.navigate(url, { name, disableStorageReset: true });
        const lhr = (await flow.createFlowResult()).steps[0].lhr;
        runsOf.push(figuresOf(lhr));
        // BENCH_LHR_DIR: keep every full report (open it with https://googlechrome.github.io/lighthouse/viewer/ or read its JSON).
        if (process.env.BENCH_LHR_DIR) {
          mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
          const file = join(process.env.BENCH_LHR_DIR, `${name.replace(/\W+/g, '-')}-${i + 1}`);
          writeFileSync(`${file}.json`, JSON.stringify(lhr));
          // …and the trace it was computed from (Chromium's DevTools opens it: Performance, load profile).
          const trace = flow.createArtifactsJson().gatherSteps[0]?.artifacts?.Trace;
          if (trace) writeFileSync(`${file}.trace.json`, JSON.stringify(trace));
        }
      }
      const pick = (k) => median(runsOf.map((r) => r[k]));
      let served;
      try {
        served = await servedHtml(page, url, expectInHtml);
      } catch (error) {
        served = { error: String(error?.message ?? error) };
      }
      results[name] = {
        url,
        runs: runsOf.length,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        lcp: pick('lcp'),
        lcpRuns: runsOf.map((r) => r.lcp),
        lcpElement: runsOf.at(-1).lcpElement,
        tbt: pick('tbt'),
        cls: pick('cls'),
        failing: runsOf.at(-1).failing,
        // What the last run fetched until idle, and every console error of any run.
        fetched: runsOf.at(-1).fetched,
        consoleErrors: [...new Set(runsOf.flatMap((r) => r.consoleErrors))],
        runtimeError: runsOf.find((r) => r.runtimeError)?.runtimeError,
        // A page that redirected (the summary without a prepared summary goes to the wizard) measures the wrong screen.
        redirectedTo: runsOf.map((r) => r.finalUrl).find((u) => u && new URL(u).pathname !== new URL(url).pathname),
        // Every run loaded the address itself (its document fetched from the server, 200), not by the app's navigation.
        loadedDirectly: runsOf.every((r) => r.document?.url === url && r.document?.statusCode === 200),
        firstVisit: Boolean(firstVisit),
        served,
      };
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
  return results;
}
