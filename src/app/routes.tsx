import { lazy, type ComponentType } from 'react';
import { paths } from './routing/paths';
import { StartScreen } from './screens/StartScreen';
// The error page is in the entry (see App.tsx): it shows also when no screen's code can be loaded.
import { ErrorScreen } from './screens/ErrorScreen';

/** A route screen exported by name, loaded when its route is first shown. */
// oxlint-disable-next-line no-explicit-any -- any props: each screen keeps its own prop types.
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

// Only the start page and the error page ship with the entry; every other screen is its own chunk.
const ClientLogScreen = lazyNamed(() => import('./screens/ClientLogScreen'), 'ClientLogScreen');
const RegistrationIntroScreen = lazyNamed(() => import('./screens/registration/RegistrationIntroScreen'), 'RegistrationIntroScreen');
const RegistrationFormScreen = lazyNamed(() => import('./screens/registration/RegistrationFormScreen'), 'RegistrationFormScreen');
const RegistrationSuccessScreen = lazyNamed(() => import('./screens/registration/RegistrationSuccessScreen'), 'RegistrationSuccessScreen');
const LoginScreen = lazyNamed(() => import('./screens/login/LoginScreen'), 'LoginScreen');
const AccessibilityScreen = lazyNamed(() => import('./screens/legal/AccessibilityScreen'), 'AccessibilityScreen');
const ImprintScreen = lazyNamed(() => import('./screens/legal/ImprintScreen'), 'ImprintScreen');
const DataProtectionScreen = lazyNamed(() => import('./screens/legal/DataProtectionScreen'), 'DataProtectionScreen');
// The Leichte Sprache screens share one chunk with their texts.
const loadEasyRead = () => import('./screens/easyRead/EasyReadScreens');
const EasyReadOverviewScreen = lazyNamed(loadEasyRead, 'EasyReadOverviewScreen');
const EasyReadPageScreen = lazyNamed(loadEasyRead, 'EasyReadPageScreen');
const EasyReadTopicScreen = lazyNamed(loadEasyRead, 'EasyReadTopicScreen');
const DeclarationYearScreen = lazy(() => import('./screens/declaration/DeclarationYearScreen'));
const YearInfoScreen = lazy(() => import('./screens/declaration/YearInfoScreen'));
const WizardScreen = lazy(() => import('./screens/declaration/WizardScreen'));
const SummaryScreen = lazy(() => import('./screens/declaration/SummaryScreen'));
const ConfirmationScreen = lazy(() => import('./screens/declaration/ConfirmationScreen'));
const ConfirmationSuccessScreen = lazy(() => import('./screens/declaration/ConfirmationSuccessScreen'));

export interface AppRoute {
  path: string;
  component: ComponentType;
  /** Needs an authenticated session; otherwise the login opens and the URL is kept. */
  protected?: boolean;
  /** Page id for POST /api/pageChange (docs/product-spec.md §2); null: not reported (the wizard reports its screens). */
  page: string | null;
}

export const routes: AppRoute[] = [
  { path: paths.start, component: StartScreen, page: 'start_page' },
  { path: paths.error, component: ErrorScreen, page: 'error_page' },
  { path: paths.clientLog, component: ClientLogScreen, page: 'client_log_page' },
  { path: paths.registration, component: RegistrationIntroScreen, page: 'registration_page' },
  { path: paths.registrationForm, component: RegistrationFormScreen, page: 'registration_page/form' },
  { path: paths.registrationSuccess, component: RegistrationSuccessScreen, page: 'registration_page/success' },
  { path: paths.login, component: LoginScreen, page: 'taxForm_page' },
  { path: paths.year, component: DeclarationYearScreen, protected: true, page: 'taxForm_page/declaration_year' },
  { path: paths.yearInfo, component: YearInfoScreen, protected: true, page: 'taxForm_page/declaration_year_info' },
  { path: paths.wizard, component: WizardScreen, protected: true, page: null },
  { path: paths.summary, component: SummaryScreen, protected: true, page: 'taxForm_page/summary' },
  { path: paths.confirmation, component: ConfirmationScreen, protected: true, page: 'taxForm_page/confirmation' },
  { path: paths.confirmationSuccess, component: ConfirmationSuccessScreen, protected: true, page: 'taxForm_page/confirmation/success' },
  { path: paths.accessibility, component: AccessibilityScreen, page: null },
  { path: paths.imprint, component: ImprintScreen, page: null },
  { path: paths.dataProtection, component: DataProtectionScreen, page: null },
  { path: paths.easyRead, component: EasyReadOverviewScreen, page: null },
  { path: paths.easyReadTopic, component: EasyReadTopicScreen, page: null },
  { path: paths.easyReadPage, component: EasyReadPageScreen, page: null },
];

export const routeOf = (location: string): AppRoute | undefined => routes.find((route) => route.path === location);
