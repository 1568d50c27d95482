// The confirmation PDF on paper: numbered pages, the running header from page 2, one heading per
// section, and the summary's estimate with its calculation; tagged, in the reader's language.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstimateResult } from '../../domain/estimate';
import { estimateOf } from '../../domain/estimate/ofModel';
import type { FormModel } from '../../domain/forms';
import { loadModelFile, loadModelTexts, MODELS_DIR, type ModelTexts } from '../models';
import { formatCents, renderSummaryHtml } from '../summary/summaryHtml';
import { oneHeadingPerSection, renderConfirmationPdf } from './confirmation';
import type { Block } from './document';
import { estimateText } from './estimate';

const work = mkdtempSync(path.join(tmpdir(), 'ee-confirmation-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const TICKET = 'ET-2026-ABCDEFGHJK';

/** A declaration with the tax office's data, long enough for three pages. */
const document = {
  filing: { joint: 'no' },
  personA: { idNr: '12345678903', firstName: 'Jürgen', lastName: 'Weiß', birthDate: '1951-02-03' },
  taxIdentification: { kind: 'taxOffice', state: 'BY', taxOffice: '9181' },
  bank: { iban: 'DE89370400440532013000', holder: 'Jürgen Weiß' },
  known: {
    personA: { pensionAmount: '21000.00', pensionStartYear: 2016, healthInsurance: '1700.00', careInsurance: '500.00', churchMember: 'yes' },
    prepayments: '400.00',
  },
  donations: {
    has: 'yes',
    items: [
      { kind: 'donation', recipient: 'Tafel München e.V.', amount: '150.00' },
      { kind: 'membership', recipient: 'Sozialverband VdK Bayern', amount: '72.00' },
    ],
  },
  medical: { has: 'yes', items: [{ description: 'Hörgerät Zuzahlung', amount: '480.00', reimbursed: '0.00' }] },
  disability: { personA: { has: 'no' } },
  household: { has: 'no' },
  craftsman: { has: 'yes', items: [{ description: 'Heizung repariert', labourCost: '320.00', paidByTransfer: 'yes' }] },
};

let model: FormModel;
let texts: { de: ModelTexts; en: ModelTexts };
let estimate: EstimateResult;

beforeAll(async () => {
  model = await loadModelFile(path.join(MODELS_DIR, 'ESt2025.json'));
  texts = await loadModelTexts();
  estimate = estimateOf(model, document)!;
  expect(estimate).not.toBeNull();
});

function save(pdf: Buffer, name: string): string {
  const file = path.join(work, name);
  writeFileSync(file, pdf);
  return file;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ');
const pageText = (file: string, page: number) => oneLine(execFileSync('pdftotext', ['-enc', 'UTF-8', '-f', String(page), '-l', String(page), file, '-']).toString());
const pageCount = (file: string) => Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())![1]);

/** The top-level elements of the structure tree in reading order: tag and text. */
function structure(file: string): { tag: string; text: string }[] {
  const elements: { tag: string; text: string }[] = [];
  for (const line of execFileSync('pdfinfo', ['-struct-text', file]).toString().split('\n')) {
    const tag = /^ {2}(\w+)/.exec(line);
    if (tag) elements.push({ tag: tag[1], text: '' });
    else if (elements.length && /^\s+"/.test(line) && !elements.at(-1)!.text) elements.at(-1)!.text = line.trim().replace(/^"|"$/g, '');
  }
  return elements;
}

async function confirmation(locale: 'de' | 'en') {
  const pdf = await renderConfirmationPdf({
    locale,
    formTitle: locale === 'de' ? 'Einkommensteuererklärung 2025' : 'Income tax return 2025',
    transferTicket: TICKET,
    transferDate: '02.03.2026 14:35',
    summaryHtml: renderSummaryHtml(model, document, { locale, texts: texts[locale] }),
    personName: 'Jürgen Weiß',
    estimate,
  });
  return save(pdf, `confirmation-${locale}.pdf`);
}

describe.each([
  { locale: 'de' as const, page: (n: number, of: number) => `Seite ${n} von ${of}`, ticket: 'Übermittlungsnummer', lang: 'de-DE', personA: 'Ihre Angaben' },
  { locale: 'en' as const, page: (n: number, of: number) => `Page ${n} of ${of}`, ticket: 'Transfer number', lang: 'en-US', personA: 'Your details' },
])('the confirmation PDF ($locale)', ({ locale, page, ticket, lang, personA }) => {
  let file: string;
  beforeAll(async () => {
    file = await confirmation(locale);
  });

  it('is tagged, in the language of the reader', () => {
    expect(execFileSync('pdfinfo', [file]).toString()).toMatch(/Tagged:\s+yes/);
    expect(readFileSync(file).toString('latin1')).toContain(`/Lang (${lang})`);
  });

  it('numbers every page and heads every page after the first with the name and the transfer number', () => {
    const pages = pageCount(file);
    expect(pages).toBeGreaterThanOrEqual(3);
    const header = `Jürgen Weiß · ${ticket} ${TICKET}`;
    for (let n = 1; n <= pages; n++) {
      const text = pageText(file, n);
      expect(text).toContain(page(n, pages));
      if (n === 1) expect(text).not.toContain(header);
      else expect(text.trim().startsWith(header)).toBe(true);
    }
  });

  it('keeps page numbers and running header out of the structure a screen reader reads', () => {
    const read = structure(file).map((e) => e.text).join(' ');
    expect(read).not.toContain(page(1, pageCount(file)));
    expect(read).not.toContain('Jürgen Weiß ·');
  });

  it('has one heading per section: none repeated, none without content', () => {
    const elements = structure(file);
    const headings = elements.filter((e) => /^H\d$/.test(e.tag));
    expect(headings.filter((h) => h.text === personA)).toHaveLength(1);
    elements.forEach((element, i) => {
      const next = elements[i + 1];
      if (!/^H\d$/.test(element.tag)) return;
      expect(next, `${element.text} heads nothing`).toBeDefined();
      if (/^H\d$/.test(next.tag)) {
        expect(next.text, `${element.text} twice`).not.toBe(element.text);
        expect(Number(next.tag[1]), `${element.text} heads nothing`).toBeGreaterThan(Number(element.tag[1]));
      }
    });
  });

  it('prints the estimate as the summary shows it, with every step of the calculation', () => {
    const text = Array.from({ length: pageCount(file) }, (_, i) => pageText(file, i + 1)).join(' ');
    const t = (key: string, params?: Record<string, string | number>) => oneLine(estimateText(locale, key, params));
    const euro = (cents: number) => oneLine(formatCents(cents, locale));
    expect(estimate.balanceCents).toBeLessThan(0);
    expect(text).toContain(t('title', { year: 2025 }));
    expect(text).toContain(t('outcome.refund', { amount: euro(-estimate.balanceCents) }));
    expect(text).toContain(t('details.caption', { year: 2025 }));
    for (const step of estimate.breakdown) expect(text).toContain(euro(step.amountCents));
    expect(text).toContain(euro(estimate.totalTaxCents));
    expect(text).toContain(t('notes.assessmentDecides'));
    // After the entries, as on the summary.
    expect(text.indexOf(t('title', { year: 2025 }))).toBeGreaterThan(text.indexOf('Heizung repariert'));
  });
});

describe('oneHeadingPerSection', () => {
  const h = (level: 1 | 2 | 3, text: string): Block => ({ kind: 'heading', level, text });
  const p: Block = { kind: 'paragraph', text: 'Inhalt' };

  it('drops a heading repeated right after itself and a heading that heads nothing', () => {
    expect(oneHeadingPerSection([h(2, 'Ihre Angaben'), h(2, 'Ihre Angaben'), p])).toEqual([h(2, 'Ihre Angaben'), p]);
    expect(oneHeadingPerSection([h(1, 'Titel'), p, h(2, 'Leer'), h(2, 'Voll'), p, h(2, 'Am Ende')])).toEqual([h(1, 'Titel'), p, h(2, 'Voll'), p]);
  });

  it('keeps a heading followed by its subheading', () => {
    const blocks = [h(2, 'Das weiß das Finanzamt schon'), h(3, 'Ihre Rente'), p];
    expect(oneHeadingPerSection(blocks)).toEqual(blocks);
  });
});
