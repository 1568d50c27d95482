// The 2025 wizard screens and how each is shown empty: pure data, shared by the stories and a11y-tests.
import type { FormDocument } from '../../../domain/forms';

/** Every screen of the 2025 model in its order (src/server/models/ESt2025.json). */
export const wizardScreens = [
  'filing',
  'personA',
  'personB',
  'taxIdentification',
  'bank',
  'knownData',
  'donationsQuestion',
  'donations',
  'medicalQuestion',
  'medical',
  'disabilityQuestion',
  'disability',
  'householdQuestion',
  'household',
  'craftsmanQuestion',
  'craftsman',
  'review',
] as const;
export type WizardScreenName = (typeof wizardScreens)[number];

/** Screens without an input of their own: they have no empty or "all errors" state. */
export const screensWithoutInputs: readonly WizardScreenName[] = ['knownData', 'review'];

const emptiers: Record<WizardScreenName, (doc: FormDocument) => FormDocument> = {
  filing: (d) => ({ ...d, filing: {} }),
  // The IdNr of person A is the login's and read-only: it stays.
  personA: (d) => ({ ...d, personA: { idNr: (d.personA as FormDocument | undefined)?.idNr } }),
  personB: (d) => ({ ...d, filing: { joint: 'yes' }, personB: {} }),
  taxIdentification: (d) => ({ ...d, taxIdentification: {} }),
  bank: (d) => ({ ...d, bank: {} }),
  knownData: (d) => d,
  donationsQuestion: (d) => ({ ...d, donations: {} }),
  donations: (d) => ({ ...d, donations: { has: 'yes', items: [{}] } }),
  medicalQuestion: (d) => ({ ...d, medical: {} }),
  medical: (d) => ({ ...d, medical: { has: 'yes', items: [{}] } }),
  disabilityQuestion: (d) => ({ ...d, disability: { personA: {} } }),
  disability: (d) => ({ ...d, disability: { personA: { has: 'yes' } } }),
  householdQuestion: (d) => ({ ...d, household: {} }),
  household: (d) => ({ ...d, household: { has: 'yes', items: [{}] } }),
  craftsmanQuestion: (d) => ({ ...d, craftsman: {} }),
  craftsman: (d) => ({ ...d, craftsman: { has: 'yes', items: [{}] } }),
  review: (d) => d,
};

/**
 * A copy of a complete document with the answers of one screen removed and the conditions set that
 * display it (person B needs joint filing, a list screen its "yes" and one empty item).
 */
export function emptyScreen(screen: WizardScreenName, doc: FormDocument): FormDocument {
  return emptiers[screen](doc);
}
