import { InfoBox } from '@einfach/design-system';
import { evaluateCondition, type GroupDef } from '../../domain/forms';
import { useWizardForm, useWizardText } from './WizardFormContext';

/** A group's notices whose condition holds (e.g. "cash payments do not count"). */
export function GroupNotices({ group, itemPath }: { group: GroupDef; itemPath?: string }) {
  const { model, document } = useWizardForm();
  const { model: modelText } = useWizardText();
  const shown = (group.notices ?? []).filter((notice) => evaluateCondition(model, notice.showIf, document, itemPath));
  return (
    <>
      {shown.map((notice) => (
        <InfoBox key={notice.messageKey} tone={notice.tone === 'warning' ? 'warning' : 'info'}>
          {modelText(notice.messageKey)}
        </InfoBox>
      ))}
    </>
  );
}
