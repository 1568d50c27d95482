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
