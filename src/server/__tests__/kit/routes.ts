// The security table of every route. security.test.ts proves it equals the server's real route list,
// so a new route fails the suite until someone states here who may call it and what it owns.

/** public: anyone; session: any session; certificate: a session that passed authenticate; login: a completed login. */
export type Access = 'public' | 'session' | 'certificate' | 'login';

export interface RouteSpec {
  method: 'GET' | 'POST';
  /** The pattern as registered with Fastify. */
  url: string;
  access: Access;
  /** A concrete path for this route (parameters filled in). */
  path: string;
  /** A well-formed body for POST routes (may still be refused by the rules, never by its shape). */
  body?: Record<string, unknown>;
  /**
   * How the route keeps people apart: `xmlDataId` (looked up by id and owner), `perUser` (keyed by the
   * logged-in person, no foreign id can be named), or `none` (no personal data behind it).
   */
  ownership: 'xmlDataId' | 'perUser' | 'none';
}

const API = '/erklaerung/api';
const ANY_ID = 'A'.repeat(32);
const MODEL = 'ESt2025';

export const ROUTE_TABLE: RouteSpec[] = [
  // Outside the API: redirects, the UI, model files, health.
  { method: 'GET', url: '/', access: 'public', path: '/', ownership: 'none' },
  { method: 'GET', url: '/erklaerung', access: 'public', path: '/erklaerung', ownership: 'none' },
  { method: 'GET', url: '/erklaerung/ui', access: 'public', path: '/erklaerung/ui', ownership: 'none' },
  { method: 'GET', url: '/erklaerung/ui/', access: 'public', path: '/erklaerung/ui/', ownership: 'none' },
  { method: 'GET', url: '/erklaerung/ui/preferences', access: 'public', path: '/erklaerung/ui/preferences?lang=en&return=%2Ferklaerung%2Fui%2F', ownership: 'none' },
  { method: 'GET', url: '/erklaerung/ui/*', access: 'public', path: '/erklaerung/ui/tax/wizard', ownership: 'none' },
  { method: 'GET', url: '/erklaerung/models/:file', access: 'public', path: `/erklaerung/models/${MODEL}.json`, ownership: 'none' },
  { method: 'GET', url: '/erklaerung/health', access: 'public', path: '/erklaerung/health', ownership: 'none' },
  // Reference data.
  { method: 'GET', url: `${API}/properties/global`, access: 'public', path: `${API}/properties/global`, ownership: 'none' },
  { method: 'GET', url: `${API}/properties/texts`, access: 'public', path: `${API}/properties/texts`, ownership: 'none' },
  { method: 'GET', url: `${API}/properties/jeans`, access: 'public', path: `${API}/properties/jeans`, ownership: 'none' },
  { method: 'GET', url: `${API}/models`, access: 'public', path: `${API}/models`, ownership: 'none' },
  { method: 'GET', url: `${API}/externalEnumerations`, access: 'public', path: `${API}/externalEnumerations`, ownership: 'none' },
  { method: 'GET', url: `${API}/federalStates`, access: 'public', path: `${API}/federalStates`, ownership: 'none' },
  { method: 'GET', url: `${API}/help`, access: 'public', path: `${API}/help`, ownership: 'none' },
  { method: 'GET', url: `${API}/help/:topic`, access: 'public', path: `${API}/help/login`, ownership: 'none' },
  { method: 'GET', url: `${API}/help/:topic/:element`, access: 'public', path: `${API}/help/login/accessCode`, ownership: 'none' },
  // Session.
  { method: 'POST', url: `${API}/pageChange`, access: 'session', path: `${API}/pageChange`, body: { page: 'start_page' }, ownership: 'none' },
  { method: 'GET', url: `${API}/keepAlive`, access: 'session', path: `${API}/keepAlive`, ownership: 'none' },
  { method: 'GET', url: `${API}/users/status`, access: 'session', path: `${API}/users/status`, ownership: 'none' },
  { method: 'POST', url: `${API}/clientLog`, access: 'session', path: `${API}/clientLog`, body: { enabled: false }, ownership: 'none' },
  // Registration and login.
  { method: 'POST', url: `${API}/users/register`, access: 'public', path: `${API}/users/register`, body: { id: '12345678901', birthDate: '1950-01-01' }, ownership: 'none' },
  { method: 'POST', url: `${API}/users/registerAgain`, access: 'login', path: `${API}/users/registerAgain`, body: {}, ownership: 'perUser' },
  { method: 'GET', url: `${API}/users/authentication/trustedRandom`, access: 'session', path: `${API}/users/authentication/trustedRandom`, ownership: 'none' },
  { method: 'POST', url: `${API}/users/authentication/authenticate`, access: 'session', path: `${API}/users/authentication/authenticate`, body: { id: '12345678901', cms: 'AAAA' }, ownership: 'none' },
  { method: 'POST', url: `${API}/users/authentication/finishAuthentication`, access: 'certificate', path: `${API}/users/authentication/finishAuthentication`, body: { keyChain: 'AAAA', key: 'AAAA', iv: 'AAAA' }, ownership: 'none' },
  { method: 'POST', url: `${API}/users/authentication/logout`, access: 'session', path: `${API}/users/authentication/logout`, body: { reason: 'userLogout' }, ownership: 'none' },
  { method: 'GET', url: `${API}/users/sign/getPfxFileDecryptInfo`, access: 'login', path: `${API}/users/sign/getPfxFileDecryptInfo`, ownership: 'perUser' },
  // User data and drafts.
  { method: 'GET', url: `${API}/userData`, access: 'login', path: `${API}/userData`, ownership: 'perUser' },
  { method: 'GET', url: `${API}/userData/:formModelName`, access: 'login', path: `${API}/userData/${MODEL}`, ownership: 'perUser' },
  { method: 'GET', url: `${API}/fadatInfo`, access: 'login', path: `${API}/fadatInfo`, ownership: 'perUser' },
  { method: 'POST', url: `${API}/drafts/:formModelName`, access: 'login', path: `${API}/drafts/${MODEL}`, body: { document: { filing: { joint: 'no' } } }, ownership: 'perUser' },
  { method: 'GET', url: `${API}/drafts/:formModelName`, access: 'login', path: `${API}/drafts/${MODEL}`, ownership: 'perUser' },
  // Declaration.
  { method: 'GET', url: `${API}/declarations/status`, access: 'login', path: `${API}/declarations/status`, ownership: 'perUser' },
  { method: 'GET', url: `${API}/declarations/current/:formModelName`, access: 'login', path: `${API}/declarations/current/${MODEL}`, ownership: 'perUser' },
  {
    method: 'POST',
    url: `${API}/prepareSummaryPage`,
    access: 'login',
    path: `${API}/prepareSummaryPage`,
    body: { formModelId: MODEL, dataModelId: `${MODEL}_v1`, formdata: '{}' },
    ownership: 'perUser',
  },
  { method: 'POST', url: `${API}/users/sign/retrieveXml`, access: 'login', path: `${API}/users/sign/retrieveXml`, body: { xmlDataId: ANY_ID }, ownership: 'xmlDataId' },
  {
    method: 'POST',
    url: `${API}/users/sign/sendSignature`,
    access: 'login',
    path: `${API}/users/sign/sendSignature`,
    body: {
      xmlDataId: ANY_ID,
      xmlDigestMethod: 'http://www.w3.org/2001/04/xmlenc#sha256',
      xmlDigestValue: 'AAAA',
      xmlSignatureMethod: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      xmlSignatureValue: 'AAAA',
      xmlCertificate: 'AAAA',
    },
    ownership: 'xmlDataId',
  },
  { method: 'GET', url: `${API}/summaryPdf/:xmlDataId`, access: 'login', path: `${API}/summaryPdf/${ANY_ID}`, ownership: 'xmlDataId' },
];

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
