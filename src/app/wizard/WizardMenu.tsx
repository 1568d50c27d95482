import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Timeline } from '@einfach/design-system';
import { navItems, type FormDocument, type FormModel } from '../../domain/forms';
import { MODEL_NS } from './modelTexts';

interface Props {
  model: FormModel;
  document: FormDocument;
  current: string;
  visited: string[];
  onSelect(screenName: string): void;
}

/** The step menu: displayed main steps; a sub-step (e.g. the donation list) marks its main step as current. */
export const WizardMenu = memo(function WizardMenu({ model, document, current, visited, onSelect }: Props) {
  const { t } = useTranslation('wizard');
  const all = navItems(model, document, { visited, current });
  const shown = all.filter((item) => item.isDisplayed && item.isPrimaryNode);
  const index = all.findIndex((item) => item.name === current);
  const currentMain = all
    .slice(0, index + 1)
    .reverse()
    .find((item) => item.isDisplayed && item.isPrimaryNode)?.name;
  return (
    <Timeline
      label={t('wizard.menuLabel')}
      items={shown.map((item) => {
        const state = item.name === currentMain ? 'current' : item.isVisited ? 'visited' : 'unvisited';
        return {
          id: item.name,
          title: t(item.title, { ns: MODEL_NS }),
          state,
          onSelect: state === 'visited' ? () => onSelect(item.name) : undefined,
        };
      })}
    />
  );
});
