// The confirmation PDF: form title, transfer number (the API's transfer ticket) and date, then the declaration's entries.
import type { Locale } from '../messages';
import { htmlToBlocks } from './html';
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
    entries: 'Ihre Angaben',
    author: 'Einfach Erklären',
  },
  en: {
    heading: 'Confirmation of transfer',
    intro: 'Your tax return was signed electronically and sent to the tax office.',
    ticket: 'Transfer number',
    ticketExplained: 'The transfer number shows that your tax return has reached the tax office. Give this number if you ask the tax office about your tax return.',
    date: 'Transferred on',
    form: 'Form',
    entries: 'Your entries',
    author: 'Einfach Erklären',
  },
} as const;

export interface ConfirmationInput {
  locale: Locale;
  formTitle: string;
  transferTicket: string;
  transferDate: string;
  summaryHtml: string;
}

export function renderConfirmationPdf(input: ConfirmationInput): Promise<Buffer> {
  const t = TEXTS[input.locale];
  const entries = htmlToBlocks(input.summaryHtml).filter((b) => !(b.kind === 'heading' && b.text === input.formTitle));
  const blocks: Block[] = [
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
    { kind: 'heading', level: 2, text: t.entries },
    ...entries,
  ];
  return renderTaggedPdf(
    { title: `${t.heading}: ${input.formTitle}`, lang: input.locale === 'de' ? 'de-DE' : 'en-US', author: t.author },
    blocks,
  );
}
