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
          // A named group is a group for screen readers too: Tab into its first field says whose fields follow.
          <div key={group.name} role={group.legendKey ? 'group' : undefined} aria-labelledby={group.legendKey ? `${group.name}-legend` : undefined}>
            <Stack space="large">
              {group.legendKey ? (
                <Heading level={2} id={`${group.name}-legend`}>
                  {modelText(group.legendKey)}
                </Heading>
              ) : null}
              {group.introKey ? <Text>{modelText(group.introKey)}</Text> : null}
              <GroupFields group={group} />
              <GroupNotices group={group} />
            </Stack>
          </div>
        );
      })}
    </Stack>
  );
}
