import { Heading, Stack, Text } from '@einfach/design-system';
import { isGroupRelevant, type ScreenDef } from '../../domain/forms';
import { GroupFields } from './GroupFields';
import { GroupNotices } from './GroupNotices';
import { KnownDataGroup } from './KnownDataGroup';
import { RepeatableGroup } from './RepeatableGroup';
import { useWizardForm, useWizardText } from './WizardFormContext';

/** The groups of one screen of the model; the page heading and buttons belong to the wizard frame. */
export function ScreenView({ screen }: { screen: ScreenDef }) {
  const { model, document } = useWizardForm();
  const { model: modelText } = useWizardText();
  return (
    <Stack space="large">
      {screen.groups.map((group) => {
        if (!isGroupRelevant(model, group, document)) return null;
        if (group.child_path) return <RepeatableGroup key={group.name} group={group} />;
        if (group.fields.length > 0 && group.fields.every((f) => f.readOnly)) return <KnownDataGroup key={group.name} group={group} />;
        return (
          <Stack key={group.name} space="large">
            {group.legendKey ? <Heading level={2}>{modelText(group.legendKey)}</Heading> : null}
            {group.introKey ? <Text>{modelText(group.introKey)}</Text> : null}
            <GroupFields group={group} />
            <GroupNotices group={group} />
          </Stack>
        );
      })}
    </Stack>
  );
}
