import DOMPurify from 'dompurify';

export interface SummarySection {
  screen: string;
  title: string;
  headingId: string;
  /** Data the tax office already has (the server marks it `data-read-only`): shown, not changed here. */
  readOnly: boolean;
  /** Sanitized inner HTML of the section (its h2 and content). */
  html: string;
}

/** Sanitizes the server's summary HTML and splits it into its `section[data-screen]` parts. */
export function summarySections(html: string): { sections: SummarySection[]; rest: string } {
  if (typeof window === 'undefined') return serverSections(html);
  const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
  const sections: SummarySection[] = [];
  for (const section of Array.from(fragment.querySelectorAll<HTMLElement>('section[data-screen]'))) {
    const heading = section.querySelector('h2');
    sections.push({
      screen: section.dataset.screen ?? '',
      title: heading?.textContent?.trim() ?? '',
      headingId: heading?.id || `summary-${section.dataset.screen ?? sections.length}`,
      readOnly: section.dataset.readOnly === 'true',
      html: section.innerHTML,
    });
    section.remove();
  }
  const container = document.createElement('div');
  container.append(fragment);
  return { sections, rest: container.innerHTML.trim() };
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
export function serverSections(html: string): { sections: SummarySection[]; rest: string } {
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
