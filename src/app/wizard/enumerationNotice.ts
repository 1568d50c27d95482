import type { StaleChoice } from '../../domain/forms';
import type { AppError, AppText } from '../state/errors';
import { MODEL_NS } from './modelTexts';

const unique = (keys: string[]) => [...new Set(keys)];

/**
 * The box of category `wizard-external-enum-value-changed` (docs/product-spec.md §8), or null when
 * there is nothing to tell: which answers the user must give again because their list (federal
 * states, tax offices) no longer offers them, named by their labels and steps, and that the lists
 * could not be loaded, so the shipped ones, maybe out of date, are in use.
 */
export function enumerationNotice(removed: StaleChoice[], listsLoaded: boolean): Omit<AppError, 'id'> | null {
  const category = 'wizard-external-enum-value-changed';
  const outdated: AppText[] = listsLoaded ? [] : [{ key: 'enumerations.outdated' }];
  // Only answers on the user's way are worth a word; the others went quietly.
  const told = removed.filter((choice) => choice.relevant);
  if (told.length === 0) return outdated.length ? { category, titleKey: 'enumerations.outdatedTitle', messageKey: outdated[0].key } : null;
  const label = (choice: StaleChoice) => `${MODEL_NS}:${choice.entry.field.labelKey}`;
  // Lists are chosen from again; what depended on a choice without a list of its own (a tax number) is typed again.
  const listed = told.filter((choice) => choice.entry.field.enumeration);
  const chosen = listed.length ? listed : told;
  const typed = listed.length ? told.filter((choice) => !choice.entry.field.enumeration) : [];
  return {
    category,
    titleKey: 'enumerations.changedTitle',
    messageKey: 'enumerations.changed',
    messageParams: {
      fields: { keys: unique(chosen.map(label)) },
      steps: { keys: unique(told.map((choice) => `${MODEL_NS}:${choice.entry.screen.titleKey}`)) },
    },
    notes: [...(typed.length ? [{ key: 'enumerations.enterAgain', params: { fields: { keys: unique(typed.map(label)) } } }] : []), ...outdated],
  };
}
