// The access-code letter ("Ihr Freischaltcode") as a plain tagged PDF, as an operator prints and posts it.
import type { Locale } from '../messages';
import { berlinDate } from '../berlinTime';
import { renderTaggedPdf } from './document';

const TEXTS = {
  de: {
    registration: 'Ihr Freischaltcode für Einfach Erklären',
    newAccessCode: 'Ihr neuer Freischaltcode für das nächste Jahr',
    greeting: 'Sehr geehrte Damen und Herren,',
    body: 'mit diesem Freischaltcode und Ihrer Steuer-Identifikationsnummer melden Sie sich bei Einfach Erklären an.',
    idNr: 'Steuer-Identifikationsnummer',
    code: 'Freischaltcode',
    validity: 'Der Freischaltcode gilt 140 Tage ab dem Tag, an dem dieser Brief bei Ihnen ankommt.',
    date: 'Datum',
    secret: 'Bewahren Sie diesen Brief sicher auf. Geben Sie den Freischaltcode an niemanden weiter.',
    closing: 'Mit freundlichen Grüßen, Ihr Finanzamt',
  },
  en: {
    registration: 'Your access code for Einfach Erklären',
    newAccessCode: 'Your new access code for next year',
    greeting: 'Dear Sir or Madam,',
    body: 'Use this access code together with your tax identification number to log in to Einfach Erklären.',
    idNr: 'Tax identification number',
    code: 'Access code',
    validity: 'The access code is valid for 140 days after the day this letter reaches you.',
    date: 'Date',
    secret: 'Keep this letter safe. Do not give the access code to anyone.',
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
