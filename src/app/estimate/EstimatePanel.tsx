import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Disclosure, Heading, InfoBox, List, Stack, Table, Text, type TableRow } from '@einfach/design-system';
import type { EstimateResult, EstimateStep } from '../../domain/estimate';
import { formatEuro, type EstimateLocale } from './formatMoney';
import * as styles from './EstimatePanel.css';

export interface EstimatePanelProps {
  result: EstimateResult;
  year: number;
  locale: EstimateLocale;
  /** Show the calculation open at first (stories, print); the user opens it otherwise. */
  detailsOpen?: boolean;
}

/** Steps shown as subtotals (bold, with a rule) in the breakdown table. */
const subtotalKeys = new Set(['breakdown.totalIncome', 'breakdown.taxableIncome', 'breakdown.incomeTax', 'breakdown.totalTax', 'breakdown.toPay', 'breakdown.refund']);

export type EstimateOutcome = 'toPay' | 'refund' | 'none' | 'covered';

/** What is left after the prepayments: an amount to pay, a refund, no tax at all, or the tax exactly paid. */
export function estimateOutcome(result: Pick<EstimateResult, 'balanceCents' | 'totalTaxCents'>): EstimateOutcome {
  if (result.balanceCents > 0) return 'toPay';
  if (result.balanceCents < 0) return 'refund';
  return result.totalTaxCents === 0 ? 'none' : 'covered';
}

/** The estimated tax for a year: the amount to pay (or the refund), a plain explanation and the calculation. */
export function EstimatePanel({ result, year, locale, detailsOpen = false }: EstimatePanelProps) {
  const { t } = useTranslation('estimate');
  const headingId = useId();
  const euro = (cents: number) => formatEuro(cents, locale);

  // The headline and its explanation follow the sign of the result: a refund is never explained as a payment.
  const kind = estimateOutcome(result);
  const outcome = t(`outcome.${kind}`, { amount: euro(Math.abs(result.balanceCents)) });

  const stepLabel = (step: EstimateStep) => {
    const label = t(step.key, step.params);
    const person = step.params?.person;
    return result.joint && typeof person === 'string' ? t('withPerson', { label, person: t(`person.${person}`) }) : label;
  };
  const rows: TableRow[] = result.breakdown.map((step, index) => ({
    id: `${index}-${step.key}`,
    cells: [stepLabel(step), euro(step.amountCents)],
    emphasis: subtotalKeys.has(step.key),
  }));

  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <Stack space="medium">
        <Heading level={2} id={headingId}>
          {t('title', { year })}
        </Heading>
        <div className={styles.outcome}>
          <Text size="lead" weight="bold">
            {outcome}
          </Text>
        </div>
        <Text>{t(`explanation.${kind}`)}</Text>
        {result.joint ? <Text>{t('explanation.joint')}</Text> : null}
        {result.totalTaxCents > 0 ? (
          <Text size="small">
            {t('explanation.composition', {
              incomeTax: euro(result.incomeTaxCents),
              soli: euro(result.solidaritySurchargeCents),
              churchTax: euro(result.churchTaxCents),
            })}
          </Text>
        ) : null}
        {result.prepaymentsCents > 0 ? <Text size="small">{t('explanation.prepayments', { prepayments: euro(result.prepaymentsCents) })}</Text> : null}
        <Disclosure summary={t('details.toggle')} defaultOpen={detailsOpen}>
          <Table
            caption={t('details.caption', { year })}
            columns={[
              { id: 'step', header: t('details.columnStep') },
              { id: 'amount', header: t('details.columnAmount'), numeric: true },
            ]}
            rows={rows}
          />
        </Disclosure>
        <InfoBox tone="info" title={result.notes.length > 0 ? t('notes.title') : undefined}>
          {result.notes.length > 0 ? <List items={result.notes.map((note) => t(note))} /> : null}
          <Text>{t('notes.assessmentDecides')}</Text>
        </InfoBox>
      </Stack>
    </section>
  );
}
