import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../domain/forms';
import { useValidationText } from '../components/useValidationText';
import { MODEL_NS } from './modelTexts';

/** Texts of the model (namespace `model`) and the wording of a field error, the same inline and in the summary. */
export function useFieldText() {
  const { t } = useTranslation(MODEL_NS);
  const validationText = useValidationText();
  const modelText = useCallback((key: string | undefined, params?: Record<string, unknown>) => (key ? t(key, params) : ''), [t]);
  const errorText = useCallback(
    (error: FieldError) => (error.ns === 'model' ? t(error.messageKey, error.params) : validationText(error.messageKey, error.params)),
    [t, validationText],
  );
  return { modelText, errorText };
}
