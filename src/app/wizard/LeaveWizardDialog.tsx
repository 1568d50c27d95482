import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@einfach/design-system';

interface Props {
  open: boolean;
  /** Abort: stay in the wizard. */
  onStay(): void;
  /** Continue: leave the wizard. */
  onLeave(): void;
}

/** docs/product-spec.md §4 "Leaving": the wizard asks before the user leaves it; staying is the safe choice. */
export function LeaveWizardDialog({ open, onStay, onLeave }: Props) {
  const { t } = useTranslation('wizard');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onStay()}
      title={t('leave.title')}
      description={t('leave.text')}
      variant="confirm"
      initialFocus="safeAction"
      dismissible={false}
      onEscapeKeyDown={() => onStay()}
      actions={
        <>
          <Button variant="warning" onClick={onLeave}>
            {t('leave.continue')}
          </Button>
          <Button variant="secondary" data-safe-action onClick={onStay}>
            {t('leave.abort')}
          </Button>
        </>
      }
    />
  );
}
