import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, LiveRegion, Text } from '@einfach/design-system';
import { api } from '../api/client';
import { sessionModalAtom } from '../state/modal';
import { lastActivityAtom, loginUserAtom, sessionTimingAtom } from '../state/session';
import { announcementStep, formatCountdown, sessionPhase } from './timing';
import { useNow } from './useNow';
import { useReturnFocusRef } from './useReturnFocusRef';

/** WCAG 2.2.1: warns before the idle timeout; staying signed in is the primary action and Escape. */
export function SessionWarningDialog() {
  const { t } = useTranslation('app');
  const modal = useAtomValue(sessionModalAtom);
  const setModal = useSetAtom(sessionModalAtom);
  const lastActivity = useAtomValue(lastActivityAtom);
  const loginAt = useAtomValue(loginUserAtom)?.loginAt ?? lastActivity;
  const timing = useAtomValue(sessionTimingAtom);
  const open = modal === 'warning';
  const now = useNow(open);
  const returnFocusRef = useReturnFocusRef(open);
  const { remainingMs } = sessionPhase({ now, lastActivity, loginAt, timing });
  const step = announcementStep(remainingMs);
  const announcement = !open
    ? ''
    : step.unit === 'minutes'
      ? t('session.warning.announceMinutes', { count: step.count })
      : t('session.warning.announceSeconds', { count: step.count });

  const setLastActivity = useSetAtom(lastActivityAtom);
  const stay = () => {
    // Stamp now so the watcher does not reopen the warning before keepAlive answers.
    setLastActivity(Date.now());
    setModal(null);
    api.keepAlive({ category: 'global' }).catch(() => {});
  };

  return (
    <>
      <LiveRegion politeness="polite" message={announcement} />
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) stay();
        }}
        title={t('session.warning.title')}
        description={t('session.warning.text')}
        variant="confirm"
        dismissible={false}
        returnFocusRef={returnFocusRef}
        actions={
          <Button variant="primary" onClick={stay}>
            {t('session.warning.stay')}
          </Button>
        }
      >
        <div aria-hidden="true">
          <Text size="lead" weight="bold">
            {t('session.warning.countdown', { time: formatCountdown(remainingMs) })}
          </Text>
        </div>
      </Dialog>
    </>
  );
}
