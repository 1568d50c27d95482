import { HelpDialog } from '../help/HelpDialog';
import { SessionWarningDialog } from '../session/SessionWarningDialog';
import { AccessCodeExpiredDialog, SessionEndedDialog } from '../session/SessionEndedDialogs';

/** Every app-level dialog: context help and the session modals (they portal to body). */
export function ModalRegion() {
  return (
    <>
      <HelpDialog />
      <SessionWarningDialog />
      <SessionEndedDialog kind="expired" />
      <SessionEndedDialog kind="maxSession" />
      <AccessCodeExpiredDialog />
    </>
  );
}
