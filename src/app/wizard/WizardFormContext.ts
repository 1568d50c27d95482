import { createContext, useContext } from 'react';
import type { ExternalEnums, FieldError, FormDocument, FormModel } from '../../domain/forms';

export interface WizardForm {
  model: FormModel;
  document: FormDocument;
  /** Sets a value; a parent enumeration clears its children (docs/product-spec.md §4). */
  change(path: string, value: unknown): void;
  /**
   * Takes the messages of answers that are now valid off their fields: a choice calls it when made, a
   * typed answer when its field is left (docs/decisions.md, Forms).
   */
  settle(): void;
  /** Adds or removes an item of a repeatable group. */
  addItem(childPath: string): void;
  removeItem(childPath: string, index: number): void;
  /** Errors of the current screen still standing at their fields, by concrete path. */
  errors: ReadonlyMap<string, FieldError>;
  externalEnums: ExternalEnums;
  openHelp(topic: string, element: string, returnFocus: HTMLElement): void;
  /** The wizard's texts, from the Wizard's own translation hooks (one i18n subscription, not one per field). */
  text: WizardText;
}

export interface WizardText {
  /** A key of the model's texts (namespace `model`); '' for no key. */
  model(key: string | undefined, params?: Record<string, unknown>): string;
  /** The wording of a field error, the same inline and in the error summary. */
  error(error: FieldError): string;
  /** A key of the `wizard` namespace. */
  wizard(key: string, options?: Record<string, unknown>): string;
  language: string;
}

export const WizardFormContext = createContext<WizardForm | null>(null);

/** The wizard's texts (see `WizardForm.text`). */
export function useWizardText(): WizardText {
  return useWizardForm().text;
}

export function useWizardForm(): WizardForm {
  const form = useContext(WizardFormContext);
  if (!form) throw new Error('useWizardForm needs a WizardFormContext');
  return form;
}
