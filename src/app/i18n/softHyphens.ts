// Break points for the long German compounds that stand in narrow places (the wizard's header line at
// 320 px): a soft hyphen (U+00AD) between their parts, so a browser without a German hyphenation
// dictionary breaks "Einkommen-/steuererklärung" instead of "Einkommensteuererklärun/g"
// (docs/content-guide.md, "Long compounds"). Screen readers and copying ignore soft hyphens.

const SHY = '\u00ad';

/** The compounds and their parts; the longest first so that a longer word is not split by a shorter one. */
export const COMPOUND_PARTS: Readonly<Record<string, readonly string[]>> = {
  Einkommensteuererklärung: ['Einkommen', 'steuer', 'erklärung'],
  Rentenanpassungsbetrag: ['Renten', 'anpassungs', 'betrag'],
  Schwerbehindertenausweis: ['Schwerbehinderten', 'ausweis'],
  Steuererklärung: ['Steuer', 'erklärung'],
};

const pattern = new RegExp(
  Object.keys(COMPOUND_PARTS)
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'g',
);

/** The text with soft hyphens between the parts of the compounds above (German texts only). */
export function withSoftHyphens(text: string, language: string): string {
  if (!language.startsWith('de')) return text;
  return text.replace(pattern, (word) => COMPOUND_PARTS[word].join(SHY));
}
