import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Text } from '@einfach/design-system';
import { sessionModalAtom } from '../state/modal';
import { sessionStatusAtom } from '../state/session';
import { navigateTo } from '../routing/navigation';
import { paths } from '../routing/paths';
import { logout } from './logout';
import { useReturnFocusRef } from './useReturnFocusRef';

/**
 * The spec's "Connection lost" (inactivity) and "maximum session time", both worded as what happened:
 * "Wir haben Sie zu Ihrer Sicherheit abgemeldet", with the reason; and "no longer logged in" (the login
 * ended elsewhere). No network words: none of them is a network failure (that one is the error box of
 * the call). Each says truthfully what is kept: every answer typed in this tab comes back at the next
 * login of the same person here (src/app/session/sessionEnded.ts), and what a save reached stays 25
 * days on the server. The title is the dialog's name, the reason its description; focus on the title.
 */
export function SessionEndedDialog({ kind }: { kind: 'expired' | 'maxSession' | 'ended' }) {
  const { t } = useTranslation('app');
  const open = useAtomValue(sessionModalAtom) === kind;
  const setModal = useSetAtom(sessionModalAtom);
  const setStatus = useSetAtom(sessionStatusAtom);
  const returnFocusRef = useReturnFocusRef(open);
  const loginAgain = () => {
    setModal(null);
    setStatus('anonymous');
    navigateTo(paths.login);
  };
  return (
    <Dialog
      open={open}
      // Escape must not leave a dead session on screen; only the button moves on.
      onOpenChange={() => {}}
      title={t(`session.${kind}.title`)}
      description={t(`session.${kind}.text`)}
      variant="confirm"
      dismissible={false}
      returnFocusRef={returnFocusRef}
      actions={
        <Button variant="primary" onClick={loginAgain}>
          {t(`session.${kind}.login`)}
        </Button>
      }
    >
      <Text>{t(`session.${kind}.saved`)}</Text>
    </Dialog>
  );
}

/** docs/product-spec.md §4: an expired access code at start-up; a new session logs out and opens the login. */
export function AccessCodeExpiredDialog() {
  const { t } = useTranslation('app');
  const store = useStore();
  const open = useAtomValue(sessionModalAtom) === 'accessCodeExpired';
  const returnFocusRef = useReturnFocusRef(open);
  return (
    <Dialog
      open={open}
      onOpenChange={() => {}}
      title={t('session.accessCodeExpired.title')}
      description={t('session.accessCodeExpired.text')}
      variant="confirm"
      dismissible={false}
      returnFocusRef={returnFocusRef}
      actions={
        <Button variant="primary" onClick={() => void logout(store, 'accessCodeExpired', { openLogin: true })}>
          {t('session.accessCodeExpired.newSession')}
        </Button>
      }
    />
  );
}
