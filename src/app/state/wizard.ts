import { atom } from 'jotai';
import type { FieldError, FormDocument } from '../../domain/forms';
import { sessionAtom } from './declaration';
import { storageKeys } from './storage';

/** The declaration document the wizard edits, for one form model. */
export interface WizardData {
  formModelName: string | null;
  document: FormDocument;
  /** False until the prefill (known data and draft) of this instance has been loaded. */
  loaded: boolean;
}

export const emptyWizardData: WizardData = { formModelName: null, document: {}, loaded: false };

export const wizardAtom = sessionAtom<WizardData>(storageKeys.wizard, emptyWizardData);

/** Where the user is in the wizard (docs/product-spec.md §3 "wizard activity data"). */
export interface WizardActivity {
  current: string | null;
  visited: string[];
  /** Set when the user edits a section from the summary: the wizard returns there afterwards. */
  returnTo: 'summary' | null;
  /** The user confirmed leaving the wizard (docs/product-spec.md §4 "Leaving"). */
  leaveConfirmed: boolean;
}

export const emptyWizardActivity: WizardActivity = { current: null, visited: [], returnTo: null, leaveConfirmed: false };

export const wizardActivityAtom = sessionAtom<WizardActivity>(storageKeys.wizardActivity, emptyWizardActivity);

/** Messages of the last validation of a screen, kept across reloads (docs/product-spec.md §4). */
export interface WizardValidation {
  screen: string;
  errors: FieldError[];
  /**
   * Paths of messages whose answer became valid since: gone from their fields, still in the error
   * summary until the next Next (docs/decisions.md, Forms, "A corrected answer loses its message").
   */
  cleared?: string[];
}

export const wizardValidationAtom = sessionAtom<WizardValidation | null>(storageKeys.wizardValidation, null);

/**
 * The form model whose answers in this tab may be newer than the saved draft: set when a save failed or
 * the session ended while the wizard was open, cleared by the next successful save. A new login of the
 * same person saves them first (performLogin).
 */
export const draftPendingAtom = sessionAtom<string | null>(storageKeys.draftPending, null);

/** Clears everything the wizard stored: after leaving it, or when the year model changed. */
export const clearWizardAtom = atom(null, (_get, set) => {
  set(wizardAtom, emptyWizardData);
  set(wizardActivityAtom, emptyWizardActivity);
  set(wizardValidationAtom, null);
});

/** A new wizard instance (year info "Yes"): prefill again from the server, start at the first screen. */
export const startWizardInstanceAtom = atom(null, (get, set, formModelName: string) => {
  set(wizardAtom, { formModelName, document: get(wizardAtom).formModelName === formModelName ? get(wizardAtom).document : {}, loaded: false });
  set(wizardActivityAtom, emptyWizardActivity);
  set(wizardValidationAtom, null);
});

/**
 * A new wizard instance that goes on where a saved draft stopped (the year screen's "Weiter, wo Sie
 * aufgehört haben"): prefilled again from the server (the draft), at the saved screen, with the screens
 * visited then as the step menu's links. The year info was answered when the draft began.
 */
export const resumeWizardInstanceAtom = atom(null, (_get, set, { formModelName, current, visited }: { formModelName: string; current: string; visited: string[] }) => {
  set(startWizardInstanceAtom, formModelName);
  set(wizardActivityAtom, { ...emptyWizardActivity, current, visited: visited.includes(current) ? visited : [...visited, current] });
});
