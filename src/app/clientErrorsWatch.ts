// Which uncaught errors are the app's own, and watching for them (src/app/clientErrors.tsx loads this
// after the first render: the start page does not wait for it).
import { ApiError } from './api/client';

/** Script URLs in a stack or message: http(s), and what browsers call an extension's scripts. */
const SCRIPT_URL = /\b(?:https?|[a-z-]+-extension|webkit-masked-url):\/\/[^\s)'"]+/g;
const EXTENSION_URL = /^(?:[a-z-]+-extension|webkit-masked-url):/;

/**
 * Whether an error nothing handled comes from our code: the first script it names (the event's file,
 * else its stack) is one of our origin, and none is an extension's. The CSP runs no script of another
 * origin, so anything else came from a browser extension (or is the browser's own, such as a
 * ResizeObserver notice, which carries no error). API failures have their error box or their caller;
 * an aborted request is no error.
 */
export function isOwnError(error: unknown, filename = '', origin = globalThis.location?.origin ?? ''): boolean {
  if (!error || typeof error !== 'object' || error instanceof ApiError) return false;
  const { name, stack, message } = error as Partial<Error>;
  if (name === 'AbortError') return false;
  const urls = `${filename}\n${typeof stack === 'string' ? stack : ''}\n${typeof message === 'string' ? message : ''}`.match(SCRIPT_URL) ?? [];
  const [first] = urls;
  return first !== undefined && first.startsWith(`${origin}/`) && !urls.some((url) => EXTENSION_URL.test(url));
}

/**
 * Calls `onClientError` for every uncaught error and unhandled rejection of our code (`isOwnError`);
 * others are left to the browser. Returns the function that stops watching.
 */
export function watchClientErrors(onClientError: (error: unknown) => void): () => void {
  const onError = (event: ErrorEvent) => {
    if (isOwnError(event.error, event.filename)) onClientError(event.error);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isOwnError(event.reason)) onClientError(event.reason);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
