import { createRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import '@einfach/design-system/styles/global.css';
import { App } from './App';
import { createI18n } from './i18n';
import { localeAtom } from './state/locale';

const store = createStore();
const i18n = createI18n(store.get(localeAtom));

createRoot(document.getElementById('root')!).render(<App store={store} i18n={i18n} />);
