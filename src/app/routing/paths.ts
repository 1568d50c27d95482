/** The UI's base path (docs/product-spec.md §2); wouter's Router gets it, so route paths below are relative. */
export const UI_BASE = '/erklaerung/ui';

export const paths = {
  start: '/',
  error: '/error',
  clientLog: '/client-log',
  registration: '/registration',
  registrationForm: '/registration/form',
  registrationSuccess: '/registration/success',
  login: '/tax',
  year: '/tax/year',
  yearInfo: '/tax/info',
  wizard: '/tax/wizard',
  summary: '/tax/summary',
  confirmation: '/tax/confirmation',
  confirmationSuccess: '/tax/confirmation/success',
  accessibility: '/accessibility',
  imprint: '/imprint',
  dataProtection: '/data-protection',
  /** Leichte Sprache (BITV 2.0 § 4): the overview, its pages in order, one explanation per topic of the tax return. */
  easyRead: '/leichte-sprache',
  easyReadPage: '/leichte-sprache/:page',
  easyReadTopic: '/leichte-sprache/thema/:topic',
} as const;

/** The routes after the login (year, info, wizard, summary, confirmation): all under `/tax/`. */
export const isSignedInPath = (path: string) => path.startsWith(`${paths.login}/`);

export type AppPath = (typeof paths)[keyof typeof paths];

export const errorPath = (variant: 'client' | 'server') => `${paths.error}?type=${variant}`;

/** The wizard at one of its screens (`/tax/wizard?screen=donations`). */
export const wizardScreenPath = (screen: string) => `${paths.wizard}?screen=${encodeURIComponent(screen)}`;

/** The route of a Leichte Sprache page (`easyReadPages`' ids) and of a topic explanation (`easyReadTopics`' ids). */
export const easyReadPagePath = (page: string) => `${paths.easyRead}/${page}`;
export const easyReadTopicPath = (topic: string) => `${paths.easyRead}/thema/${topic}`;

/** Absolute URL of a route, for anchors' href (middle-click, copy link). */
export const href = (path: string) => (path === '/' ? `${UI_BASE}/` : UI_BASE + path);

/** The wizard reports its screens itself (not through the routes table): page id `taxForm_page/wizard/<screenName>`. */
export const wizardPage = (screenName: string) => `taxForm_page/wizard/${screenName}`;
