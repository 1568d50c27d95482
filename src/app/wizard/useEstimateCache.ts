import { useCallback, useRef, useState } from 'react';
import type { FormDocument, FormModel } from '../../domain/forms';
import { estimateOf } from './estimate';

// Documents are replaced, never mutated: one estimate per document object is enough.
const estimates = new WeakMap<FormDocument, number | null>();
function totalTaxOf(model: FormModel, doc: FormDocument): number | null {
  if (!estimates.has(doc)) estimates.set(doc, estimateOf(model, doc)?.totalTaxCents ?? null);
  return estimates.get(doc)!;
}

export interface EstimateNotice {
  previous: number;
  current: number;
}

/**
 * The estimate-change notice: how a screen's answers changed the estimated tax. The document as each
 * screen was entered is kept; estimates are computed only when Next needs them, once per document.
 */
export function useEstimateCache(model: FormModel) {
  const [notice, setNotice] = useState<EstimateNotice | null>(null);
  const entryDocument = useRef<FormDocument | null>(null);

  /** Keeps the document as a screen is entered. */
  const enterScreen = useCallback((doc: FormDocument) => {
    entryDocument.current = doc;
  }, []);

  /** Next with `doc` from the screen entered last: returns the notice's update, to run once the next screen is painted. */
  const leaveScreen = (doc: FormDocument) => {
    const entry = entryDocument.current;
    return () => {
      if (!entry) return;
      const before = totalTaxOf(model, entry);
      const after = totalTaxOf(model, doc);
      setNotice(before !== null && after !== null && after !== before ? { previous: before, current: after } : null);
    };
  };

  return { notice, enterScreen, leaveScreen };
}
