import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import {
  api,
  ApiError,
  configureApi,
  CSRF_HEADER,
  FETCH_FAILED_KEY,
  InvalidAnswerError,
  OVERLOAD_RETRIES,
  REQUIRED_PARAMETER_KEY,
  resetApi,
  retryAfterMs,
  UNKNOWN_ERROR_KEY,
} from './client';
import { connectApi } from './host';
import { errorsAtom } from '../state/errors';
import { loadingAtom } from '../state/loading';
import { draftPendingAtom } from '../state/wizard';
import { saveDraft } from '../wizard/draftApi';
import { lastActivityAtom, loginUserAtom } from '../state/session';
import { registerNavigate } from '../routing/navigation';
import { stubFetch } from '../test/renderApp';

const headersOf = (init: RequestInit) => new Headers(init.headers);
const status = { authenticated: false, accessCodeExpired: false };

afterEach(() => {
  resetApi();
  sessionStorage.clear();
});

describe('CSRF request hook', () => {
  it('remembers X-CSRF-Token from every response and sends the latest on POST only', async () => {
    let token = 'first';
    const stub = stubFetch({
      'GET /users/status': () => ({ body: status, headers: { [CSRF_HEADER]: token } }),
      'POST /pageChange': () => ({ status: 204 }),
    });
    configureApi({ fetch: stub.fetch });

    await api.status();
    await api.pageChange({ page: 'start_page' });
    token = 'second';
    await api.status();
    await api.pageChange({ page: 'registration_page' });

    expect(headersOf(stub.calls[0].init).get(CSRF_HEADER)).toBeNull();
    expect(headersOf(stub.calls[1].init).get(CSRF_HEADER)).toBe('first');
    expect(headersOf(stub.calls[2].init).get(CSRF_HEADER)).toBeNull();
    expect(headersOf(stub.calls[3].init).get(CSRF_HEADER)).toBe('second');
    expect(stub.calls[3].init.body).toBe(JSON.stringify({ page: 'registration_page' }));
  });

  it('stamps the last active time when a request completes, also a failed one', async () => {
    const onActivity = vi.fn();
    const stub = stubFetch({ 'GET /users/status': () => ({ status: 500, body: { detailMessage: 'down' } }) });
    configureApi({ fetch: stub.fetch, host: { onActivity, onError: () => {} } });
    await expect(api.status()).rejects.toBeInstanceOf(ApiError);
    expect(onActivity).toHaveBeenCalledTimes(1);
  });
});

describe('error mapping (docs/product-spec.md §8)', () => {
  it('uses detailMessage and the session ticket from the body', async () => {
    const onError = vi.fn();
    const stub = stubFetch({
      'POST /users/register': () => ({ status: 409, body: { detailMessage: 'Schon registriert.', sessionTicket: 'T-1' } }),
    });
    configureApi({ fetch: stub.fetch, host: { onActivity: () => {}, onError } });
    const failure = api.register({ id: '12345678901', birthDate: '1950-03-24' }, { category: 'registration-failed' });
    await expect(failure).rejects.toMatchObject({ message: 'Schon registriert.', status: 409, sessionTicket: 'T-1' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Schon registriert.', messageKey: undefined }), 'registration-failed');
  });

  it('falls back to the default message key without a body', async () => {
    const stub = stubFetch({ 'GET /users/status': () => ({ status: 502 }) });
    configureApi({ fetch: stub.fetch });
    await expect(api.status()).rejects.toMatchObject({ messageKey: UNKNOWN_ERROR_KEY, status: 502 });
  });

  it('wraps a failed fetch in the spec message', async () => {
    const onError = vi.fn();
    configureApi({ fetch: async () => Promise.reject(new TypeError('Failed to fetch')), host: { onActivity: () => {}, onError } });
    await expect(api.status()).rejects.toMatchObject({
      message: 'The request failed and the interceptors did not return an alternative response.',
      messageKey: FETCH_FAILED_KEY,
    });
    expect(onError).toHaveBeenCalledWith(expect.any(ApiError), 'global');
  });

  it('fails a call with a missing required payload without sending it', async () => {
    const stub = stubFetch({});
    configureApi({ fetch: stub.fetch });
    await expect(api.pageChange({ page: '' })).rejects.toMatchObject({ messageKey: REQUIRED_PARAMETER_KEY });
    await expect(api.help('', 'x')).rejects.toMatchObject({ messageKey: REQUIRED_PARAMETER_KEY });
    expect(stub.calls).toHaveLength(0);
  });

  it('leaves handling to the caller with category null', async () => {
    const onError = vi.fn();
    const stub = stubFetch({ 'GET /users/status': () => ({ status: 500, body: { detailMessage: 'x' } }) });
    configureApi({ fetch: stub.fetch, host: { onActivity: () => {}, onError } });
    await expect(api.status({ category: null })).rejects.toBeInstanceOf(ApiError);
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('the app host', () => {
  it('replaces earlier errors with one box in the call category, with the ticket', async () => {
    const store = createStore();
    connectApi(store);
    configureApi({
      fetch: stubFetch({
        'GET /users/status': () => ({ status: 400, body: { detailMessage: 'Erster Fehler' } }),
        'POST /users/authentication/logout': () => ({ status: 401, body: { detailMessage: 'Zweiter Fehler', sessionTicket: 'abc' } }),
      }).fetch,
    });
    await api.status().catch(() => {});
    await api.logout({ reason: 'taxDeclarationFinished' }, { category: 'login-failed' }).catch(() => {});
    const errors = store.get(errorsAtom);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ category: 'login-failed', message: 'Zweiter Fehler', sessionTicket: 'abc' });
    expect(store.get(lastActivityAtom)).toBeGreaterThan(Date.now() - 5000);
  });

  it('an unexpected error clears the user data and opens the server error page', async () => {
    const store = createStore();
    store.set(loginUserAtom, { id: '12345678901', loginAt: 1 });
    sessionStorage.setItem('einfach.wizard', '{"a":1}');
    const navigate = vi.fn();
    registerNavigate(navigate);
    connectApi(store);
    configureApi({
      fetch: stubFetch({ 'GET /userData': () => ({ status: 500, body: { detailMessage: 'boom', unexpected: true, sessionTicket: 't' } }) }).fetch,
    });
    await api.userData().catch(() => {});
    expect(navigate).toHaveBeenCalledWith('/error?type=server', undefined);
    expect(store.get(loginUserAtom)).toBeNull();
    expect(sessionStorage.getItem('einfach.wizard')).toBeNull();
    expect(store.get(errorsAtom)).toHaveLength(0);
  });

  it('an answer that fails its schema is a client error: the client error page, the user data kept, no box', async () => {
    const store = createStore();
    store.set(loginUserAtom, { id: '12345678901', loginAt: 1 });
    const navigate = vi.fn();
    registerNavigate(navigate);
    connectApi(store);
    configureApi({ fetch: stubFetch({ 'GET /models': () => ({ body: { years: ['2025'] } }) }).fetch });
    await expect(api.models({ category: 'declaration-year-failed' })).rejects.toBeInstanceOf(InvalidAnswerError);
    expect(navigate).toHaveBeenCalledWith('/error?type=client', undefined);
    expect(store.get(loginUserAtom)).toMatchObject({ id: '12345678901' });
    expect(store.get(errorsAtom)).toHaveLength(0);
    // With category null the caller decides, as for every failure.
    navigate.mockClear();
    await expect(api.models({ category: null })).rejects.toMatchObject({ messageKey: UNKNOWN_ERROR_KEY });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('overload refusals: 503 with Retry-After (docs/decisions.md, "Overload shed, not queued")', () => {
  const BUSY = 'Der Dienst ist gerade sehr gefragt. Bitte warten Sie einen Moment. Ihre Angaben bleiben erhalten.';
  const refused = (retryAfter = '2') => ({ status: 503, body: { detailMessage: BUSY }, headers: { 'Retry-After': retryAfter } });
  /** Answers `refusals` refusals, then `answer`. */
  const refusedThen = (refusals: number, answer: () => { status?: number; body?: unknown; headers?: Record<string, string> }, retryAfter = '2') => {
    let n = 0;
    return () => (n++ < refusals ? refused(retryAfter) : answer());
  };

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const at = Date.parse('2026-11-29T10:00:00Z');
    expect(retryAfterMs(new Response(null, { headers: { 'Retry-After': '3' } }))).toBe(3000);
    expect(retryAfterMs(new Response(null, { headers: { 'Retry-After': 'Sun, 29 Nov 2026 10:00:05 GMT' } }), at)).toBe(5000);
    expect(retryAfterMs(new Response(null, { headers: { 'Retry-After': 'soon' } }))).toBeUndefined();
    expect(retryAfterMs(new Response(null))).toBeUndefined();
  });

  it('a GET waits Retry-After and is sent again; the host hears it wait, and no box appears', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const onError = vi.fn();
    const onWaiting = vi.fn();
    const stub = stubFetch({ 'GET /users/status': refusedThen(2, () => ({ body: status })) });
    configureApi({ fetch: stub.fetch, host: { onActivity: () => {}, onError, onWaiting } });
    let answer: unknown;
    const call = api.status().then((a) => (answer = a));
    await vi.advanceTimersByTimeAsync(1999);
    expect(stub.calls).toHaveLength(1);
    expect(onWaiting).toHaveBeenLastCalledWith(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(stub.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    await call;
    expect(answer).toEqual(status);
    expect(stub.calls).toHaveLength(3);
    expect(onWaiting.mock.calls).toEqual([[true], [false], [true], [false]]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('waits up to half again at random, so the refused do not all come back at once', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const stub = stubFetch({ 'GET /users/status': refusedThen(1, () => ({ body: status }), '4') });
    configureApi({ fetch: stub.fetch });
    const call = api.status();
    await vi.advanceTimersByTimeAsync(5990);
    expect(stub.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10);
    await call;
    expect(stub.calls).toHaveLength(2);
  });

  it('a POST that is safe to repeat (prepareSummaryPage) is sent again with the latest CSRF token and the same body', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const stub = stubFetch({
      'GET /users/status': () => ({ body: status, headers: { [CSRF_HEADER]: 'token-1' } }),
      'POST /prepareSummaryPage': refusedThen(1, () => ({ body: { html: '<p>ok</p>', xmlDataId: 'x'.repeat(32) } })),
    });
    configureApi({ fetch: stub.fetch });
    await api.status();
    const body = { formModelId: 'ESt2025', dataModelId: 'ESt2025', formdata: '{}' };
    const call = api.prepareSummaryPage(body, { category: 'wizard-prepare-summary-failed' });
    await vi.advanceTimersByTimeAsync(2000);
    await call;
    const posts = stub.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts.map((c) => headersOf(c.init).get(CSRF_HEADER))).toEqual(['token-1', 'token-1']);
    expect(posts[1].init.body).toBe(posts[0].init.body);
  });

  it('login steps, registration and sending the declaration are not repeated: the box shows the server\'s words', async () => {
    const onError = vi.fn();
    const stub = stubFetch({
      'POST /users/register': () => refused(),
      'POST /users/authentication/authenticate': () => refused(),
      'POST /users/authentication/finishAuthentication': () => refused(),
      'POST /users/registerAgain': () => refused(),
      'POST /users/sign/sendSignature': () => refused(),
    });
    configureApi({ fetch: stub.fetch, host: { onActivity: () => {}, onError } });
    await expect(api.register({ id: '12345678901', birthDate: '1950-03-24' }, { category: 'registration-failed' })).rejects.toMatchObject({ status: 503, message: BUSY });
    await expect(api.authenticate({ id: '12345678901', cms: 'abc' }, { category: 'login-failed' })).rejects.toMatchObject({ status: 503 });
    await expect(api.finishAuthentication({ keyChain: 'a', key: 'b', iv: 'c' }, { category: 'login-failed' })).rejects.toMatchObject({ status: 503 });
    await expect(api.registerAgain({ category: 'confirmation-request-new-access-code-failed' })).rejects.toMatchObject({ status: 503 });
    const signature = { xmlDataId: 'x'.repeat(32), xmlDigestMethod: 'a', xmlDigestValue: 'b', xmlSignatureMethod: 'c', xmlSignatureValue: 'd', xmlCertificate: 'e' };
    await expect(api.sendSignature(signature, { category: 'summary-sign-xml-and-submit-failed' })).rejects.toMatchObject({ status: 503, message: BUSY });
    expect(stub.calls).toHaveLength(5);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: BUSY, status: 503 }), 'registration-failed');
    expect(onError).toHaveBeenLastCalledWith(expect.objectContaining({ message: BUSY }), 'summary-sign-xml-and-submit-failed');
  });

  it(`gives up after ${OVERLOAD_RETRIES} repeats and shows the server's words in the call's box`, async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const store = createStore();
    connectApi(store);
    const stub = stubFetch({ 'GET /userData': () => refused() });
    configureApi({ fetch: stub.fetch });
    const call = api.userData({ category: 'wizard-load-data-failed' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.get(loadingAtom).overloadWait).toBe(true);
    await vi.advanceTimersByTimeAsync(2000 * OVERLOAD_RETRIES);
    expect(await call).toMatchObject({ status: 503, message: BUSY });
    expect(stub.calls).toHaveLength(1 + OVERLOAD_RETRIES);
    expect(store.get(loadingAtom).overloadWait).toBe(false);
    expect(store.get(errorsAtom)).toEqual([expect.objectContaining({ category: 'wizard-load-data-failed', message: BUSY })]);
  });

  it('does not wait for a Retry-After beyond the cap (a database outage says 30 s), nor without one', async () => {
    const stub = stubFetch({
      'GET /users/status': () => ({ status: 503, body: { detailMessage: 'Der Dienst ist vorübergehend nicht erreichbar.' }, headers: { 'Retry-After': '30' } }),
      'GET /userData': () => ({ status: 503, body: { detailMessage: 'x' } }),
    });
    configureApi({ fetch: stub.fetch });
    await expect(api.status()).rejects.toMatchObject({ status: 503 });
    await expect(api.userData()).rejects.toMatchObject({ status: 503 });
    expect(stub.calls).toHaveLength(2);
  });

  it('an abort ends the wait: nothing is sent again', async () => {
    vi.useFakeTimers();
    const onWaiting = vi.fn();
    const stub = stubFetch({ 'GET /users/status': () => refused() });
    configureApi({ fetch: stub.fetch, host: { onActivity: () => {}, onError: () => {}, onWaiting } });
    const controller = new AbortController();
    const call = api.status({ signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    expect(await call).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stub.calls).toHaveLength(1);
    expect(onWaiting.mock.calls).toEqual([[true], [false]]);
  });

  it('a draft save refused for overload is sent again, whole, and the answers stop being pending', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const stub = stubFetch({ 'POST /drafts/ESt2025': refusedThen(1, () => ({ body: { document: {}, savedAt: '2026-11-29T10:00:00.000Z' } })) });
    vi.stubGlobal('fetch', stub.fetch);
    const store = createStore();
    const saving = saveDraft(store, 'ESt2025', { filing: { joint: 'no' } });
    expect(store.get(draftPendingAtom)).toBe('ESt2025');
    await vi.advanceTimersByTimeAsync(2000);
    expect(await saving).toBe('saved');
    expect(stub.calls).toHaveLength(2);
    expect(stub.calls[1].init.body).toBe(stub.calls[0].init.body);
    expect(store.get(draftPendingAtom)).toBeNull();
  });

  it('a draft save still refused after the repeats keeps the answers pending and shows the server\'s words', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const stub = stubFetch({ 'POST /drafts/ESt2025': () => refused() });
    vi.stubGlobal('fetch', stub.fetch);
    const store = createStore();
    const saving = saveDraft(store, 'ESt2025', { filing: { joint: 'no' } });
    await vi.advanceTimersByTimeAsync(2000 * OVERLOAD_RETRIES);
    expect(await saving).toBe('failed');
    expect(stub.calls).toHaveLength(1 + OVERLOAD_RETRIES);
    expect(store.get(draftPendingAtom)).toBe('ESt2025');
    expect(store.get(errorsAtom)).toEqual([expect.objectContaining({ category: 'wizard-change-screen-failed', message: BUSY })]);
  });
});
