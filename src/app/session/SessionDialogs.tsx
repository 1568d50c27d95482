import { SessionWarningDialog } from './SessionWarningDialog';
import { AccessCodeExpiredDialog, SessionEndedDialog } from './SessionEndedDialogs';

/** The session modals of docs/product-spec.md §8 (one chunk, loaded when a session is signed in). */
export function SessionDialogs() {
  return (
    <>
      <SessionWarningDialog />
      <SessionEndedDialog kind="expired" />
      <SessionEndedDialog kind="maxSession" />
      <SessionEndedDialog kind="ended" />
      <AccessCodeExpiredDialog />
    </>
  );
}
