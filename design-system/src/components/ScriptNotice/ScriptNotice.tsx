import { useSyncExternalStore, type ReactNode } from 'react';
import { InfoBox } from '../InfoBox';
import * as styles from './ScriptNotice.css';

const noSubscription = () => () => {};

/**
 * True while the page is the server's HTML: in the server's rendering and in the browser's hydration
 * of it (React renders with the server snapshot first, then at once with the browser's); false in
 * every render of the browser's own (a page the app draws, or one it navigated to).
 */
function useServerMarkup(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

export interface ScriptNoticeProps {
  /** What needs the script, as the box's title ("Zum Anmelden braucht Ihr Browser JavaScript"). */
  title: string;
  /** Why, and what the user can do (wait, reload, switch JavaScript on, another browser). */
  children: ReactNode;
  /**
   * `untilScript` (the default): only in the server's HTML, shown when the page's script has not taken
   * it over 2 s after the page came (a fast load never shows it), at once without JavaScript, and gone
   * once the script runs the page. `always`: shown at once (stories, tests, or a host that knows its
   * script failed).
   */
  show?: 'untilScript' | 'always';
}

/**
 * Says on a page the server rendered that a step needs the browser's script (a key pair made in the
 * browser, a signature), in words and with what to do: while the script has not come, or never comes.
 * Rendered alike on the server and in the hydration, so it causes no mismatch.
 */
export function ScriptNotice({ title, children, show = 'untilScript' }: ScriptNoticeProps) {
  const serverMarkup = useServerMarkup();
  if (show === 'always') return <InfoBox tone="warning" title={title}>{children}</InfoBox>;
  if (!serverMarkup) return null;
  return (
    <div className={styles.waiting}>
      <InfoBox tone="warning" title={title}>
        {children}
      </InfoBox>
      {/* Without JavaScript nothing will come: shown at once. */}
      <noscript>
        <style>{`.${styles.waiting}{${styles.shownAtOnce}}`}</style>
      </noscript>
    </div>
  );
}
