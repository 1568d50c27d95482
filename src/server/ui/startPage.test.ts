// The prerendered start page: injection, preference cookies, caching, fallbacks, and the route.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { login, nextIdNr, register, stopServer, startServer, TestClient } from '../__tests__/harness';
import type { BuiltServer } from '../app';
import type { ServerConfig } from '../config';
import { createUiPages, injectStartPage, preferencesOf, START_DATA_ID, withRoutePreloads, type RenderedStartPage } from './startPage';
import { APP_PRELOAD_ATTRIBUTE, prerenderedRoute, ROUTE_PRELOADS_FILE, signedInRoute } from '../../domain/startPage';
import type { GlobalProperties } from '../../domain/api/schemas';

const TEMPLATE = '<!doctype html>\n<html lang="de">\n<head><title>Einfach Erklären</title><script type="module" src="/erklaerung/ui/assets/start.js"></script></head>\n<body><div id="root"></div><noscript>JS</noscript></body></html>';

// Stands in for the build's server renderer: says what it was asked for, and counts its calls.
const FAKE_RENDERER = `
globalThis.__renders = (globalThis.__renders ?? 0);
export async function renderPage({ route, locale, dark, properties, signedIn }) {
  globalThis.__renders++;
  if (properties.uriHelp === 'fail') throw new Error('renderer broke');
  const headings = { '/': locale === 'en' ? 'Your tax return' : 'Ihre Steuererklärung', '/tax': locale === 'en' ? 'Log in' : 'Anmelden', '/tax/year': signedIn ? 'Jahr' : undefined };
  const heading = headings[route];
  return {
    // An address the app does not know renders without a heading (the app redirects it).
    html: heading ? '<main><h1>' + heading + '</h1></main>' : '<main></main>',
    htmlClass: dark ? 'theme-contrast' : 'theme-light',
    title: locale === 'en' ? 'Start – Einfach Erklären' : 'Startseite – Einfach Erklären',
    data: { locale, dark, properties, route, ...(signedIn ? { signedIn } : {}) },
  };
}
`;

const properties = (locale: 'de' | 'en'): GlobalProperties =>
  ({
    testMode: true,
    modelPath: '/erklaerung/models',
    locale: { language: locale, country: locale === 'en' ? 'US' : 'DE' },
    availableTestMarkers: { registration: { entries: [], defaultValue: '' }, authentication: { entries: [], defaultValue: '' }, formSubmit: { entries: [], defaultValue: '' } },
    uriHelp: 'https://help.example',
    uriPortal: 'https://portal.example',
    sessionTimeoutMinutes: 45,
    sessionMaximumTimeSeconds: 86400,
  }) as GlobalProperties;

async function uiFolder({ renderer = true } = {}): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ee-ui-ssr-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), TEMPLATE);
  await writeFile(path.join(dir, 'assets', 'start.js'), 'console.log(1);');
  if (renderer) {
    await mkdir(path.join(dir, '.ssr'));
    await writeFile(path.join(dir, '.ssr', 'prerender.js'), FAKE_RENDERER);
  }
  return dir;
}

const dataOf = (html: string) => JSON.parse(new RegExp(`<script type="application/json" id="${START_DATA_ID}">(.*?)</script>`).exec(html)![1]);

describe('injectStartPage', () => {
  const page = (over: Partial<RenderedStartPage['data']> = {}): RenderedStartPage => ({
    html: '<main><h1>Start</h1></main>',
    htmlClass: 'theme-x',
    title: 'Start & more – Einfach Erklären',
    data: { locale: 'en', dark: true, properties: properties('en'), ...over },
  });

  it('puts the markup into #root, its state next to it, and language and theme on <html>', () => {
    const html = injectStartPage(TEMPLATE, page());
    expect(html).toContain('<html lang="en" class="theme-x">');
    expect(html).toContain('<div id="root"><main><h1>Start</h1></main></div>');
    expect(html).toContain('<title>Start &amp; more – Einfach Erklären</title>');
    expect(dataOf(html)).toEqual(page().data);
    // The module script stays where the build put it.
    expect(html).toContain('<script type="module" src="/erklaerung/ui/assets/start.js"></script>');
  });

  it('leaves out the app\'s module preloads, and nothing else', () => {
    const template = TEMPLATE.replace(
      '</head>',
      '<link rel="stylesheet" crossorigin href="/erklaerung/ui/assets/app.css">\n    <link rel="modulepreload" href="/erklaerung/ui/assets/runtime.js" data-ee-app="">\n    <link rel="modulepreload" crossorigin href="/erklaerung/ui/assets/app.js" data-ee-app>\n</head>',
    );
    const html = injectStartPage(template, page());
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/erklaerung/ui/assets/app.css">\n</head>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/erklaerung/ui/assets/app.css">');
    expect(html).toContain('<script type="module" src="/erklaerung/ui/assets/start.js"></script>');
  });

  it('marks the app\'s preloads as the build and the bundle budget do', async () => {
    const { readFile } = await import('node:fs/promises');
    for (const file of ['vite.config.ts', 'scripts/bench/bundle.mjs']) {
      expect(await readFile(path.resolve(import.meta.dirname, '../../..', file), 'utf8'), file).toContain(`APP_PRELOAD_ATTRIBUTE = '${APP_PRELOAD_ATTRIBUTE}'`);
    }
    expect(await readFile(path.resolve(import.meta.dirname, '../../../vite.config.ts'), 'utf8')).toContain(`ROUTE_PRELOADS_FILE = '${ROUTE_PRELOADS_FILE}'`);
  });

  it('keeps data from ending its script element', () => {
    const hostile = { ...properties('de'), uriHelp: '</script><script>alert(1)</script><!--' };
    const html = injectStartPage(TEMPLATE, page({ properties: hostile }));
    expect(html.match(/<\/script>/g)?.length).toBe(2); // the data block's own and the module script's
    expect(html).not.toContain('<!--');
    expect(dataOf(html).properties.uriHelp).toBe(hostile.uriHelp);
  });

  it('refuses a template without an empty root', () => {
    expect(() => injectStartPage('<html><title>x</title><body><div id="root">x</div></body></html>', page())).toThrow(/root/);
  });
});

describe('preferencesOf', () => {
  it('reads language and contrast cookies and ignores anything else', () => {
    expect(preferencesOf({}, 'de')).toEqual({ locale: 'de', dark: false });
    expect(preferencesOf({ ee_lang: 'en', ee_contrast: '1' }, 'de')).toEqual({ locale: 'en', dark: true });
    expect(preferencesOf({ ee_lang: 'fr', ee_contrast: 'yes' }, 'de')).toEqual({ locale: 'de', dark: false });
  });
});

describe('createUiPages', () => {
  it('renders each language and theme once, then answers from memory', async () => {
    const uiRoot = await uiFolder();
    const pages = createUiPages({ uiRoot, properties, onError: () => {} });
    expect(pages.prerendered).toBe(true);
    const before = (globalThis as { __renders?: number }).__renders ?? 0;
    const de = await pages.start({ locale: 'de', dark: false });
    expect(await pages.start({ locale: 'de', dark: false })).toBe(de);
    const en = await pages.start({ locale: 'en', dark: true });
    expect((globalThis as { __renders?: number }).__renders! - before).toBe(2);
    expect(de).toContain('<h1>Ihre Steuererklärung</h1>');
    expect(de).toContain('<html lang="de" class="theme-light">');
    expect(en).toContain('<h1>Your tax return</h1>');
    expect(en).toContain('<html lang="en" class="theme-contrast">');
    expect(dataOf(en).properties.locale.language).toBe('en');
    expect(await pages.index()).toBe(TEMPLATE);
  });

  it('sends index.html when the build has no renderer or the renderer fails', async () => {
    const plain = createUiPages({ uiRoot: await uiFolder({ renderer: false }), properties, onError: () => {} });
    expect(plain.prerendered).toBe(false);
    expect(await plain.start({ locale: 'de', dark: false })).toBe(TEMPLATE);

    const onError = vi.fn();
    const broken = createUiPages({ uiRoot: await uiFolder(), properties: (l) => ({ ...properties(l), uriHelp: 'fail' }), onError });
    expect(await broken.start({ locale: 'de', dark: false })).toBe(TEMPLATE);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'renderer broke' }));
  });
});

describe('GET /erklaerung/ui/', () => {
  let app: BuiltServer;
  let config: ServerConfig;
  beforeAll(async () => {
    ({ app, config } = await startServer({ uiDist: await uiFolder() }));
  });
  afterAll(async () => {
    await stopServer(app, config);
  });

  it('answers the start page rendered in the language and theme of the cookies, with the server properties', async () => {
    const client = new TestClient(app);
    const plain = await client.get<string>('/erklaerung/ui/');
    expect(plain.status).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.vary).toContain('Cookie');
    expect(plain.body).toContain('<html lang="de" class="theme-light">');
    expect(plain.body).toContain('<h1>Ihre Steuererklärung</h1>');
    expect(plain.body).toContain('<title>Startseite – Einfach Erklären</title>');
    const api = await client.get('/erklaerung/api/properties/global', { 'accept-language': 'de' });
    expect(dataOf(plain.body).properties).toEqual(api.body);

    const en = await app.inject({ method: 'GET', url: '/erklaerung/ui/', cookies: { ee_lang: 'en', ee_contrast: '1' } });
    expect(en.body).toContain('<html lang="en" class="theme-contrast">');
    expect(dataOf(en.body).properties.locale.language).toBe('en');
  });

  it('never serves the renderer, and other routes get index.html as built', async () => {
    const client = new TestClient(app);
    const renderer = await client.get('/erklaerung/ui/.ssr/prerender.js');
    expect(renderer.body).not.toContain('renderPage');
    // A signed-in page asked for without a login: the login, whole (the app moves to its address).
    const deep = await client.get<string>('/erklaerung/ui/tax/year');
    expect(deep.status).toBe(200);
    expect(deep.body).toContain('<h1>Anmelden</h1>');
    // An address the app does not know: 404, with the start page whole (it falls back to it).
    const unknown = await client.get<string>('/erklaerung/ui/gibt/es/nicht');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('<h1>Ihre Steuererklärung</h1>');
  });

  it('answers a public page rendered whole (the login), and an unknown Leichte Sprache page as index.html', async () => {
    const client = new TestClient(app);
    const login = await client.get<string>('/erklaerung/ui/tax');
    expect(login.status).toBe(200);
    expect(login.body).toContain('<h1>Anmelden</h1>');
    expect(dataOf(login.body).route).toBe('/tax');
    expect(login.headers['cache-control']).toBe('no-cache');
    const unknown = await client.get<string>('/erklaerung/ui/leichte-sprache/gibt-es-nicht');
    expect(unknown.body).toBe(TEMPLATE);
  });

  it('renders a signed-in page from this session\'s own API answers, never kept, and not for anyone else', async () => {
    const client = await new TestClient(app).start();
    const idNr = nextIdNr();
    await login(client, idNr, await register(client, idNr));
    const page = await client.get<string>('/erklaerung/ui/tax/year');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<h1>Jahr</h1>');
    const data = dataOf(page.body);
    expect(data.route).toBe('/tax/year');
    // What the API gives this session, and nothing more.
    expect(data.signedIn.year.user).toEqual((await client.get('/userData')).body);
    expect(data.signedIn.year.status).toEqual((await client.get<{ years: unknown }>('/declarations/status')).body.years);
    expect(data.signedIn.tab['einfach.declarationYear']).toEqual({ activeFormModel: null, testMarker: '' });
    // Another browser (no session, or a session not signed in) gets the login, nothing of this person's.
    const stranger = new TestClient(app);
    const noSession = (await stranger.get<string>('/erklaerung/ui/tax/year')).body;
    expect(noSession).toContain('<h1>Anmelden</h1>');
    expect(dataOf(noSession).signedIn).toBeUndefined();
    await stranger.get('/properties/global');
    const notSignedIn = (await stranger.get<string>('/erklaerung/ui/tax/year')).body;
    expect(notSignedIn).toContain('<h1>Anmelden</h1>');
    expect(dataOf(notSignedIn).signedIn).toBeUndefined();
  });
});

describe('signedInRoute', () => {
  it('names the year screen, the year info, each wizard screen, the summary and the confirmation; nothing else', () => {
    expect(signedInRoute('/tax/year')).toBe('/tax/year');
    expect(signedInRoute('/tax/info/')).toBe('/tax/info');
    expect(signedInRoute('/tax/summary')).toBe('/tax/summary');
    expect(signedInRoute('/tax/confirmation')).toBe('/tax/confirmation');
    expect(signedInRoute('/tax/wizard')).toBe('/tax/wizard');
    expect(signedInRoute('/tax/wizard', '?screen=personA')).toBe('/tax/wizard?screen=personA');
    for (const [path, search] of [['/tax/wizard', '?screen=%3Cx%3E'], ['/tax', ''], ['/tax/confirmation/success', ''], ['/', '']]) {
      expect(signedInRoute(path, search), path + search).toBeNull();
    }
  });
});

describe('prerenderedRoute', () => {
  it('names the public pages the server renders, and no signed-in page', () => {
    for (const route of ['/', '/tax', '/registration', '/registration/form', '/registration/success', '/client-log', '/accessibility', '/imprint', '/data-protection', '/leichte-sprache', '/leichte-sprache/was-ist-das', '/leichte-sprache/thema/spenden']) {
      expect(prerenderedRoute(route), route).toBe(route);
    }
    expect(prerenderedRoute('/tax/')).toBe('/tax');
    expect(prerenderedRoute('/error', '?type=client')).toBe('/error?type=client');
    expect(prerenderedRoute('/error', '')).toBe('/error?type=server');
    for (const route of ['/tax/year', '/tax/wizard', '/tax/summary', '/tax/confirmation', '/leichte-sprache/../tax', '/leichte-sprache/thema/a/b']) {
      expect(prerenderedRoute(route), route).toBeNull();
    }
  });

  it('sends a rendered page without module preloads, naming its screen\'s chunks for the boot script', () => {
    const template = withRoutePreloads(
      TEMPLATE.replace('</head>', '<link rel="modulepreload" crossorigin href="/erklaerung/ui/assets/app.js" data-ee-app>\n</head>'),
      { js: ['assets/WizardScreen-1.js', 'assets/Field-2.js'], css: ['assets/WizardScreen-3.css'] },
    );
    const page: RenderedStartPage = { html: '<main><h1>Anmelden</h1></main>', htmlClass: 'theme-light', title: 'Anmelden', data: { locale: 'de', dark: false, properties: properties('de'), route: '/tax' } };
    const html = injectStartPage(template, page);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('app.js');
    // The screen's style sheet stays: the rendered page needs it for its first paint.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/erklaerung/ui/assets/WizardScreen-3.css">');
    expect(html).toContain(`<script type="application/json" id="${START_DATA_ID}" data-ee-preload="/erklaerung/ui/assets/WizardScreen-1.js /erklaerung/ui/assets/Field-2.js">`);
    expect(injectStartPage(TEMPLATE, page)).toContain(`<script type="application/json" id="${START_DATA_ID}">`);
  });
});

describe('route preloads (a first visit fetches the route\'s screen beside the app)', () => {
  const wizard = { js: ['assets/WizardScreen-1.js', 'assets/Field-2.js'], css: ['assets/WizardScreen-3.css'] };

  it('adds the screen\'s style sheets and module preloads before </head>', () => {
    const html = withRoutePreloads(TEMPLATE, wizard);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/erklaerung/ui/assets/WizardScreen-3.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/erklaerung/ui/assets/WizardScreen-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/erklaerung/ui/assets/Field-2.js">');
    expect(html.indexOf('Field-2.js')).toBeLessThan(html.indexOf('</head>'));
    expect(withRoutePreloads(TEMPLATE, undefined)).toBe(TEMPLATE);
  });

  it('serves each listed route with its screen, any other route and an older build as index.html', async () => {
    const uiRoot = await uiFolder();
    await writeFile(path.join(uiRoot, ROUTE_PRELOADS_FILE), JSON.stringify({ 'src/app/screens/declaration/WizardScreen.tsx': wizard }));
    const pages = createUiPages({ uiRoot, properties, onError: () => {} });
    expect(await pages.index('/tax/wizard')).toContain('WizardScreen-1.js');
    expect(await pages.index('/tax/summary')).toBe(TEMPLATE);
    expect(await pages.index('/imprint')).toBe(TEMPLATE);
    expect(await pages.index()).toBe(TEMPLATE);
    const older = createUiPages({ uiRoot: await uiFolder(), properties, onError: () => {} });
    expect(await older.index('/tax/wizard')).toBe(TEMPLATE);
  });
});
