// The summary's HTML (src/server/summary/summaryHtml.ts) split into its sections without a DOM: the
// server renders the summary page with it (issue 35); the browser splits with DOMPurify and a DOM
// (src/app/screens/declaration/summary/summarySections.ts) and gets the same parts.

export interface SummarySection {
  screen: string;
  title: string;
  headingId: string;
  /** Data the tax office already has (the server marks it `data-read-only`): shown, not changed here. */
  readOnly: boolean;
  /** Inner HTML of the section (its h2 and content). */
  html: string;
}

/** The tags and attributes the server's summary HTML is made of (src/server/summary/summaryHtml.ts). */
const SUMMARY_TAGS = new Set(['section', 'h2', 'h3', 'dl', 'dt', 'dd', 'div', 'ol', 'li']);
const SUMMARY_ATTRIBUTES = new Set(['class', 'id', 'data-screen', 'data-read-only', 'aria-labelledby']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[a-zA-Z-]+="[^"<>]*")*)\s*>/g;
const ATTRIBUTE = /\s+([a-zA-Z-]+)="([^"<>]*)"/g;
const SECTION =
  /<section class="summary-section" data-screen="([^"]*)"( data-read-only="true")? aria-labelledby="[^"]*">(<h2 id="([^"]*)">([^<]*)<\/h2>[\s\S]*?)<\/section>/g;

const unescapeText = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '');

/**
 * The same split on the server, which renders the summary page without a DOM (issue 35): the HTML is
 * the server's own, every value escaped where it was made. It is checked against the few tags and
 * attributes that make it (anything else fails the rendering; the app then draws the page, with
 * DOMPurify); a section holds no other section.
 */
export function splitSummaryHtml(html: string): { sections: SummarySection[]; rest: string } {
  const withoutTags = html.replace(TAG, (tag: string, _close: string, name: string, attributes: string) => {
    if (!SUMMARY_TAGS.has(name)) throw new Error(`summary HTML: unexpected <${name}>`);
    for (const [, attribute] of attributes.matchAll(ATTRIBUTE)) if (!SUMMARY_ATTRIBUTES.has(attribute)) throw new Error(`summary HTML: unexpected ${attribute}`);
    return '';
  });
  if (/[<>]/.test(withoutTags)) throw new Error('summary HTML: a stray angle bracket');
  const sections: SummarySection[] = [];
  const rest = html.replace(SECTION, (_m, screen: string, readOnly: string | undefined, inner: string, headingId: string, title: string) => {
    sections.push({ screen, title: unescapeText(title).trim(), headingId, readOnly: !!readOnly, html: inner });
    return '';
  });
  return { sections, rest: rest.trim() };
}
