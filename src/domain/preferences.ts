// The header's language and contrast switches without the app's script (issue 35): a GET form the
// server answers (docs/api.md, "User interface"). Shared by the server, which answers it, and the app,
// which names it in the header (design-system Header, `switchForm`).

/** The UI's base path (UI_BASE in src/app/routing/paths.ts, UI in src/server/paths.ts). */
const UI_BASE = '/erklaerung/ui';

/** The address the switches' form is sent to. */
export const PREFERENCE_SWITCH_PATH = `${UI_BASE}/preferences`;

/**
 * The form's fields, as the design-system Header names them: the language button sends `lang=de|en`,
 * the contrast button `contrast=1|0` (the state it switches to), a hidden field `return` the page to
 * go back to.
 */
export const PREFERENCE_SWITCH_FIELDS = { locale: 'lang', contrast: 'contrast', returnTo: 'return' } as const;

/** The longest address the server goes back to (a longer one gets the start page). */
const MAX_RETURN_LENGTH = 1024;

/**
 * The page to go back to after a switch: a path of the UI (`/erklaerung/ui/…`, with its query), as the
 * header wrote it; anything else is null (the server then sends the start page). Strict on purpose, so
 * the redirect can never lead to another site or out of the UI: the value must already be a normalized
 * path, the same text a URL parser makes of it (no scheme or host, no `//` or `\` start, no dot
 * segments, no fragment, no spaces or control characters), and under the UI's base path.
 */
export function preferenceReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_LENGTH) return null;
  if (!value.startsWith(`${UI_BASE}/`)) return null;
  const origin = 'http://return.invalid';
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.hash !== '' || `${url.pathname}${url.search}` !== value) return null;
  if (!url.pathname.startsWith(`${UI_BASE}/`)) return null;
  // Percent-encoded dots or slashes would be dot segments or another path once decoded by a proxy.
  if (/%2e|%2f|%5c/i.test(url.pathname)) return null;
  return value;
}
