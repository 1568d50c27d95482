import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, renderMessage, type FieldError, type FormModel, type Translate } from '../../domain/forms';
import { useValidationText } from '../components/useValidationText';
import { MODEL_NS } from './modelTexts';

/**
 * Texts of the model (namespace `model`) and the wording of a field error, the same inline, in the
 * summary and read alone: built from the field's kind and label or its own text (src/domain/forms/errorMessages.ts).
 */
export function useFieldText(model: FormModel) {
  const { t } = useTranslation(MODEL_NS);
  const validationText = useValidationText();
  const modelText = useCallback((key: string | undefined, params?: Record<string, unknown>) => (key ? t(key, params) : ''), [t]);
  const errorText = useCallback(
    (error: FieldError) => {
      const translate: Translate = (ns, key, params) => (ns === 'model' ? t(key, params) : validationText(key, params));
      return renderMessage(errorMessage(model, error), translate);
    },
    [model, t, validationText],
  );
  return { modelText, errorText };
}
