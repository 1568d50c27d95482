// In-browser timings under 4x CPU throttling: wizard Next → next screen ready, login crypto, signing.
import { chromium } from 'playwright-core';

const UI = '/erklaerung/ui';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Logs in through the real login screen (puppeteer or playwright page: both have goto/type/click/waitForFunction). */
export async function uiLogin(page, base, user) {
  await page.goto(`${base}${UI}/tax`);
  await page.waitForSelector('#idNr');
  for (const [selector, value] of [['#idNr', user.idNr], ['#accessCode', user.accessCode]]) {
    await page.type(selector, value);
    // Lighthouse's puppeteer types with no delay while the page may still be settling; say so when a
    // field did not end with the typed value, and type it again key by key.
    const typed = await page.evaluate((s) => document.querySelector(s)?.value ?? '', selector);
    if (typed.replace(/\W/g, '').toUpperCase() !== value.replace(/\W/g, '').toUpperCase()) {
      console.warn(`[bench] ${selector} held "${typed}" after typing; typing it again with a delay`);
      await page.evaluate((s) => { const el = document.querySelector(s); el.select(); }, selector);
      await page.keyboard.press('Backspace');
      await page.type(selector, value, { delay: 50 });
    }
  }
  // The form's own submit button: the header's switches are submit buttons too (their form goes to the server).
  await page.click('main button[type=submit]');
  // Polling page.url() works alike in puppeteer and playwright (their waitForFunction signatures differ).
  const deadline = Date.now() + 60_000;
  while (!new URL(page.url()).pathname.endsWith('/tax/year')) {
    if (Date.now() > deadline) {
      const text = await page.evaluate(() => document.querySelector('main')?.textContent ?? '');
      throw new Error(`login did not reach /tax/year (at ${page.url()}): ${text.slice(0, 300)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Saves the declaration as a draft (so every wizard screen is complete) and picks the year, as the year screen would. */
export async function prepareWizard(page, declaration, document) {
  await page.evaluate(
    async ({ declaration, document }) => {
      const api = '/erklaerung/api';
      const probe = await fetch(`${api}/userData`);
      const csrf = probe.headers.get('x-csrf-token') ?? '';
      const res = await fetch(`${api}/drafts/${declaration.formModelId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify({ document }),
      });
      if (!res.ok) throw new Error(`draft: HTTP ${res.status} ${await res.text()}`);
      sessionStorage.setItem('einfach.declarationYear', JSON.stringify({ activeFormModel: declaration.formModelId, testMarker: '' }));
    },
    { declaration, document },
  );
}

/**
 * Prepares the summary the way a user does: opens the wizard (with the saved draft every screen is
 * complete), presses "Weiter" until the last screen offers "Zur Zusammenfassung", presses it and waits
 * for the summary route. Works with puppeteer and playwright pages (clicks happen inside the page).
 */
export async function prepareSummary(page, base) {
  await page.goto(`${base}${UI}/tax/wizard`);
  const deadline = Date.now() + 120_000;
  let clickedOn = null;
  let heading = '';
  while (!new URL(page.url()).pathname.endsWith('/tax/summary')) {
    if (Date.now() > deadline) throw new Error(`the wizard did not reach the summary (at ${page.url()}, screen "${heading}")`);
    // One click per screen: click when the h1 differs from the screen last clicked on.
    heading = await page.evaluate((clickedOn) => {
      const h1 = `${document.querySelector('h1')?.textContent ?? ''} ${location.search}`;
      const button = [...document.querySelectorAll('main button')].find((b) => ['Zur Zusammenfassung', 'Weiter'].includes(b.textContent?.trim() ?? ''));
      if (button && h1 && h1 !== clickedOn) {
        button.click();
        return `clicked:${h1}`;
      }
      return h1;
    }, clickedOn);
    if (heading.startsWith('clicked:')) clickedOn = heading = heading.slice('clicked:'.length);
    await new Promise((r) => setTimeout(r, 50));
  }
  const deadline2 = Date.now() + 30_000;
  // Ready when its send button shows.
  while (!(await page.evaluate(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Absenden'))))) {
    if (Date.now() > deadline2) throw new Error('the summary screen showed no send button');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * In the page: clicks "Weiter" and resolves with the time until a different h1 (or the same h1 with
 * new text) has focus, checked each frame; `{ stop }` when there is no "Weiter" or no focus within 5 s.
 */
export function timeNext(page) {
  return page.evaluate(async () => {
    const next = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Weiter');
    if (!next) return { stop: 'no "Weiter" button (last screen)' };
    const before = document.activeElement;
    const beforeText = before?.textContent;
    const t0 = performance.now();
    next.click();
    return await new Promise((resolve) => {
      const check = () => {
        const el = document.activeElement;
        if (el?.tagName === 'H1' && (el !== before || el.textContent !== beforeText)) return resolve({ ms: performance.now() - t0 });
        if (performance.now() - t0 > 5000) return resolve({ stop: `no new h1 focused after 5 s (focus on ${el?.tagName}#${el?.id})` });
        requestAnimationFrame(check);
      };
      check();
    });
  });
}

/**
 * Until the app has hydrated the server's page (React's fiber on its h1) and the network is quiet: a
 * click before that is kept and replayed once the app has come (src/app/boot.ts), so a step timed
 * then would time the app's loading.
 */
export async function appTookOver(page) {
  await page.waitForFunction(() => Object.keys(document.querySelector('h1') ?? {}).some((k) => k.startsWith('__reactFiber')), undefined, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] : NaN;
};

export async function runInteraction({ base, users, declaration, document, cryptoFile, wizardSteps, cryptoRounds }) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  const out = { wizard: null, crypto: null };
  try {
    const context = await browser.newContext({ locale: 'de-DE' });
    // Long tasks and the first contentful paint of every document, for the wizard load's blocking time.
    await context.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })))).observe({ type: 'longtask' });
    });
    const page = await context.newPage();
    const loginStarted = Date.now();
    await uiLogin(page, base, users[0]);
    const uiLoginMs = Date.now() - loginStarted;
    // Throttled from here on: the login above only sets up the session (its crypto is timed below).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    // Wizard: Next, then wait until an h1 other than the previous one has focus.
    try {
      await prepareWizard(page, declaration, document);
      await page.goto(`${base}${UI}/tax/wizard`);
      // The first screen is ready when its Next button shows (its h1 need not take focus on a page load)
      // and the app has taken the server's page over: its h1 hydrated, and the address names the screen
      // (the app's effect, src/app/wizard/useWizardScreen.ts). The server's HTML has the button at once.
      try {
        await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Weiter'), undefined, { timeout: 30_000 });
        await appTookOver(page);
        await page.waitForFunction(() => new URLSearchParams(location.search).has('screen'), undefined, { timeout: 30_000 });
      } catch {
        const text = await page.evaluate(() => document.querySelector('main')?.textContent ?? '');
        throw new Error(`the wizard showed no "Weiter" button or was not taken over by the app within 30 s (at ${page.url()}): ${text.slice(0, 200)}`);
      }
      // Blocking time of that load at 4x CPU, measured (Lighthouse's TBT is simulated from a fast load):
      // the part over 50 ms of every long task after the first contentful paint.
      const load = await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        const tasks = window.__longTasks.filter((t) => t.start >= fcp);
        return { fcp, longTasks: tasks.map((t) => Math.round(t.duration)), tbt: tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0) };
      });
      const times = [];
      let stop = '';
      // Several passes through the wizard (each from its first screen, reloaded): twelve Nexts give no
      // p95 (it would be their maximum), `wizardSteps` samples do.
      const first = new URL(page.url()).searchParams.get('screen');
      let passes = 0;
      while (times.length < wizardSteps) {
        if (passes > 0) {
          if (!first) break;
          await page.goto(`${base}${UI}/tax/wizard?screen=${encodeURIComponent(first)}`);
          await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Weiter'), undefined, { timeout: 30_000 });
          await appTookOver(page);
        }
        passes += 1;
        const before = times.length;
        while (times.length < wizardSteps) {
          const step = await timeNext(page);
          if (step.stop) {
            stop = step.stop;
            break;
          }
          times.push(step.ms);
        }
        // Only the last screen may end a pass; any other stop (no heading focused) ends the measurement.
        if (times.length === before || !stop.startsWith('no "Weiter"')) break;
      }
      out.wizard = { steps: times.length, passes, times, failure: stop.startsWith('no "Weiter"') ? '' : stop, p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times), stop, load };
    } catch (error) {
      out.wizard = { error: String(error.message ?? error) };
    }

    // Login crypto and signing with the real crypto chunk, timed inside the page.
    const rounds = [];
    for (let i = 0; i < cryptoRounds; i++) {
      const user = users[(i % (users.length - 1)) + 1];
      await page.goto(`${base}${UI}/tax`);
      const round = await page.evaluate(
          async ({ cryptoUrl, user, declaration, document }) => {
            const api = '/erklaerung/api';
            let csrf = '';
            const call = async (method, path, body) => {
              const init =
                method === 'POST'
                  ? { method, headers: { 'content-type': 'application/json', 'x-csrf-token': csrf }, body: JSON.stringify(body ?? {}) }
                  : { method };
              const res = await fetch(api + path, init);
              csrf = res.headers.get('x-csrf-token') ?? csrf;
              if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
              return res.json();
            };
            const t = () => performance.now();
            const i0 = t();
            const c = await import(cryptoUrl);
            const importMs = t() - i0;
            const jeans = await call('GET', '/properties/jeans');
            const { trustedRandom } = await call('GET', '/users/authentication/trustedRandom');
            const k0 = t();
            const { cms, keyPair } = await c.createLoginCms({ idNr: user.idNr, accessCode: user.accessCode, trustedRandom, transportCertificatePem: jeans.transportCertificate });
            const keysCmsMs = t() - k0;
            const { certChain } = await call('POST', '/users/authentication/authenticate', { id: user.idNr, cms });
            const p0 = t();
            const { encryptedPfx, decryptInfo } = await c.createLocalSigningData({ keyPair, certChain });
            const pfxMs = t() - p0;
            await call('POST', '/users/authentication/finishAuthentication', decryptInfo);
            let signingMs = NaN;
            let signingError = '';
            try {
              const { xmlDataId } = await call('POST', '/prepareSummaryPage', { ...declaration, formdata: JSON.stringify(document) });
              const { xmlData } = await call('POST', '/users/sign/retrieveXml', { xmlDataId });
              const info = await call('GET', '/users/sign/getPfxFileDecryptInfo');
              const s0 = t();
              const { privateKey, certificate } = await c.openLocalSigningData(encryptedPfx, info);
              const signature = await c.signDeclarationXml({ xmlData, privateKey, certificate });
              signingMs = t() - s0;
              await call('POST', '/users/sign/sendSignature', { xmlDataId, ...signature });
            } catch (error) {
              signingError = String(error.message ?? error);
            }
            // One declaration per access code and year: the next round of this person needs a new code.
            const { message } = await call('POST', '/users/registerAgain', {});
            const nextAccessCode = /EEZ-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(message)?.[0] ?? '';
            return { importMs, keysCmsMs, pfxMs, loginCryptoMs: keysCmsMs + pfxMs, signingMs, signingError, nextAccessCode };
          },
          { cryptoUrl: `${UI}/${cryptoFile}`, user, declaration, document },
        );
      if (round.nextAccessCode) user.accessCode = round.nextAccessCode;
      rounds.push(round);
    }
    const med = (k) => percentile(rounds.map((r) => r[k]).filter(Number.isFinite), 50);
    out.crypto = {
      rounds,
      uiLoginMs,
      loginCryptoMs: med('loginCryptoMs'),
      loginCryptoMaxMs: Math.max(...rounds.map((r) => r.loginCryptoMs)),
      keysCmsMs: med('keysCmsMs'),
      pfxMs: med('pfxMs'),
      signingMs: med('signingMs'),
      signingError: rounds.find((r) => r.signingError)?.signingError,
    };
  } finally {
    await browser.close();
  }
  return out;
}

/**
 * Largest contentful paint of a first visit under applied throttling (the page really loads over a
 * slow-4G line with a 4x slower CPU: Lighthouse's mobile values), median of `runs` fresh contexts
 * after one warm-up. A second opinion next to Lighthouse's simulation, which estimates from a fast load.
 * A signed-in page: `storageState` (Playwright's, with the session cookie) and `session` (the tab's
 * session storage entries, put back before the page's scripts run), as a reload of that tab.
 */
export async function appliedLcp(urls, runs, { storageState, session } = {}) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  const out = {};
  try {
    for (const url of urls) {
      const times = [];
      for (let i = 0; i <= runs; i++) {
        const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 412, height: 823 }, storageState });
        if (session) await context.addInitScript((entries) => entries.forEach(([key, value]) => sessionStorage.setItem(key, value)), session);
        await context.addInitScript(() => {
          window.__lcp = NaN;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) window.__lcp = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        // Lighthouse's mobile throttling: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU.
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(url, { waitUntil: 'load' });
        await page.waitForTimeout(1500);
        const lcp = await page.evaluate(() => window.__lcp);
        if (i > 0) times.push(lcp);
        await context.close();
      }
      out[url] = { times, median: percentile(times, 50) };
    }
  } finally {
    await browser.close();
  }
  return out;
}

/**
 * The start page's first interaction (issue 35): a fresh visit at 4x CPU (CDP), the page idle as the
 * server sent it (its app not loaded: src/app/boot.ts waits for the first sign of use), then the
 * pointer moves onto "English" (no sign to load the app: the switch goes to the server), stays
 * `hoverMs` as a person's hand does, and clicks (raw mouse events: no waiting for the page to settle,
 * as Playwright's click would). When the app has not taken the page over, the switch is a form the
 * server answers: the figure is the time from the pointer going down to the English page's first
 * contentful paint (the next paint the user sees; no Event Timing entry survives the navigation), with
 * its parts (until the form is sent, the server's two answers, the new page until it paints). When the
 * app has, the switch is in place: the figure is its INP (the longest Event Timing entry of the
 * interaction, 8 ms resolution). Then, with the app running, the switch back to German (in place): its
 * INP. Medians of `runs` fresh contexts.
 */
export async function firstInteraction({ base, runs, hoverMs = [0, 300] }) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  const out = { runs, cpuRate: 4, byHover: {}, withApp: null };
  const withApp = [];
  try {
    for (const hover of hoverMs) {
      const steps = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 412, height: 823 } });
        await context.addInitScript(() => {
          // When the interaction began, in the clock every document of the tab shares.
          addEventListener('pointerdown', (event) => sessionStorage.setItem('bench.pointerDownAt', String(performance.timeOrigin + event.timeStamp)), { capture: true });
          window.__events = [];
          new PerformanceObserver((list) => window.__events.push(...list.getEntries().filter((e) => e.interactionId).map((e) => ({ name: e.name, duration: e.duration })))).observe({ type: 'event', durationThreshold: 16, buffered: true });
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`${base}${UI}/`, { waitUntil: 'networkidle' });
        const box = await page.locator('header button[lang="en"]').boundingBox();
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        await page.mouse.move(x, y);
        if (hover > 0) await page.waitForTimeout(hover);
        await page.mouse.down();
        await page.mouse.up();
        await page.waitForFunction(() => document.documentElement.lang === 'en' && performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 30_000 });
        await page.waitForTimeout(200);
        steps.push(
          await page.evaluate(() => {
            const down = Number(sessionStorage.getItem('bench.pointerDownAt'));
            // A new document: the server switched (its first paint is the answer); the same one: the app did, in place.
            if (performance.timeOrigin > down) {
              const paint = performance.getEntriesByName('first-contentful-paint')[0].startTime;
              const nav = performance.getEntriesByType('navigation')[0];
              // The parts: until the browser sent the form, the server's answers (303 and the page), the new page until its first paint.
              return { by: 'server', ms: performance.timeOrigin + paint - down, parts: [performance.timeOrigin - down, nav.responseEnd, paint - nav.responseEnd].map(Math.round) };
            }
            return { by: 'app', ms: Math.max(0, ...window.__events.map((e) => e.duration)) };
          }),
        );
        if (hover === hoverMs[0]) {
          // With the app running (loaded on the first sign of use), back to German: in place.
          await page.getByRole('banner').getByRole('link').first().hover();
          await page.waitForFunction(() => Object.keys(document.querySelector('h1') ?? {}).some((k) => k.startsWith('__reactFiber')), undefined, { timeout: 30_000 });
          await page.waitForTimeout(500);
          await page.evaluate(() => (window.__events = []));
          await page.locator('header button[lang="de"]').click();
          await page.waitForFunction(() => document.documentElement.lang === 'de');
          await page.waitForTimeout(300);
          withApp.push(await page.evaluate(() => Math.max(0, ...window.__events.map((e) => e.duration))));
        }
        await context.close();
      }
      const times = steps.map((s) => s.ms);
      out.byHover[hover] = { steps, median: percentile(times, 50), max: Math.max(...times), byServer: steps.filter((s) => s.by === 'server').length };
    }
    out.withApp = { times: withApp, median: percentile(withApp, 50), max: Math.max(...withApp) };
  } finally {
    await browser.close();
  }
  return out;
}
