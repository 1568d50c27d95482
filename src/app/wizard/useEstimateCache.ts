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
  /** The screen whose answers made the change (the notice shows on the next one, so it names it). */
  screen: string;
}

/**
 * The estimate-change notice: how a screen's answers changed the estimated tax. The document as each
 * screen was entered is kept; estimates are computed only when Next needs them, once per document.
 */
export function useEstimateCache(model: FormModel, screenName: string) {
  const [notice, setNotice] = useState<EstimateNotice | null>(null);
  const entry = useRef<{ doc: FormDocument; screen: string } | null>(null);

  /** Keeps the document as a screen is entered. */
  const enterScreen = useCallback(
    (doc: FormDocument) => {
      entry.current = { doc, screen: screenName };
    },
    [screenName],
  );

  /** Next with `doc` from the screen entered last: returns the notice's update, to run once the next screen is painted. */
  const leaveScreen = (doc: FormDocument) => {
    const entered = entry.current;
    return () => {
      if (!entered) return;
      const before = totalTaxOf(model, entered.doc);
      const after = totalTaxOf(model, doc);
      setNotice(before !== null && after !== null && after !== before ? { previous: before, current: after, screen: entered.screen } : null);
    };
  };

  return { notice, enterScreen, leaveScreen };
}
