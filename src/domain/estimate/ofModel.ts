// The estimate of a declaration as the summary shows it and the confirmation PDF prints it: one
// computation for the app and the server. Its own module, not re-exported by index.ts, so that code
// reading only the estimate's types and tariff does not pull in the form engine.
import { cleanDocument, type FormDocument, type FormModel } from '../forms';
import { estimateInputFromDocument } from './document';
import { estimateTax } from './estimate';
import type { EstimateResult } from './types';

/** The tax estimate of a document, or null for a year the estimate does not know or unusable data. */
export function estimateOf(model: FormModel, document: FormDocument): EstimateResult | null {
  try {
    return estimateTax(estimateInputFromDocument(cleanDocument(model, document), model.year));
  } catch {
    return null;
  }
}

/** What is left after the prepayments: an amount to pay, a refund, no tax at all, or the tax exactly paid. */
export type EstimateOutcome = 'toPay' | 'refund' | 'none' | 'covered';

export function estimateOutcome(result: Pick<EstimateResult, 'balanceCents' | 'totalTaxCents'>): EstimateOutcome {
  if (result.balanceCents > 0) return 'toPay';
  if (result.balanceCents < 0) return 'refund';
  return result.totalTaxCents === 0 ? 'none' : 'covered';
}

/** Steps of the breakdown that are subtotals (shown bold, with a rule). */
export const estimateSubtotalKeys: ReadonlySet<string> = new Set([
  'breakdown.totalIncome',
  'breakdown.taxableIncome',
  'breakdown.incomeTax',
  'breakdown.totalTax',
  'breakdown.toPay',
  'breakdown.refund',
]);
