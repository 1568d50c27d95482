import { useSyncExternalStore } from 'react';
import { useAtomValue } from 'jotai';
import { lastSignedInAppUrl } from '../routing/navigation';
import { paths, wizardScreenPath } from '../routing/paths';
import { sessionStatusAtom, type SessionStatus } from '../state/session';
import { wizardActivityAtom, wizardAtom } from '../state/wizard';

/** Where "Back to my tax return" of a Leichte Sprache page leads, and whether the person is logged in. */
export interface TaxReturnPlace {
  to: string;
  loggedIn: boolean;
}

/**
 * Where the person was in their tax return (docs/decisions.md, "Leichte Sprache"): logged in (also
 * when the login just ended and its dialog shows, or when the tax return is open in another window),
 * the last page after the login this tab showed (the wizard screen with its answers as they were,
 * the summary, the year); without one (the Leichte Sprache page was reloaded), the wizard's current
 * screen, else the year. Not logged in: the login, where the tax return begins.
 */
export function taxReturnPlace(status: SessionStatus, lastSignedIn: string | null, wizardScreen: string | null): TaxReturnPlace {
  if (status !== 'authenticated' && status !== 'expired' && status !== 'elsewhere') return { to: paths.login, loggedIn: false };
  return { to: lastSignedIn ?? (wizardScreen ? wizardScreenPath(wizardScreen) : paths.year), loggedIn: true };
}

const noSubscription = () => () => {};

/**
 * The place for this tab. While the page is the server's HTML (its rendering and the browser's
 * hydration of it) the place of a visitor who is not logged in, as the server knows nothing of the
 * tab: the hydrated markup matches, and the next render gives the tab's own place.
 */
export function useTaxReturnPlace(): TaxReturnPlace {
  const serverMarkup = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const status = useAtomValue(sessionStatusAtom);
  const { current } = useAtomValue(wizardActivityAtom);
  const { formModelName } = useAtomValue(wizardAtom);
  if (serverMarkup) return taxReturnPlace('anonymous', null, null);
  return taxReturnPlace(status, lastSignedInAppUrl(), formModelName ? current : null);
}
