import { createContext, useContext } from 'react';
import type { ExternalEnums, FieldError, FormDocument, FormModel } from '../../domain/forms';

export interface WizardForm {
  model: FormModel;
  document: FormDocument;
  /** Sets a value; a parent enumeration clears its children (spec §4). */
  change(path: string, value: unknown): void;
  /** Adds or removes an item of a repeatable group. */
  addItem(childPath: string): void;
  removeItem(childPath: string, index: number): void;
  /** Errors of the current screen by concrete path. */
  errors: ReadonlyMap<string, FieldError>;
  externalEnums: ExternalEnums;
  openHelp(topic: string, element: string, returnFocus: HTMLElement): void;
}

export const WizardFormContext = createContext<WizardForm | null>(null);

export function useWizardForm(): WizardForm {
  const form = useContext(WizardFormContext);
  if (!form) throw new Error('useWizardForm needs a WizardFormContext');
  return form;
}
