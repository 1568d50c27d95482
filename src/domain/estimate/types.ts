import type { AssessmentYear } from './parameters';

export type DisabilityMarker = 'G' | 'aG' | 'H' | 'Bl' | 'TBl' | 'Gl';
export const disabilityMarkers: readonly DisabilityMarker[] = ['G', 'aG', 'H', 'Bl', 'TBl', 'Gl'];

/** One person's data; all money in integer euro cents. */
export interface EstimatePerson {
  /** Gross statutory pension of the year (known.personX.pensionAmount). */
  pensionCents: number;
  /** Year the pension started (known.personX.pensionStartYear); absent when the tax office has none. */
  pensionStartYear?: number;
  /** Rentenanpassungsbetrag: increases since the tax-free part was fixed; absent when unknown. */
  pensionAdjustmentCents?: number;
  /** Other fully taxable § 22 Nr. 5 pensions (e.g. Pensionskasse); not in the document yet. */
  otherPensionCents?: number;
  healthInsuranceCents: number;
  careInsuranceCents: number;
  churchMember: boolean;
  disability?: { degree: number; markers: readonly DisabilityMarker[] };
}

export type DonationKind = 'donation' | 'membership' | 'party';
export type HouseholdKind = 'cleaning' | 'garden' | 'care' | 'other';

export interface EstimateInput {
  year: AssessmentYear;
  joint: boolean;
  /** Federal state code (BW, BY, …) for the church tax rate. */
  state?: string;
  personA: EstimatePerson;
  /** Spouse or civil partner; used only when `joint`. */
  personB?: EstimatePerson;
  /** Children with child allowance; only changes the reasonable own share. Defaults to 0. */
  children?: number;
  donations: readonly { kind: DonationKind; amountCents: number }[];
  medical: readonly { amountCents: number; reimbursedCents: number }[];
  /** Household services and care; like craftsman work, only items paid to an account count (§ 35a (5) EStG). */
  household: readonly { kind: HouseholdKind; labourCostCents: number; paidByTransfer: boolean }[];
  craftsman: readonly { labourCostCents: number; paidByTransfer: boolean }[];
  /** Church tax paid in the year (special expense § 10 (1) Nr. 4); not in the document yet. */
  churchTaxPaidCents?: number;
  /** Income-tax prepayments (known.prepayments). */
  prepaymentsCents: number;
}

/** One explained step; `key` is an i18n key of namespace `estimate`, `params` its interpolation values. */
export interface EstimateStep {
  key: string;
  amountCents: number;
  params?: Record<string, string | number>;
}

export interface EstimateResult {
  year: AssessmentYear;
  joint: boolean;
  /** Gesamtbetrag der Einkünfte (GdE). */
  totalIncomeCents: number;
  /** zu versteuerndes Einkommen (zvE), rounded down to a full euro. */
  taxableIncomeCents: number;
  /** § 32a tariff (or splitting) tax before reductions. */
  tariffTaxCents: number;
  /** Income tax after § 34g and § 35a reductions. */
  incomeTaxCents: number;
  solidaritySurchargeCents: number;
  churchTaxCents: number;
  /** Income tax + solidarity surcharge + church tax. */
  totalTaxCents: number;
  prepaymentsCents: number;
  /** Positive: to pay; negative: refund (only when prepayments exceed the tax). */
  balanceCents: number;
  breakdown: EstimateStep[];
  /** i18n keys (namespace `estimate`) of caveats that apply to this estimate. */
  notes: string[];
}
