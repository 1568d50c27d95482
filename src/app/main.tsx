import { createRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import '@einfach/design-system/styles/global.css';
import { App } from './App';
import { createAppI18n } from './i18n/lazy';
import { localeAtom } from './state/locale';

const store = createStore();
// German texts are inlined; an English visitor waits for the English start texts before the first render.
const i18n = await createAppI18n(store.get(localeAtom));

createRoot(document.getElementById('root')!).render(<App store={store} i18n={i18n} />);
