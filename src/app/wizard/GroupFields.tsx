import { findField, isFieldRelevant, type GroupDef } from '../../domain/forms';
import { FieldControl } from './FieldControl';
import { useWizardForm } from './WizardFormContext';

/** The relevant fields of a group (or of one item of a repeatable group). */
export function GroupFields({ group, itemPath }: { group: GroupDef; itemPath?: string }) {
  const { model, document } = useWizardForm();
  return (
    <>
      {group.fields.map((field) => {
        const path = itemPath ? `${itemPath}.${field.path}` : field.path;
        const entry = findField(model, path);
        if (!entry || !isFieldRelevant(model, path, document)) return null;
        return <FieldControl key={path} entry={entry} path={path} />;
      })}
    </>
  );
}
