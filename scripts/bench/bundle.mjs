// Bundle figures from the Vite manifest: gzip JS/CSS per route, and where crypto and the form engine land.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gz.get(file);
  };
  // With a code-splitting group for the initial chunk the manifest marks no entry: the entry is
  // the chunk index.html loads as its module script.
  const entryScripts = [...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<script[^>]*src="[^"]*\/(assets\/[^"]+)"/g)].map((m) => m[1]);
  const entryKey =
    Object.keys(manifest).find((k) => manifest[k].isEntry) ??
    Object.keys(manifest).find((k) => entryScripts.includes(manifest[k].file) && manifest[k].name !== 'rolldown-runtime');
  if (!entryKey) throw new Error(`no entry in the Vite manifest (keys: ${Object.keys(manifest).slice(0, 5).join(', ')}…)`);
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

  const start = closure([entryKey]);
  // Crypto reachable by one dynamic import from what a route has loaded (performLogin, the summary's submit).
  const onDemandCrypto = (acc) => dynamicOf(acc).filter((k) => has(closure([k]), CRYPTO).length > 0);
  const routes = { start: { initial: start, onDemand: [] } };
  const missing = [];
  for (const [route, screen] of Object.entries(ROUTE_SCREENS)) {
    if (!manifest[screen]) {
      missing.push(route);
      continue;
    }
    const initial = closure([entryKey, screen]);
    // Login and summary load the crypto chunk when the user submits (login, sign).
    routes[route] = { initial, onDemand: route === 'wizard' ? [] : onDemandCrypto(initial) };
  }
  const out = { routes: {}, missing };
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
