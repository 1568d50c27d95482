import type { EstimateResult } from '../../../../domain/estimate';
import type { FormDocument } from '../../../../domain/forms';
import { estimateOf } from '../../../wizard/estimate';
import { loadFormModel } from '../../../wizard/loadModel';

/** Fallback for a summary prepared without an estimate (older session data): loads the model on demand. */
export async function estimateFromModel(modelPath: string, formModelName: string, document: FormDocument): Promise<EstimateResult | null> {
  return estimateOf(await loadFormModel(modelPath, formModelName), document);
}
