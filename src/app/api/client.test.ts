import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { api, ApiError, configureApi, CSRF_HEADER, FETCH_FAILED_KEY, InvalidAnswerError, REQUIRED_PARAMETER_KEY, resetApi, UNKNOWN_ERROR_KEY } from './client';
import { connectApi } from './host';
import { errorsAtom } from '../state/errors';
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
