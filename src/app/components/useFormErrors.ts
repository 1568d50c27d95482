import { useEffect, useState } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * Errors after a submit, in field order. With one error the field takes focus; with two or more
 * the ErrorSummary does (its autoFocus), as docs/accessibility-contract.md (Forms) asks.
 */
export function useFormErrors<F extends string>(order: readonly F[]) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [attempt, setAttempt] = useState(0);
  const list = order.filter((field) => errors[field]).map((field) => ({ fieldId: field as string, message: errors[field] as string }));
  useEffect(() => {
    if (attempt > 0 && list.length === 1) document.getElementById(list[0].fieldId)?.focus();
    // Only a new submit moves focus, not typing after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per submit attempt, not on every error change
  }, [attempt]);
  const report = (next: FieldErrors<F>) => {
    setErrors(next);
    setAttempt((n) => n + 1);
    return order.some((field) => next[field]);
  };
  return { errors, summary: list, report };
}
