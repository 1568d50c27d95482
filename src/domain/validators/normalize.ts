// Identifiers as people type and paste them: printed in groups ("36 574 261 809"), with dashes or dots,
// in full-width forms from East Asian keyboards. One normaliser for the browser, the masks and the server.

/** Full-width forms of ASCII (U+FF01–U+FF5E: ０–９, Ａ–Ｚ, ａ–ｚ, －, ．, …) and the ideographic space. */
export function toHalfWidth(text: string): string {
  return text.replace(/[\uFF01-\uFF5E]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
}

/** Separators between groups: any white space (incl. no-break spaces), dots, hyphens and dashes, the minus sign. */
const SEPARATORS = /[\s.\-\u2010-\u2015\u2212]/g;

/**
 * An identifier (IdNr, IBAN, Steuernummer, access code) as typed or pasted, made canonical: half-width,
 * separators removed, letters upper case. "36 574 261 809" → "36574261809", "de89-3704…" → "DE893704…".
 * Anything else (letters in an IdNr, a slash) is kept for the validator to reject.
 */
export function normalizeIdentifier(text: string): string {
  return toHalfWidth(text).replace(SEPARATORS, '').toUpperCase();
}
