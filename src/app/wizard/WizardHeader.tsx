import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Text } from '@einfach/design-system';
import { headerNames, type FormDocument, type FormModel } from '../../domain/forms';
import { userNameAtom } from '../state/declaration';
import { withSoftHyphens } from '../i18n/softHyphens';
import { MODEL_NS } from './modelTexts';

/** "Einkommensteuererklärung 2025 · Erika Mustermann" (or both first names when filing jointly). */
export function WizardHeader({ model, document }: { model: FormModel; document: FormDocument }) {
  const { t, i18n } = useTranslation('wizard');
  const user = useAtomValue(userNameAtom) ?? {};
  const names = headerNames(model, document, user);
  // The title breaks between its parts at 320 px, not at its last letter.
  const title = withSoftHyphens(t(model.titleKey, { ns: MODEL_NS, defaultValue: t('wizard.formTitle', { year: model.year }) }), i18n.language);
  const who = names.length === 2 ? t('wizard.namesJoint', { first: names[0], second: names[1] }) : names[0];
  return (
    <Text tone="secondary" weight="bold">
      {who ? t('wizard.header', { title, names: who }) : title}
    </Text>
  );
}
