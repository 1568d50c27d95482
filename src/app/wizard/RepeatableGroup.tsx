import { useEffect, useRef } from 'react';
import { Button, Heading, Stack, Text, VisuallyHidden } from '@einfach/design-system';
import { canRemoveItem, getValue, type GroupDef } from '../../domain/forms';
import { errorTargetId, fieldId } from './fieldIds';
import { GroupFields } from './GroupFields';
import { GroupNotices } from './GroupNotices';
import { useWizardForm, useWizardText } from './WizardFormContext';
import * as styles from './wizard.css';

/** Where focus goes in an item: its first field (radios on their first option). */
function firstControlId(group: GroupDef, itemPath: string): string {
  const first = group.fields.find((f) => !f.readOnly) ?? group.fields[0];
  const widget = first.widget === 'radio' ? 'radio' : first.widget === 'checkboxes' ? 'checkboxes' : 'other';
  return errorTargetId(`${itemPath}.${first.path}`, widget);
}

/** A repeatable group (child_path): one block per item with its own heading, plus add and remove. */
export function RepeatableGroup({ group }: { group: GroupDef }) {
  const { document: doc, addItem, removeItem, errors } = useWizardForm();
  const { model: modelText, error: errorText, wizard: t } = useWizardText();
  const childPath = group.child_path as string;
  const items = getValue(doc, childPath);
  const count = Array.isArray(items) ? items.length : 0;
  const canAdd = group.max_items === undefined || count < group.max_items;
  // At least one item stays: an empty item is easier to fill than an empty screen.
  const canRemove = canRemoveItem(group, count);
  const groupError = errors.get(childPath);
  const addId = errorTargetId(childPath, 'group');
  // After add or remove, focus moves to where the user continues (never lost to body).
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  }, [count]);

  const itemLabel = (index: number) => (group.itemLabelKey ? modelText(group.itemLabelKey, { number: index + 1 }) : t('wizard.item', { number: index + 1 }));
  return (
    <Stack space="large">
      {Array.from({ length: count }, (_, index) => {
        const itemPath = `${childPath}.${index}`;
        const headingId = `${fieldId(itemPath)}-heading`;
        // An empty item that can be removed says so next to its remove button, which its error link focuses.
        const itemError = errors.get(itemPath);
        const removeId = errorTargetId(itemPath, 'item');
        return (
          <section key={itemPath} aria-labelledby={headingId} className={styles.item}>
            <Stack space="medium">
              <Heading level={2} id={headingId}>
                {itemLabel(index)}
              </Heading>
              <GroupFields group={group} itemPath={itemPath} />
              <GroupNotices group={group} itemPath={itemPath} />
              {canRemove ? (
                <Stack space="xsmall">
                  {itemError ? (
                    <div id={`${removeId}-error`}>
                      <Text tone="critical" weight="bold">
                        <VisuallyHidden>{t('ds:errorPrefix')} </VisuallyHidden>
                        {errorText(itemError)}
                      </Text>
                    </div>
                  ) : null}
                  <Button
                    id={removeId}
                    aria-describedby={itemError ? `${removeId}-error` : undefined}
                    variant="secondary"
                    onClick={() => {
                      pendingFocus.current = index > 0 ? firstControlId(group, `${childPath}.${index - 1}`) : firstControlId(group, `${childPath}.0`);
                      removeItem(childPath, index);
                    }}
                  >
                    {group.removeLabelKey ? modelText(group.removeLabelKey, { number: index + 1 }) : t('wizard.removeItem', { label: itemLabel(index) })}
                  </Button>
                </Stack>
              ) : null}
            </Stack>
          </section>
        );
      })}
      {groupError ? (
        <Text tone="critical" weight="bold">
          {errorText(groupError)}
        </Text>
      ) : null}
      {canAdd ? (
        <div id={`${addId}-wrapper`}>
          <AddButton
            id={addId}
            label={group.addLabelKey ? modelText(group.addLabelKey) : t('wizard.addItem')}
            onAdd={() => {
              pendingFocus.current = firstControlId(group, `${childPath}.${count}`);
              addItem(childPath);
            }}
          />
        </div>
      ) : null}
    </Stack>
  );
}

/** The add button carries the id that error links of the whole group point to. */
function AddButton({ id, label, onAdd }: { id: string; label: string; onAdd(): void }) {
  return (
    <Button id={id} variant="secondary" onClick={onAdd}>
      {label}
    </Button>
  );
}
