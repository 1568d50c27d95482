// The shapes of a screen state and of a worker's login (states.ts builds them, declaration.ts makes
// the declaration's states): a module of their own beneath both, so neither imports the other.
import type { BrowserContext, Page } from '@playwright/test';
import type { Locale } from './texts';

/** The wizard's stored document (session storage `einfach.wizard`), as the tests change it. */
export type WizardDocument = Record<string, unknown>;

export interface ScreenState {
  /** Stable id used in test titles and report anchors. */
  id: string;
  auth: boolean;
  /**
   * Uses the worker's submitted declaration: its wizard and summary data in session storage, and with
   * 'sent' its confirmation too (while that is there, the wizard and summary show the confirmation).
   */
  declaration?: boolean | 'sent';
  /** Replaces the stored wizard document (a copy of the full declaration) before the first load. */
  wizardDocument?(full: WizardDocument): WizardDocument;
  /** The state ends the server session (logout): it gets its own login instead of the worker's shared one. */
  endsSession?: boolean;
  /** Brings a freshly prepared page into the state. */
  open(page: Page, locale: Locale): Promise<void>;
  /**
   * The state is one step on from another state's page (Next on the empty screen, the button that
   * opens a modal): `advance` takes that page here, the way `open` ends. The matrix checks both
   * states on one page load.
   */
  from?: { id: string; advance(page: Page, locale: Locale): Promise<void> };
}

export interface AuthState {
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
  session: Record<string, string>;
}
