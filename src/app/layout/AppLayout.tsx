import { lazy, Suspense, type ReactNode } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Banner, BusyIndicator, Footer, Header, PageLayout } from '@einfach/design-system';
import { api } from '../api/client';
import { propertiesAtom } from '../state/properties';
import { darkModeAtom } from '../state/theme';
import { localeAtom } from '../state/locale';
import { loadingAtom } from '../state/loading';
import { href, paths } from '../routing/paths';
import { PREFERENCE_SWITCH_PATH } from '../../domain/preferences';
import { useLinkHandler } from '../routing/useAppNavigate';
import { errorsAtom } from '../state/errors';
import { ModalRegion } from './ModalRegion';
import * as styles from './AppLayout.css';

// Loaded with the first error: the start page does not carry the error boxes' code (docs/performance.md).
const GlobalErrors = lazy(async () => ({ default: (await import('./GlobalErrors')).GlobalErrors }));

/** The error boxes once there is one (docs/product-spec.md §8). */
function Errors() {
  const hasErrors = useAtomValue(errorsAtom).length > 0;
  return hasErrors ? (
    <Suspense fallback={null}>
      <GlobalErrors />
    </Suspense>
  ) : null;
}

/** The frame of every page: header, test banner, global errors, footer, modals and busy states. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  const properties = useAtomValue(propertiesAtom);
  const [dark, setDark] = useAtom(darkModeAtom);
  const [locale, setLocale] = useAtom(localeAtom);
  const setProperties = useSetAtom(propertiesAtom);
  // The server words some properties (test-marker names) in the asked-for language.
  const changeLocale = (next: typeof locale) => {
    setLocale(next);
    void api.globalProperties({ category: null }).then(setProperties, () => {});
  };
  const loading = useAtomValue(loadingAtom);
  const link = useLinkHandler();
  const home = link(paths.start);
  const easyRead = link(paths.easyRead);
  // The switches without the app (a page the server rendered, before its script): the server sets the
  // cookie and sends this page again (docs/api.md, "User interface").
  const [location] = useLocation();
  const search = useSearch();
  const switchForm = { action: PREFERENCE_SWITCH_PATH, returnTo: `${href(location)}${search ? `?${search}` : ''}` };
  return (
      <PageLayout
        banner={properties.testMode ? <Banner title={t('layout.testBanner.title')}>{t('layout.testBanner.text')}</Banner> : undefined}
        header={
          <Header
            productName={t('product')}
            homeHref={home.href}
            onHome={home.onClick}
            helpHref={properties.uriHelp}
            contrast={dark}
            onContrastChange={setDark}
            locale={locale}
            onLocaleChange={changeLocale}
            easyRead={easyRead}
            switchForm={switchForm}
          />
        }
        errors={
          <>
            <Errors />
            {/* The server refused a call for overload and it waits to be sent again (src/app/api/client.ts):
                at the top of main, where a magnifier user at the page's start sees it too. */}
            <BusyIndicator active={!!loading.overloadWait} label={t('loading.overloadWait')} />
          </>
        }
        footer={
          <Footer
            links={{
              dataProtection: link(paths.dataProtection),
              imprint: link(paths.imprint),
              accessibility: link(paths.accessibility),
              portal: { href: properties.uriPortal },
            }}
          />
        }
      >
        <div className={styles.routeArea}>{children}</div>
        {/* Inside main so every live region sits in a landmark; dialogs portal out anyway. */}
        {/* A screen's code still loading (AppRoutes): announced from here, not from inside the route area. */}
        <BusyIndicator active={!!loading.page} label={t('loading.page')} />
        <BusyIndicator active={!!loading.logout} label={t('loading.logout')} variant="overlay" />
        <BusyIndicator active={!!loading.newCodeRequest} label={t('loading.newCodeRequest')} variant="overlay" />
        <ModalRegion />
      </PageLayout>
  );
}
