// The one typed API client: every call of docs/product-spec.md §7 declared once with its valibot schemas.
import type * as v from 'valibot';
import type * as s from '../../domain/api/schemas';
import type { ErrorCategory } from '../state/errors';

// The schemas are not needed to draw the first page: they load in parallel with it, before the first answer is checked.
type Validation = typeof import('./schemas');
let validation: Promise<Validation> | undefined;
const loadValidation = () =>
  (validation ??= import('./schemas').catch((cause: unknown) => {
    validation = undefined;
    throw cause;
  }));
// Start loading now: the start-up's first answers are checked right after the first render.
loadValidation().catch(() => {});

export const API_BASE = '/erklaerung/api';
export const CSRF_HEADER = 'X-CSRF-Token';
/** This tab's login (docs/api.md): the server tells a stale tab (another tab logged in since) from the current one. */
export const LOGIN_TAG_HEADER = 'X-Login-Tag';

/** A failed call. `message` is the server's detailMessage when there is one (docs/product-spec.md §8). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: s.ErrorBody | null,
    /** An `app` namespace key to show instead of `message` (translated at render time). */
    readonly messageKey?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get unexpected(): boolean {
    return this.body?.unexpected === true;
  }
  get sessionTicket(): string | undefined {
    return this.body?.sessionTicket;
  }
}

export const UNKNOWN_ERROR_KEY = 'error.saga.default.message';

/**
 * A 2xx answer that does not match its schema: this client and the server disagree (a tab of an older
 * version left open over an update, say). A client error (docs/decisions.md, "Client errors"): the app
 * cannot go on with an answer it does not understand, so calls with a category open the client error page.
 */
export class InvalidAnswerError extends ApiError {
  constructor(status: number) {
    super('Unexpected answer from the server.', status, null, UNKNOWN_ERROR_KEY);
    this.name = 'InvalidAnswerError';
  }
}
export const FETCH_FAILED_KEY = 'error.fetchFailed';
export const REQUIRED_PARAMETER_KEY = 'error.requiredParameter';
export const FETCH_FAILED_MESSAGE = 'The request failed and the interceptors did not return an alternative response.';

/** What the app does around every request; replaced by the app at start (and by tests). */
export interface ApiHost {
  /** Every completed request stamps the last active time (docs/product-spec.md §4). */
  onActivity(at: number): void;
  /** docs/product-spec.md §8 handling: unexpected → error page, else an ErrorBox in the call's category. */
  onError(error: ApiError, category: ErrorCategory): void;
  /** True while a call refused for overload waits to be sent again (sendRepeatingOverload); false when none does. */
  onWaiting?(waiting: boolean): void;
}

const noHost: ApiHost = { onActivity: () => {}, onError: () => {} };
let host: ApiHost = noHost;
let csrfToken: string | null = null;
let fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args);
let language: () => string | null = () => null;
let loginTag: () => string | null = () => null;
/** Calls waiting out an overload refusal (sendRepeatingOverload). */
let waitingCalls = 0;

export function configureApi(options: { host?: ApiHost; fetch?: typeof fetch; language?: () => string | null; loginTag?: () => string | null }): void {
  if (options.host) host = options.host;
  if (options.fetch) fetchImpl = options.fetch;
  if (options.language) language = options.language;
  if (options.loginTag) loginTag = options.loginTag;
}

/** Forget the CSRF token and host (tests, and a full restart). */
export function resetApi(): void {
  host = noHost;
  csrfToken = null;
  fetchImpl = (...args) => globalThis.fetch(...args);
  language = () => null;
  loginTag = () => null;
  waitingCalls = 0;
}

export function currentCsrfToken(): string | null {
  return csrfToken;
}

/**
 * Overload (docs/decisions.md, "Overload shed, not queued"): the server refuses a request it cannot
 * serve quickly with 503 and a Retry-After of a few seconds, before doing anything with it. A call that
 * is safe to repeat waits that long (and up to half again, so the refused do not all come back at
 * once) and is sent again, at most OVERLOAD_RETRIES times; a Retry-After longer than RETRY_AFTER_CAP_MS
 * (a database outage says 30 s) is not waited for. The last answer goes to the caller as any other.
 */
export const OVERLOAD_RETRIES = 3;
export const RETRY_AFTER_CAP_MS = 10_000;

/** Retry-After in milliseconds (seconds, or an HTTP date), or undefined without a usable one. */
export function retryAfterMs(response: Response, now = Date.now()): number | undefined {
  const value = response.headers.get('Retry-After')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function waitingChanged(delta: 1 | -1) {
  waitingCalls += delta;
  if (waitingCalls === (delta === 1 ? 1 : 0)) host.onWaiting?.(waitingCalls > 0);
}

/** Waits `ms`, or rejects when `signal` aborts (also the bench's journeys wait with it, scripts/bench/api.ts). */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Sends with `attempt` and, while the answer is an overload refusal (503 with a Retry-After of at most
 * RETRY_AFTER_CAP_MS), waits and sends again, `retries` times at most. Only for calls that are safe
 * to repeat. The host hears `onWaiting` meanwhile; `signal` ends the wait (AbortError).
 */
export async function sendRepeatingOverload(attempt: () => Promise<Response>, { retries = OVERLOAD_RETRIES, signal }: { retries?: number; signal?: AbortSignal } = {}): Promise<Response> {
  for (let retry = 0; ; retry++) {
    const response = await attempt();
    const wait = response.status === 503 ? retryAfterMs(response) : undefined;
    if (wait === undefined || wait > RETRY_AFTER_CAP_MS || retry >= retries) return response;
    await response.text().catch(() => '');
    waitingChanged(1);
    try {
      await pause(wait * (1 + Math.random() / 2), signal);
    } finally {
      waitingChanged(-1);
    }
  }
}

/** The headers every call of this tab carries beside its own: the CSRF token (not on GET) and the tab's login tag. */
export function sessionHeaders(method: 'GET' | 'POST'): Record<string, string> {
  const headers: Record<string, string> = {};
  if (method === 'POST' && csrfToken) headers[CSRF_HEADER] = csrfToken;
  const tag = loginTag();
  if (tag) headers[LOGIN_TAG_HEADER] = tag;
  return headers;
}

/** A call that needs a login found none for this tab (ended, expired, or replaced by a login in another tab). */
export const isSessionEnded = (error: ApiError): boolean => error.status === 401 && error.body?.code === 'sessionEnded';

export interface CallOptions {
  /** The error box a failure appears in; `null` leaves all handling to the caller. */
  category?: ErrorCategory | null;
  /** Turns a known failure (a status, a server code) into a friendlier `app` key. */
  messageFor?: (error: ApiError) => string | undefined;
  /** Failures the caller shows itself (next to the fields they concern): they get no error box. */
  shownByCaller?: (error: ApiError) => boolean;
  signal?: AbortSignal;
}

type Schemas = typeof s;
/** A schema of the API module, by its export name (the module itself loads lazily). */
type Schema = { [K in keyof Schemas]: Schemas[K] extends v.GenericSchema ? K : never }[keyof Schemas];

interface Endpoint<Req extends Schema | undefined, Res extends Schema | undefined> {
  method: 'GET' | 'POST';
  path: string;
  request?: Req;
  response?: Res;
  /** Safe to send again after an overload refusal (sendRepeatingOverload): every GET, and the POSTs marked so. */
  repeatable: boolean;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function errorFromResponse({ safeParse, schemas }: Validation, status: number, statusText: string, body: unknown): ApiError {
  const parsed = safeParse(schemas.ErrorBody, body);
  const errorBody = parsed.success ? parsed.output : null;
  const loose = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const message =
    errorBody?.detailMessage || (typeof loose.message === 'string' && loose.message) || (typeof body === 'string' && body) || '';
  return new ApiError(
    message || statusText || 'Unknown error',
    status,
    errorBody ?? (typeof loose.sessionTicket === 'string' || loose.unexpected === true ? (loose as s.ErrorBody) : null),
    message ? undefined : UNKNOWN_ERROR_KEY,
  );
}

async function send<Res>(endpoint: Endpoint<Schema | undefined, Schema | undefined>, body: unknown, options: CallOptions): Promise<Res> {
  const category = options.category === undefined ? 'global' : options.category;
  try {
    // Requests go out at once; the schemas (usually long loaded) are awaited only where a check needs them.
    const checks = loadValidation().catch(() => {
      // The schema chunk did not arrive: the same as a request that did not get through.
      throw new ApiError(FETCH_FAILED_MESSAGE, 0, null, FETCH_FAILED_KEY);
    });
    checks.catch(() => {});
    if (endpoint.request) {
      const { safeParse, schemas } = await checks;
      const checked = safeParse(schemas[endpoint.request], body);
      if (!checked.success) throw new ApiError('Required parameter is missing or invalid.', 0, null, REQUIRED_PARAMETER_KEY);
      body = checked.output;
    }
    // The headers of each sending: a repeat after an overload refusal carries the latest CSRF token.
    const headers = () => {
      const all: Record<string, string> = { Accept: 'application/json', ...sessionHeaders(endpoint.method) };
      // The server answers messages (detailMessage, summaries, help) in the user's language.
      const lang = language();
      if (lang) all['Accept-Language'] = lang;
      if (endpoint.method === 'POST') all['Content-Type'] = 'application/json';
      return all;
    };
    const requestBody = endpoint.method === 'POST' ? JSON.stringify(body ?? {}) : undefined;
    let response: Response;
    try {
      response = await sendRepeatingOverload(
        () => fetchImpl(API_BASE + endpoint.path, { method: endpoint.method, headers: headers(), credentials: 'same-origin', body: requestBody, signal: options.signal }),
        { retries: endpoint.repeatable ? OVERLOAD_RETRIES : 0, signal: options.signal },
      );
    } catch (cause) {
      if ((cause as Error)?.name === 'AbortError') throw cause;
      throw new ApiError(FETCH_FAILED_MESSAGE, 0, null, FETCH_FAILED_KEY);
    }
    const token = response.headers.get(CSRF_HEADER);
    if (token) csrfToken = token;
    const payload = await readBody(response);
    host.onActivity(Date.now());
    if (!response.ok) throw errorFromResponse(await checks, response.status, response.statusText, payload);
    if (!endpoint.response) return payload as Res;
    const { safeParse, schemas } = await checks;
    const parsed = safeParse(schemas[endpoint.response], payload);
    if (!parsed.success) throw new InvalidAnswerError(response.status);
    return parsed.output as Res;
  } catch (error) {
    if (error instanceof ApiError && category !== null && !(options.shownByCaller?.(error) ?? false)) {
      const key = error instanceof InvalidAnswerError ? undefined : options.messageFor?.(error);
      const shown = key ? new ApiError(error.message, error.status, error.body, key) : error;
      host.onError(shown, category);
    }
    throw error;
  }
}

function get<Res extends Schema | undefined>(path: string, response?: Res) {
  return { method: 'GET' as const, path, response, repeatable: true };
}
/** A POST; `repeatable` when sending it twice does no harm (docs/decisions.md, "Overload shed, not queued"). */
function post<Req extends Schema | undefined, Res extends Schema | undefined>(path: string, request: Req, response?: Res, { repeatable = false } = {}) {
  return { method: 'POST' as const, path, request, response, repeatable };
}
const REPEATABLE = { repeatable: true };

type Out<S> = S extends Schema ? v.InferOutput<Schemas[S]> : unknown;
type In<S> = S extends Schema ? v.InferInput<Schemas[S]> : undefined;

function call<Res extends Schema | undefined>(endpoint: Endpoint<undefined, Res>) {
  return (options: CallOptions = {}) => send<Out<Res>>(endpoint, undefined, options);
}
function callWith<Req extends Schema, Res extends Schema | undefined>(endpoint: Endpoint<Req, Res>) {
  return (body: In<Req>, options: CallOptions = {}) => send<Out<Res>>(endpoint, body, options);
}

const seg = (value: string) => encodeURIComponent(value);
const required = (value: string | undefined) => {
  if (!value) throw new ApiError('Required parameter is missing or invalid.', 0, null, REQUIRED_PARAMETER_KEY);
  return value;
};

export const api = {
  globalProperties: call(get('/properties/global', 'GlobalProperties')),
  jeansProperties: call(get('/properties/jeans', 'JeansProperties')),
  texts: call(get('/properties/texts', 'TextsResponse')),
  models: call(get('/models', 'ModelsResponse')),
  externalEnumerations: call(get('/externalEnumerations', 'ExternalEnumerationsResponse')),
  federalStates: call(get('/federalStates', 'FederalStatesResponse')),
  help: async (topic: string, element: string | undefined, options: CallOptions = {}) =>
    send<s.HelpResponse>(get(`/help/${seg(required(topic))}${element ? `/${seg(element)}` : ''}`, 'HelpResponse'), undefined, options),
  // A page visit logged twice harms no one.
  pageChange: callWith(post('/pageChange', 'PageChangeRequest', undefined, REPEATABLE)),
  keepAlive: call(get('/keepAlive', 'KeepAliveResponse')),
  status: call(get('/users/status', 'StatusResponse')),
  clientLog: callWith(post('/clientLog', 'ClientLogRequest', 'ClientLogResponse', REPEATABLE)),
  userData: call(get('/userData', 'UserDataResponse')),
  userDataOfModel: async (formModelName: string, options: CallOptions = {}) =>
    send<s.FormFieldsResponse>(get(`/userData/${seg(required(formModelName))}`, 'FormFieldsResponse'), undefined, options),
  fadatInfo: call(get('/fadatInfo', 'FadatInfoResponse')),
  // Not repeated after an overload refusal: registering (a letter), the login steps and sending the
  // declaration. The person sees the server's message in the call's box and sends again when ready.
  register: callWith(post('/users/register', 'RegisterRequest', 'MessageResponse')),
  registerAgain: (options: CallOptions = {}) => send<unknown>(post('/users/registerAgain', undefined), {}, options),
  trustedRandom: call(get('/users/authentication/trustedRandom', 'TrustedRandomResponse')),
  authenticate: callWith(post('/users/authentication/authenticate', 'AuthenticateRequest', 'AuthenticateResponse')),
  finishAuthentication: callWith(post('/users/authentication/finishAuthentication', 'FinishAuthenticationRequest', 'FinishAuthenticationResponse')),
  logout: callWith(post('/users/authentication/logout', 'LogoutRequest', undefined, REPEATABLE)),
  pfxDecryptInfo: call(get('/users/sign/getPfxFileDecryptInfo', 'PfxDecryptInfo')),
  retrieveXml: callWith(post('/users/sign/retrieveXml', 'RetrieveXmlRequest', 'RetrieveXmlResponse', REPEATABLE)),
  sendSignature: callWith(post('/users/sign/sendSignature', 'SendSignatureRequest', 'SendSignatureResponse')),
  /** Per year: this login's access code already sent it; the saved draft with where the wizard stood. */
  declarationStatus: call(get('/declarations/status', 'DeclarationStatusResponse')),
  // Saves the draft and replaces the summary not sent: twice is the same as once.
  prepareSummaryPage: callWith(post('/prepareSummaryPage', 'PrepareSummaryRequest', 'PrepareSummaryResponse', REPEATABLE)),
  /** A plain link target (the browser downloads the PDF itself). */
  // The PDF is written in the reader's language, which a plain download link cannot send as a header.
  summaryPdfUrl: (xmlDataId: string, lang: 'de' | 'en') => `${API_BASE}/summaryPdf/${seg(required(xmlDataId))}?lang=${lang}`,
};

export type Api = typeof api;
