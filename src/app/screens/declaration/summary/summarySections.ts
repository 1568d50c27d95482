import DOMPurify from 'dompurify';
import { splitSummaryHtml, type SummarySection } from '../../../../domain/summaryHtml';

export type { SummarySection };

/** Sanitizes the server's summary HTML and splits it into its `section[data-screen]` parts. */
export function summarySections(html: string): { sections: SummarySection[]; rest: string } {
  // The server renders the page without a DOM (issue 35): the same split, from the server's own HTML.
  if (typeof window === 'undefined') return splitSummaryHtml(html);
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
