import { estimateTax, type EstimateResult } from '../../domain/estimate';
import { emptyInput, person } from '../../domain/estimate/fixtures';

/** Real estimates for stories and tests (worked examples of docs/tax-estimate.md, reference §4, and variants). */
export const estimateExamples = {
  /** Single, 2025, tax to pay; pension share only, so the approximation note shows. */
  toPay: estimateTax(
    emptyInput(2025, {
      state: 'NW',
      personA: person({ pensionCents: 2_400_000, pensionStartYear: 2015, healthInsuranceCents: 196_800, careInsuranceCents: 96_000, churchMember: true }),
    }),
  ),
  /** Example C: single, 2023, Bavaria, prepayments exceed the tax. */
  refund: estimateTax(
    emptyInput(2023, {
      state: 'BY',
      personA: person({
        pensionCents: 2_600_000,
        pensionStartYear: 2005,
        pensionAdjustmentCents: 0,
        otherPensionCents: 300_000,
        healthInsuranceCents: 280_000,
        churchMember: true,
        disability: { degree: 50, markers: [] },
      }),
      churchTaxPaidCents: 12_000,
      prepaymentsCents: 40_000,
    }),
  ),
  /** Example B: joint, 2025, with donations, medical costs and a craftsman. */
  joint: estimateTax(
    emptyInput(2025, {
      joint: true,
      state: 'NW',
      personA: person({ pensionCents: 4_200_000, pensionStartYear: 2010, pensionAdjustmentCents: 0, healthInsuranceCents: 500_000, churchMember: true }),
      personB: person({ pensionCents: 1_800_000, pensionStartYear: 2012, pensionAdjustmentCents: 0, healthInsuranceCents: 160_000, churchMember: true }),
      donations: [{ kind: 'donation', amountCents: 50_000 }],
      medical: [{ amountCents: 200_000, reimbursedCents: 0 }],
      craftsman: [{ labourCostCents: 150_000, paidByTransfer: true }],
    }),
  ),
  /** A small pension below the basic allowance. */
  zeroTax: estimateTax(
    emptyInput(2025, { state: 'HE', personA: person({ pensionCents: 1_300_000, pensionStartYear: 2012, pensionAdjustmentCents: 150_000, healthInsuranceCents: 106_600, careInsuranceCents: 52_000 }) }),
  ),
  /** Below the basic allowance with 600 € household help and 800 € craftsman labour: both reductions come to 0 €. */
  reductionsWithoutTax: estimateTax(
    emptyInput(2025, {
      state: 'HE',
      personA: person({ pensionCents: 1_300_000, pensionStartYear: 2012, pensionAdjustmentCents: 150_000, healthInsuranceCents: 106_600, careInsuranceCents: 52_000 }),
      household: [{ kind: 'cleaning', labourCostCents: 60_000, paidByTransfer: true }],
      craftsman: [{ labourCostCents: 80_000, paidByTransfer: true }],
    }),
  ),
  /** Joint, the tax office has no pension data for person B (no amount, no start year). */
  spouseWithoutPension: estimateTax(
    emptyInput(2025, {
      joint: true,
      state: 'NW',
      personA: person({ pensionCents: 3_600_000, pensionStartYear: 2015, pensionAdjustmentCents: 300_000, healthInsuranceCents: 295_200, careInsuranceCents: 144_000 }),
      personB: { pensionCents: 0, healthInsuranceCents: 0, careInsuranceCents: 0, churchMember: false },
    }),
  ),
  /** Joint with every kind of entry, for the longest breakdown. */
  longBreakdown: estimateTax(
    emptyInput(2024, {
      joint: true,
      personA: person({ pensionCents: 5_200_000, pensionStartYear: 2008, pensionAdjustmentCents: 520_000, otherPensionCents: 240_000, healthInsuranceCents: 295_000, careInsuranceCents: 144_000, churchMember: true, disability: { degree: 80, markers: ['G'] } }),
      personB: person({ pensionCents: 3_000_000, pensionStartYear: 2011, healthInsuranceCents: 172_000, careInsuranceCents: 84_000, disability: { degree: 100, markers: ['aG'] } }),
      donations: [
        { kind: 'donation', amountCents: 30_000 },
        { kind: 'membership', amountCents: 6_000 },
        { kind: 'party', amountCents: 40_000 },
      ],
      medical: [{ amountCents: 380_000, reimbursedCents: 60_000 }],
      household: [{ kind: 'cleaning', labourCostCents: 240_000, paidByTransfer: true }],
      craftsman: [
        { labourCostCents: 180_000, paidByTransfer: true },
        { labourCostCents: 20_000, paidByTransfer: false },
      ],
      prepaymentsCents: 60_000,
    }),
  ),
} satisfies Record<string, EstimateResult>;
