// The tax estimate in the confirmation PDF, as the summary's estimate panel shows it
// (src/app/estimate/EstimatePanel.tsx): the outcome, its explanation, the calculation and the notes,
// in the panel's own words (the app's `estimate` namespace, read here as data).
import type { EstimateResult, EstimateStep } from '../../domain/estimate';
import { estimateOutcome, estimateSubtotalKeys } from '../../domain/estimate/ofModel';
import estimateDe from '../../app/i18n/de/estimate.json' with { type: 'json' };
import estimateEn from '../../app/i18n/en/estimate.json' with { type: 'json' };
import type { Locale } from '../messages';
import { formatCents } from '../summary/summaryHtml';
import type { Block } from './document';

type Texts = { [key: string]: string | Texts };
const TEXTS: Record<Locale, Texts> = { de: estimateDe, en: estimateEn };

const numberFormats = { de: new Intl.NumberFormat('de-DE'), en: new Intl.NumberFormat('en-GB') };

/**
 * An i18next text of the namespace with its `{{name}}` and `{{name, number}}` values. Soft hyphens
 * are taken out: they let a long word break on a narrow screen, the PDF's columns are wide enough.
 */
export function estimateText(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  let node: string | Texts | undefined = TEXTS[locale];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No estimate text ${key}`);
  return node
    .replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (_, name: string, format?: string) => {
      const value = params[name] ?? '';
      return format === 'number' && typeof value === 'number' ? numberFormats[locale].format(value) : String(value);
    })
    .replace(/\u00ad/g, '');
}

/** The estimate section of the PDF: a heading, the outcome and its explanation, the calculation as a table, the notes. */
export function estimateBlocks(result: EstimateResult, locale: Locale): Block[] {
  const t = (key: string, params?: Record<string, string | number>) => estimateText(locale, key, params);
  const euro = (cents: number) => formatCents(cents, locale);
  const kind = estimateOutcome(result);
  const stepLabel = (step: EstimateStep) => {
    const label = t(step.key, step.params);
    const person = step.params?.person;
    return result.joint && typeof person === 'string' ? t('withPerson', { label, person: t(`person.${person}`) }) : label;
  };
  const blocks: Block[] = [
    { kind: 'heading', level: 2, text: t('title', { year: result.year }) },
    { kind: 'paragraph', text: t(`outcome.${kind}`, { amount: euro(Math.abs(result.balanceCents)) }), emphasis: true },
    { kind: 'paragraph', text: t(`explanation.${kind}`) },
  ];
  if (result.joint) blocks.push({ kind: 'paragraph', text: t('explanation.joint') });
  if (result.totalTaxCents > 0) {
    blocks.push({
      kind: 'paragraph',
      text: t('explanation.composition', { incomeTax: euro(result.incomeTaxCents), soli: euro(result.solidaritySurchargeCents), churchTax: euro(result.churchTaxCents) }),
    });
  }
  if (result.prepaymentsCents > 0) blocks.push({ kind: 'paragraph', text: t('explanation.prepayments', { prepayments: euro(result.prepaymentsCents) }) });
  blocks.push(
    { kind: 'heading', level: 3, text: t('details.caption', { year: result.year }) },
    {
      kind: 'pairs',
      header: { label: t('details.columnStep'), value: t('details.columnAmount') },
      numeric: true,
      rows: result.breakdown.map((step) => ({ label: stepLabel(step), value: euro(step.amountCents), emphasis: estimateSubtotalKeys.has(step.key) })),
    },
  );
  if (result.notes.length > 0) {
    blocks.push({ kind: 'heading', level: 3, text: t('notes.title') }, { kind: 'list', items: result.notes.map((note) => t(note)) });
  }
  blocks.push({ kind: 'paragraph', text: t('notes.assessmentDecides') });
  return blocks;
}
