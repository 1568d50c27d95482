import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { ClientErrorWatcher } from './clientErrors';
import { isOwnError, watchClientErrors } from './clientErrorsWatch';
import { ApiError } from './api/client';
import { AppRoutes } from './routing/AppRoutes';
import { renderApp } from './test/renderApp';

const origin = window.location.origin;
const ours = `${origin}/erklaerung/ui/assets/wizard-3f2a.js`;

/** An error as a browser reports it: thrown in `script`, maybe called from `caller`. */
function thrownIn(script: string, caller?: string, message = 'x is undefined'): Error {
  const error = new TypeError(message);
  error.stack = `TypeError: ${message}\n    at save (${script}:1:200)${caller ? `\n    at onClick (${caller}:3:40)` : ''}`;
  return error;
}

/** jsdom has no PromiseRejectionEvent: an event with the same fields. */
function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('what counts as a client error', () => {
  it('an error thrown by a script of ours, also from the browser inside our code', () => {
    expect(isOwnError(thrownIn(ours))).toBe(true);
    expect(isOwnError(new Error('boom'), ours)).toBe(true);
    // Firefox writes stacks as name@url.
    const firefox = Object.assign(new Error('boom'), { stack: `save@${ours}:1:200\n` });
    expect(isOwnError(firefox)).toBe(true);
    // A screen's code that did not arrive names its chunk in the message.
    expect(isOwnError(new TypeError(`Failed to fetch dynamically imported module: ${ours}`))).toBe(true);
  });

  it('not an error of a browser extension or another origin, even when it passes through our code', () => {
    expect(isOwnError(thrownIn('chrome-extension://abcdefgh/content.js'))).toBe(false);
    expect(isOwnError(thrownIn('moz-extension://1234-5678/inject.js'))).toBe(false);
    expect(isOwnError(thrownIn('webkit-masked-url://hidden/'))).toBe(false);
    expect(isOwnError(thrownIn(ours, 'chrome-extension://abcdefgh/hook.js'))).toBe(false);
    expect(isOwnError(thrownIn('https://tracker.example/t.js'))).toBe(false);
    expect(isOwnError(new Error('boom'), 'chrome-extension://abcdefgh/content.js')).toBe(false);
  });

  it('not what has its own handling or says nothing about where it came from', () => {
    // API failures have their error box (or their caller); an aborted request is no error.
    expect(isOwnError(Object.assign(new ApiError('down', 500, null), { stack: `Error: down\n    at send (${ours}:1:1)` }))).toBe(false);
    expect(isOwnError(Object.assign(new DOMException('aborted', 'AbortError'), { stack: `AbortError\n    at send (${ours}:1:1)` }))).toBe(false);
    // A ResizeObserver notice carries no error; a rejection with a string or nothing names no script.
    expect(isOwnError(null, ours)).toBe(false);
    expect(isOwnError('failed')).toBe(false);
    expect(isOwnError(undefined)).toBe(false);
    expect(isOwnError(Object.assign(new Error('no stack'), { stack: undefined }))).toBe(false);
  });
});

describe('watching for client errors', () => {
  it('reports uncaught errors and unhandled rejections of our code, and stops when told', () => {
    const seen = vi.fn();
    const stop = watchClientErrors(seen);
    const own = thrownIn(ours);
    window.dispatchEvent(new ErrorEvent('error', { error: own, filename: ours, message: own.message }));
    window.dispatchEvent(rejection(own));
    window.dispatchEvent(new ErrorEvent('error', { error: thrownIn('chrome-extension://abc/x.js'), filename: 'chrome-extension://abc/x.js' }));
    window.dispatchEvent(rejection(new ApiError('down', 500, null)));
    window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }));
    expect(seen.mock.calls).toEqual([[own], [own]]);
    stop();
    window.dispatchEvent(rejection(own));
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('opens the client error page, keeps the stored answers, and stays there on a further error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem('einfach.wizard', '{"formModelName":"ESt2025","document":{"a":1},"loaded":true}');
    const { location } = renderApp(
      <>
        <ClientErrorWatcher />
        <AppRoutes />
      </>,
      { path: '/' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: /Steuererklärung als Rentnerin/ })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(rejection(thrownIn(ours)));
    });
    await waitFor(() => expect(location.history.at(-1)).toBe('/error?type=client'));
    expect(await screen.findByText('In Ihrem Browser ist ein Fehler passiert. Was schon gespeichert ist, bleibt erhalten.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zur Startseite' })).toBeInTheDocument();
    expect(sessionStorage.getItem('einfach.wizard')).not.toBeNull();
    const steps = location.history.length;
    act(() => {
      window.dispatchEvent(rejection(thrownIn(ours)));
    });
    expect(location.history).toHaveLength(steps);
  });

  it('leaves an extension’s error to the browser', async () => {
    const { location } = renderApp(
      <>
        <ClientErrorWatcher />
        <AppRoutes />
      </>,
      { path: '/' },
    );
    await screen.findByRole('heading', { level: 1 });
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error: thrownIn('chrome-extension://abc/x.js'), filename: 'chrome-extension://abc/x.js' }));
    });
    expect(location.history).toEqual(['/']);
  });
});
