import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { dsResources } from '../design-system/src/i18n';

type Bundles = Record<string, Record<string, Record<string, unknown>>>;

// App namespaces, one JSON per language and namespace; they may not exist yet.
const appFiles = import.meta.glob<Record<string, unknown>>('../src/app/i18n/*/*.json', { eager: true, import: 'default' });
const domainFiles = import.meta.glob<Record<string, unknown>>('../src/domain/i18n/*.json', { eager: true, import: 'default' });

function collect(): Bundles {
  const bundles: Bundles = { de: { ds: dsResources.de }, en: { ds: dsResources.en } };
  for (const [path, content] of Object.entries(appFiles)) {
    const match = /i18n\/(\w+)\/(\w+)\.json$/.exec(path);
    if (match) (bundles[match[1]] ??= {})[match[2]] = content;
  }
  for (const [path, content] of Object.entries(domainFiles)) {
    const match = /i18n\/(\w+)\.json$/.exec(path);
    if (match) (bundles[match[1]] ??= {}).validation = content;
  }
  return bundles;
}

const resources = collect();

export const storybookI18n = i18next.createInstance();
void storybookI18n.use(initReactI18next).init({
  lng: 'de',
  fallbackLng: 'de',
  resources,
  ns: Object.keys(resources.de),
  defaultNS: 'app',
  interpolation: { escapeValue: false },
  initAsync: false,
});
