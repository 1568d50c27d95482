// The confirmation PDF: form title, transfer number (the API's transfer ticket) and date, then the
// declaration's sections, each under its own heading, and the tax estimate as the summary shows it.
// Every page after the first is headed by the person's name and the transfer number; every page is numbered.
import type { EstimateResult } from '../../domain/estimate';
import type { Locale } from '../messages';
import { htmlToBlocks } from './html';
import { estimateBlocks } from './estimate';
import { renderTaggedPdf, type Block } from './document';

const TEXTS = {
  de: {
    heading: 'Übermittlungsbestätigung',
    intro: 'Ihre Steuererklärung wurde elektronisch unterschrieben und an das Finanzamt übermittelt.',
    ticket: 'Übermittlungsnummer',
    ticketExplained:
      'Die Übermittlungsnummer zeigt, dass Ihre Steuererklärung beim Finanzamt angekommen ist. Nennen Sie diese Nummer, wenn Sie beim Finanzamt nach Ihrer Steuererklärung fragen.',
    date: 'Übermittelt am',
    form: 'Formular',
    page: (page: number, pages: number) => `Seite ${page} von ${pages}`,
    author: 'Einfach Erklären',
  },
  en: {
    heading: 'Confirmation of transfer',
    intro: 'Your tax return was signed electronically and sent to the tax office.',
    ticket: 'Transfer number',
    ticketExplained: 'The transfer number shows that your tax return has reached the tax office. Give this number if you ask the tax office about your tax return.',
    date: 'Transferred on',
    form: 'Form',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    author: 'Einfach Erklären',
  },
} as const;

export interface ConfirmationInput {
  locale: Locale;
  formTitle: string;
  transferTicket: string;
  transferDate: string;
  summaryHtml: string;
  /** Whose tax return it is (person A's first and last name), for the running header. */
  personName?: string;
  /** The estimate the summary showed (null: none for this year or data). */
  estimate?: EstimateResult | null;
}

/**
 * One heading per section: a heading that repeats the one right before it, or that heads nothing
 * (the next block is a heading of the same or a higher level), is left out.
 */
export function oneHeadingPerSection(blocks: Block[]): Block[] {
  const once = blocks.filter((block, i) => {
    const previous = blocks[i - 1];
    return !(block.kind === 'heading' && previous?.kind === 'heading' && previous.text === block.text);
  });
  return once.filter((block, i) => {
    if (block.kind !== 'heading') return true;
    const next = once[i + 1];
    return !(next === undefined || (next.kind === 'heading' && next.level <= block.level));
  });
}

/** The running header of pages 2 and on: "Jürgen Weiß · Übermittlungsnummer ET-2026-…". */
export function runningHeader(input: Pick<ConfirmationInput, 'locale' | 'personName' | 'transferTicket'>): string {
  const ticket = `${TEXTS[input.locale].ticket} ${input.transferTicket}`;
  return input.personName ? `${input.personName} · ${ticket}` : ticket;
}

export function renderConfirmationPdf(input: ConfirmationInput): Promise<Buffer> {
  const t = TEXTS[input.locale];
  // The summary's sections, each under its own h2 (the page's title is the PDF's h1).
  const entries = htmlToBlocks(input.summaryHtml).filter((b) => !(b.kind === 'heading' && b.text === input.formTitle));
  const blocks: Block[] = oneHeadingPerSection([
    { kind: 'heading', level: 1, text: `${t.heading}: ${input.formTitle}` },
    { kind: 'paragraph', text: t.intro },
    {
      kind: 'pairs',
      rows: [
        { label: t.form, value: input.formTitle },
        { label: t.ticket, value: input.transferTicket },
        { label: t.date, value: input.transferDate },
      ],
    },
    { kind: 'paragraph', text: t.ticketExplained },
    ...entries,
    ...(input.estimate ? estimateBlocks(input.estimate, input.locale) : []),
  ]);
  return renderTaggedPdf(
    { title: `${t.heading}: ${input.formTitle}`, lang: input.locale === 'de' ? 'de-DE' : 'en-US', author: t.author },
    blocks,
    { pageNumber: t.page, runningHeader: runningHeader(input) },
  );
}
