import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ErrorBox, Stack } from '@einfach/design-system';
import { dismissErrorAtom, errorsAtom } from '../state/errors';

/** The error boxes of docs/product-spec.md §8, one per raised error, labelled by category. */
export function GlobalErrors() {
  const errors = useAtomValue(errorsAtom);
  const dismiss = useSetAtom(dismissErrorAtom);
  const { t } = useTranslation('app');
  if (errors.length === 0) return null;
  return (
    <Stack space="small">
      {errors.map((error) => (
        <ErrorBox
          key={error.id}
          category={error.category}
          title={t('layout.errorBoxTitle')}
          message={error.messageKey ? t(error.messageKey) : (error.message ?? t('error.saga.default.message'))}
          sessionTicket={error.sessionTicket}
          onDismiss={() => dismiss(error.id)}
        />
      ))}
    </Stack>
  );
}
