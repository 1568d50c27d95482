import { cleanDocument, type FormDocument, type FormModel } from '../../domain/forms';
import { estimateInputFromDocument, estimateTax, type EstimateResult } from '../../domain/estimate';

/** The tax estimate of a document, or null for a year the estimate does not know or unusable data. */
export function estimateOf(model: FormModel, document: FormDocument): EstimateResult | null {
  try {
    return estimateTax(estimateInputFromDocument(cleanDocument(model, document), model.year));
  } catch {
    return null;
  }
}
