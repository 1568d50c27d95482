// Bundle figures, measured one way for the CI budget (scripts/bundle-size.mjs) and the bench: the
// start page from index.html (any production build), routes and chunk contents from the Vite manifest
// of the bench build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
/**
 * The start page's gzip sizes, counting everything it fetches until it is idle (before anyone uses
 * it): CI fails above `budget`; `target` is the product goal, reported. The start page needs no app
 * until it is used (src/app/boot.ts), so both are the 90 KB of the product budget (docs/performance.md).
 */
export const START_PAGE_LIMITS = { js: { budget: 90 * KB, target: 90 * KB }, css: { budget: 15 * KB, target: 15 * KB } };
/** Marks the app's module preloads in index.html; the server leaves them out of the start page (src/domain/startPage.ts). */
export const APP_PRELOAD_ATTRIBUTE = 'data-ee-app';
// An OID only the PKI code carries; it survives minification.
const CRYPTO_MARKER = '1.2.840.113549';
const UI_BASE = /^\/erklaerung\/ui\//;

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * The scripts, module preloads and style sheets a page of the app loads by itself. `startPage`: as the
 * server sends the start page, without the app's module preloads (src/server/ui/startPage.ts).
 */
export function initialAssets(html, { startPage = false } = {}) {
  const urls = new Set();
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+)"[^>]*>/g)) {
    const tag = m[0];
    if (startPage && new RegExp(`\\s${APP_PRELOAD_ATTRIBUTE}\\b`).test(tag)) continue;
    if (tag.startsWith('<script') || /rel="(modulepreload|stylesheet)"/.test(tag)) urls.add(m[1]);
  }
  return [...urls].filter((u) => /\.(js|css)$/.test(u));
}

/** The chunks a built JS file imports statically (`import … from"./x.js"`, `import"./x.js"`), by file name. */
function staticImports(source) {
  const out = [];
  for (const m of source.matchAll(/(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g)) out.push(m[1].slice(2));
  return out;
}

/**
 * What the start page fetches until it is idle, before anyone uses it: the files its HTML names as the
 * server sends it (index.html without the app's module preloads) and, recursively, the chunks those
 * scripts import statically; a dynamic import (the app, on the first intent) is not fetched by itself.
 * Gzip (level 9) of its JS and CSS, its files (relative to `dist`), and the JS files that carry crypto
 * (pkijs) code. The bench checks this count against what the browser really fetched (Lighthouse).
 */
export function measureStartPage(dist) {
  const files = initialAssets(readFileSync(join(dist, 'index.html'), 'utf8'), { startPage: true }).map((url) => url.replace(UI_BASE, ''));
  for (let i = 0; i < files.length; i++) {
    if (!files[i].endsWith('.js')) continue;
    const dir = files[i].slice(0, files[i].lastIndexOf('/') + 1);
    for (const imported of staticImports(readFileSync(join(dist, files[i]), 'utf8'))) if (!files.includes(dir + imported)) files.push(dir + imported);
  }
  const result = { js: 0, css: 0, files, cryptoFiles: [] };
  for (const file of files) {
    const kind = file.endsWith('.css') ? 'css' : 'js';
    result[kind] += gzipSize(join(dist, file));
    if (kind === 'js' && readFileSync(join(dist, file)).includes(CRYPTO_MARKER)) result.cryptoFiles.push(file);
  }
  return result;
}

const APP_ENTRY = 'src/app/main.tsx';
const CRYPTO = /node_modules\/(pkijs|asn1js|pvtsutils|pvutils)\/|src\/domain\/crypto\//;
const FORM_ENGINE = /src\/domain\/forms\/|src\/app\/wizard\//;
/** Lazy screens of the routes the bench looks at (src/app/routes.tsx). */
export const ROUTE_SCREENS = {
  login: 'src/app/screens/login/LoginScreen.tsx',
  wizard: 'src/app/screens/declaration/WizardScreen.tsx',
  summary: 'src/app/screens/declaration/SummaryScreen.tsx',
};

export function analyseBundle(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const modules = JSON.parse(readFileSync(join(dist, '.vite', 'chunk-modules.json'), 'utf8'));
  const gz = new Map();
  const gzipOf = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSize(join(dist, file)));
    return gz.get(file);
  };
  // The app's entry (src/app/main.tsx): what every route but the start page loads beside the boot script.
  const startPage = measureStartPage(dist);
  const entryScripts = startPage.files.filter((f) => f.endsWith('.js'));
  const entryKey = manifest[APP_ENTRY] ? APP_ENTRY : Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error(`no entry in the Vite manifest (keys: ${Object.keys(manifest).slice(0, 5).join(', ')}…)`);
  const bootKeys = Object.keys(manifest).filter((k) => entryScripts.includes(manifest[k].file));
  /** Files loaded when `keys` load: their static imports, recursively, and their CSS. */
  const closure = (keys, acc = { js: new Set(), css: new Set(), keys: new Set() }) => {
    for (const key of keys) {
      if (!manifest[key] || acc.keys.has(key)) continue;
      acc.keys.add(key);
      acc.js.add(manifest[key].file);
      for (const c of manifest[key].css ?? []) acc.css.add(c);
      closure(manifest[key].imports ?? [], acc);
    }
    return acc;
  };
  const dynamicOf = (acc) => [...acc.keys].flatMap((k) => manifest[k].dynamicImports ?? []);
  const has = (acc, pattern) => [...acc.js].filter((f) => (modules[f] ?? []).some((m) => pattern.test(m)));
  const size = (acc) => ({
    js: [...acc.js].reduce((n, f) => n + gzipOf(f), 0),
    css: [...acc.css].reduce((n, f) => n + gzipOf(f), 0),
  });

  // Crypto reachable by one dynamic import from what a route has loaded (performLogin, the summary's submit).
  const onDemandCrypto = (acc) => dynamicOf(acc).filter((k) => has(closure([k]), CRYPTO).length > 0);
  const routes = {};
  const missing = [];
  for (const [route, screen] of Object.entries(ROUTE_SCREENS)) {
    if (!manifest[screen]) {
      missing.push(route);
      continue;
    }
    const initial = closure([...bootKeys, entryKey, screen]);
    // Login and summary load the crypto chunk when the user submits (login, sign).
    routes[route] = { initial, onDemand: route === 'wizard' ? [] : onDemandCrypto(initial) };
  }
  // The start page as the CI budget measures it (index.html), with the modules of its chunks.
  const startJs = { js: new Set(entryScripts) };
  const start = {
    js: startPage.js,
    css: startPage.css,
    files: startPage.files,
    onDemand: { js: 0, css: 0, files: [] },
    cryptoInitial: [...new Set([...startPage.cryptoFiles, ...has(startJs, CRYPTO)])],
    cryptoOnDemand: false,
    formEngine: has(startJs, FORM_ENGINE),
  };
  const out = { routes: { start }, missing };
  for (const [route, { initial, onDemand }] of Object.entries(routes)) {
    const onDemandFiles = closure(onDemand);
    for (const f of initial.js) onDemandFiles.js.delete(f);
    for (const f of initial.css) onDemandFiles.css.delete(f);
    out.routes[route] = {
      ...size(initial),
      files: [...initial.js, ...initial.css],
      onDemand: { ...size(onDemandFiles), files: [...onDemandFiles.js, ...onDemandFiles.css] },
      cryptoInitial: has(initial, CRYPTO),
      cryptoOnDemand: onDemand.length > 0,
      formEngine: has(initial, FORM_ENGINE),
    };
  }
  const summaryScreen = manifest[ROUTE_SCREENS.summary];
  out.summaryIsPlaceholder = !!summaryScreen && gzipOf(summaryScreen.file) < 600;
  out.cryptoChunks = Object.keys(modules).filter((f) => modules[f].some((m) => CRYPTO.test(m)));
  out.entryFile = manifest[entryKey].file;
  return out;
}
