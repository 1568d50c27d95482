import { createRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import '@einfach/design-system/styles/global.css';
import { App } from './App';
import { createAppI18n } from './i18n/lazy';
import { localeAtom } from './state/locale';
import { propertiesAtom } from './state/properties';
import { prefetchGlobalProperties } from './session/bootstrap';
import { connectApi } from './api/host';

// The test-mode banner sits above the header: knowing the properties before the first render keeps
// the page from shifting when they arrive. A slow answer does not hold the page back for long.
const PROPERTIES_WAIT_MS = 1500;

const store = createStore();
// German texts are inlined; an English visitor waits for the English start texts before the first render.
// Connected first, so even the first request asks in the user's language (test-marker names).
connectApi(store);
const properties = prefetchGlobalProperties();
const [i18n] = await Promise.all([
  createAppI18n(store.get(localeAtom)),
  // A failed answer is bootstrap's to report (the error page); here it only ends the wait.
  Promise.race([properties.then((loaded) => store.set(propertiesAtom, loaded), () => {}), new Promise((resolve) => setTimeout(resolve, PROPERTIES_WAIT_MS))]),
]);

createRoot(document.getElementById('root')!).render(<App store={store} i18n={i18n} />);
