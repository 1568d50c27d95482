import { Heading, Stack, SummaryList, Text } from '@einfach/design-system';
import { evaluateCondition, getValue, isFieldRelevant, type GroupDef } from '../../domain/forms';
import { formatMoneyDisplay, parseMoney } from '../../domain/money';
import { GroupNotices } from './GroupNotices';
import { useWizardForm, useWizardText } from './WizardFormContext';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Data the tax office already knows: read-only, shown as a list of label and value. Only what the tax
 * office has is listed; what it lacks is said by the group's notices (e.g. no pension data for person B),
 * not by rows of "keine Angabe".
 */
export function KnownDataGroup({ group }: { group: GroupDef }) {
  const { model, document } = useWizardForm();
  const { model: modelText, language } = useWizardText();
  const locale = language === 'en' ? 'en' : 'de';
  const format = (type: string, value: unknown): string => {
    if (type === 'money') {
      const cents = parseMoney(String(value));
      if (cents === null) return String(value);
      const amount = formatMoneyDisplay(cents, locale);
      return locale === 'de' ? `${amount}\u00a0€` : `€${amount}`;
    }
    if (type === 'boolean') return value === 'yes' ? modelText('common.yes') : value === 'no' ? modelText('common.no') : String(value);
    return String(value);
  };
  const rows = group.fields
    .filter((field) => isFieldRelevant(model, field.path, document) && !isEmpty(getValue(document, field.path)))
    .map((field) => ({
      key: field.path,
      // A term the user may not know (Rentenanpassungsbetrag) is explained under its name.
      label: field.hintKey ? (
        <>
          {modelText(field.labelKey)}
          <Text as="div" size="small" tone="secondary">
            {modelText(field.hintKey)}
          </Text>
        </>
      ) : (
        modelText(field.labelKey)
      ),
      value: format(field.type, getValue(document, field.path)),
    }));
  const noticeShown = (group.notices ?? []).some((notice) => evaluateCondition(model, notice.showIf, document));
  if (rows.length === 0 && !noticeShown) return null;
  return (
    <Stack space="small">
      {group.legendKey ? <Heading level={2}>{modelText(group.legendKey)}</Heading> : null}
      <GroupNotices group={group} />
      {rows.length > 0 ? <SummaryList rows={rows} /> : null}
    </Stack>
  );
}
