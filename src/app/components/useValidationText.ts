import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { validationKeyToPath } from '../i18n/config';

/** Translates a validator's `validation.*` key in the `validation` namespace. */
export function useValidationText() {
  const { t } = useTranslation('validation');
  return useCallback((key: string, options?: Record<string, unknown>) => t(validationKeyToPath(key), options), [t]);
}
