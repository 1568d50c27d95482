import { describe, expect, it } from 'vitest';
import { estimateTax } from './estimate';
import { emptyInput, person } from './fixtures';
import {
  assessmentYears,
  craftsmanReduction,
  disabilityLumpSumCents,
  disabilityLumpSumHelplessCents,
  donationCapPercent,
  householdReduction,
  partyDonationBaseCents,
  pensionLumpSumCents,
  pensionSharePermille,
  specialExpenseLumpSumCents,
  yearParameters,
} from './parameters';
import { incomeTaxForYear } from './tariff';

// The three assessment years side by side (docs/tax-estimate.md, reference §1, §2 and §4). Each row is
// read from the code for 2023, 2024 and 2025; `differs` says whether the law changed between the years.
type Figure = number | string;
const sideBySide: { figure: string; values: [Figure, Figure, Figure]; differs: boolean }[] = [
  { figure: 'basic allowance (€, § 32a)', values: [10_908, 11_784, 12_096], differs: true },
  { figure: 'end of tariff zone 2 (€)', values: [15_999, 17_005, 17_443], differs: true },
  { figure: 'end of tariff zone 3 (€)', values: [62_809, 66_760, 68_480], differs: true },
  { figure: 'start of the 45 % zone (€)', values: [277_826, 277_826, 277_826], differs: false },
  { figure: 'solidarity surcharge exemption limit (€, single)', values: [17_543, 18_130, 19_950], differs: true },
  { figure: 'taxable share of a pension starting in that year (‰, § 22)', values: [825, 830, 835], differs: true },
  { figure: 'expense lump sum for pensions (€, § 9a Nr. 3)', values: [102, 102, 102], differs: false },
  { figure: 'special-expense lump sum single / joint (€, § 10c)', values: ['36 / 72', '36 / 72', '36 / 72'], differs: false },
  { figure: 'disability lump sum GdB 50 / H, Bl, TBl (€, § 33b)', values: ['1140 / 7400', '1140 / 7400', '1140 / 7400'], differs: false },
  { figure: '§ 35a caps household / craftsman (€)', values: ['4000 / 1200', '4000 / 1200', '4000 / 1200'], differs: false },
  { figure: 'donation cap (% of total income, § 10b)', values: [20, 20, 20], differs: false },
  { figure: '§ 34g party donation base single (€)', values: [1_650, 1_650, 1_650], differs: false },
];

/** The same figures as the code has them, per year, in the order of `sideBySide`. */
function fromCode(year: (typeof assessmentYears)[number]): Figure[] {
  const { tariff, soliExemptionCents } = yearParameters[year];
  return [
    tariff.basicAllowance,
    tariff.zone2End,
    tariff.zone3End,
    tariff.zone4End + 1,
    soliExemptionCents / 100,
    pensionSharePermille(year),
    pensionLumpSumCents / 100,
    `${specialExpenseLumpSumCents.single / 100} / ${specialExpenseLumpSumCents.joint / 100}`,
    `${disabilityLumpSumCents[50] / 100} / ${disabilityLumpSumHelplessCents / 100}`,
    `${householdReduction.maxCents / 100} / ${craftsmanReduction.maxCents / 100}`,
    donationCapPercent,
    partyDonationBaseCents.single / 100,
  ];
}

describe('assessment years 2023, 2024 and 2025 side by side', () => {
  it('covers exactly the years of the form models', () => {
    expect(assessmentYears).toEqual([2023, 2024, 2025]);
  });

  it.each(sideBySide.map((row, index) => [row.figure, row, index] as const))('%s', (_, row, index) => {
    const code = assessmentYears.map((year) => fromCode(year)[index]);
    expect(code).toEqual(row.values);
    const distinct = new Set(row.values).size;
    // Where the law changed, every year has its own figure; where it did not, all three are the same.
    expect(distinct).toBe(row.differs ? 3 : 1);
  });

  it('the same taxable income costs a different tax in each year (reference §3: zvE 30,000 single; zvE 12,000 single)', () => {
    expect(assessmentYears.map((year) => incomeTaxForYear(30_000, year, false))).toEqual([4_700, 4_412, 4_303]);
    // 12,000 € is above the 2023 basic allowance only.
    expect(assessmentYears.map((year) => incomeTaxForYear(12_000, year, false))).toEqual([164, 30, 0]);
  });

  it('a 20,000 € pension that started in the assessment year: taxable part, zvE and tax per year', () => {
    const results = assessmentYears.map((year) =>
      estimateTax(emptyInput(year, { personA: person({ pensionCents: 2_000_000, pensionStartYear: year, pensionAdjustmentCents: 0 }) })),
    );
    // 82.5 / 83 / 83.5 % of 20,000 € = 16,500 / 16,600 / 16,700 €, minus 102 € and the 36 € lump sum.
    expect(results.map((r) => r.taxableIncomeCents)).toEqual([1_636_200, 1_646_200, 1_656_200]);
    expect(results.map((r) => r.incomeTaxCents)).toEqual([105_300, 86_300, 81_100]);
  });
});
