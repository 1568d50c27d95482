// The access-code letter as a plain tagged PDF, as an operator prints and posts it.
import type { Locale } from '../messages';
import { berlinDate } from '../berlinTime';
import { renderTaggedPdf } from './document';

const TEXTS = {
  de: {
    registration: 'Ihre Zugangsnummer für Einfach Erklären',
    newAccessCode: 'Ihre neue Zugangsnummer für das nächste Jahr',
    greeting: 'Sehr geehrte Damen und Herren,',
    body: 'mit dieser Zugangsnummer und Ihrer steuerlichen Identifikationsnummer melden Sie sich bei Einfach Erklären an.',
    idNr: 'Identifikationsnummer',
    code: 'Zugangsnummer',
    validity: 'Die Zugangsnummer gilt 140 Tage ab Zugang dieses Briefes.',
    date: 'Datum',
    secret: 'Bitte bewahren Sie diesen Brief sicher auf und geben Sie die Zugangsnummer an niemanden weiter.',
    closing: 'Mit freundlichen Grüßen, Ihr Finanzamt',
  },
  en: {
    registration: 'Your access number for Einfach Erklären',
    newAccessCode: 'Your new access number for next year',
    greeting: 'Dear Sir or Madam,',
    body: 'Use this access number together with your tax identification number to log in to Einfach Erklären.',
    idNr: 'Identification number',
    code: 'Access number',
    validity: 'The access number is valid for 140 days after this letter arrives.',
    date: 'Date',
    secret: 'Please keep this letter safe and do not share the access number with anyone.',
    closing: 'Yours faithfully, your tax office',
  },
} as const;

export function renderLetterPdf(letter: {
  locale: Locale;
  kind: 'registration' | 'newAccessCode';
  idNr: string;
  accessCode: string;
  createdAt: Date;
}): Promise<Buffer> {
  const t = TEXTS[letter.locale];
  const title = t[letter.kind];
  return renderTaggedPdf({ title, lang: letter.locale === 'de' ? 'de-DE' : 'en-US', author: 'Einfach Erklären' }, [
    { kind: 'heading', level: 1, text: title },
    { kind: 'paragraph', text: t.greeting },
    { kind: 'paragraph', text: t.body },
    {
      kind: 'pairs',
      rows: [
        { label: t.date, value: berlinDate(letter.createdAt) },
        { label: t.idNr, value: letter.idNr },
        { label: t.code, value: letter.accessCode },
      ],
    },
    { kind: 'paragraph', text: t.validity },
    { kind: 'paragraph', text: t.secret },
    { kind: 'paragraph', text: t.closing },
  ]);
}
