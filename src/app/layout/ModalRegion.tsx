import { Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { lazyNamed } from '../routes';
import { modalContextAtom, sessionModalAtom } from '../state/modal';

// Dialogs are not needed at first paint: each loads when it first opens and then stays mounted.
const HelpDialog = lazyNamed(() => import('../help/HelpDialog'), 'HelpDialog');
const SessionDialogs = lazyNamed(() => import('../session/SessionDialogs'), 'SessionDialogs');

/** True from the first time `open` is true on, so a closing dialog can still return focus. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Every app-level dialog: context help and the session modals (they portal to body). */
export function ModalRegion() {
  const help = useOpenedOnce(useAtomValue(modalContextAtom).show);
  const session = useOpenedOnce(useAtomValue(sessionModalAtom) !== null);
  return (
    <>
      <Suspense fallback={null}>{help && <HelpDialog />}</Suspense>
      <Suspense fallback={null}>{session && <SessionDialogs />}</Suspense>
    </>
  );
}
