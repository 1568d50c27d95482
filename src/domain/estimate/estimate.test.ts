import { describe, expect, it } from 'vitest';
import { disabilityLumpSum, disabilityTravelLumpSum, estimateTax, reasonableOwnShareCents, taxablePensionCents } from './estimate';
import { emptyInput, person } from './fixtures';
import { pensionSharePermille, yearParameters } from './parameters';
import { tariffTax } from './tariff';
import type { EstimateResult } from './types';

const stepOf = (result: EstimateResult, key: string) => result.breakdown.find((s) => s.key === key);

describe('taxable share of a pension by start year', () => {
  it.each([
    [2000, 500],
    [2005, 500],
    [2006, 520],
    [2010, 600],
    [2012, 640],
    [2019, 780],
    [2020, 800],
    [2021, 810],
    [2022, 820],
    [2023, 825],
    [2024, 830],
    [2025, 835],
  ])('started %i → %i ‰', (startYear, permille) => {
    expect(pensionSharePermille(startYear)).toBe(permille);
  });

  it('with the adjustment amount: share × (pension − adjustment) + adjustment', () => {
    expect(taxablePensionCents({ pensionCents: 2_040_000, pensionStartYear: 2019, pensionAdjustmentCents: 240_000 })).toBe(1_644_000);
    expect(taxablePensionCents({ pensionCents: 2_040_000, pensionStartYear: 2019 })).toBe(1_591_200);
  });
});

describe('reasonable own share (stepped, § 33 (3))', () => {
  it('joint, 2 children, GdE 100,000 → 3,335.30', () => {
    expect(reasonableOwnShareCents(10_000_000, true, 2)).toBe(333_530);
  });
  it('joint, 1 child, GdE 61,835 → 1,808.70', () => {
    expect(reasonableOwnShareCents(6_183_500, true, 1)).toBe(180_870);
  });
  it('joint, no children, GdE 36,516 → 1,672.40 (example B)', () => {
    expect(reasonableOwnShareCents(3_651_600, true, 0)).toBe(167_240);
  });
  it('single, no children: 5 / 6 / 7 %', () => {
    expect(reasonableOwnShareCents(1_000_000, false, 0)).toBe(50_000);
    expect(reasonableOwnShareCents(6_000_000, false, 0)).toBe(76_700 + 214_740 + 62_090);
  });
  it('3+ children: 1 / 1 / 2 %', () => {
    expect(reasonableOwnShareCents(6_000_000, true, 3)).toBe(15_340 + 35_790 + 17_740);
  });
});

describe('disability lump sums', () => {
  it.each([
    [20, 38_400],
    [50, 114_000],
    [60, 144_000],
    [100, 284_000],
  ])('GdB %i → %i cents', (degree, cents) => {
    expect(disabilityLumpSum({ degree, markers: [] })).toBe(cents);
  });
  it('markers H, Bl, TBl → 7,400 €', () => {
    expect(disabilityLumpSum({ degree: 50, markers: ['Bl'] })).toBe(740_000);
    expect(disabilityLumpSum({ degree: 100, markers: ['H'] })).toBe(740_000);
    expect(disabilityLumpSum({ degree: 80, markers: ['TBl'] })).toBe(740_000);
    expect(disabilityLumpSum({ degree: 80, markers: ['G', 'aG'] })).toBe(212_000);
  });
  it('travel lump sum: 900 € from GdB 80 or 70 + G; 4,500 € with aG, Bl, TBl, H', () => {
    expect(disabilityTravelLumpSum({ degree: 70, markers: [] })).toBe(0);
    expect(disabilityTravelLumpSum({ degree: 70, markers: ['G'] })).toBe(90_000);
    expect(disabilityTravelLumpSum({ degree: 80, markers: [] })).toBe(90_000);
    expect(disabilityTravelLumpSum({ degree: 50, markers: ['aG'] })).toBe(450_000);
    expect(disabilityTravelLumpSum({ degree: 60, markers: ['G'] })).toBe(0);
  });
});

describe('worked examples of the reference', () => {
  it('A, 2024 single: exact with adjustment → zvE 14,402 / ESt 431; by share → 13,874 / 334 and flagged', () => {
    const base = { pensionCents: 2_040_000, pensionStartYear: 2019, healthInsuranceCents: 170_000, careInsuranceCents: 20_000 };
    const exact = estimateTax(emptyInput(2024, { personA: person({ ...base, pensionAdjustmentCents: 240_000 }) }));
    expect(exact.taxableIncomeCents).toBe(1_440_200);
    expect(exact.incomeTaxCents).toBe(43_100);
    expect(exact.notes).not.toContain('notes.pensionShareApprox');
    const byShare = estimateTax(emptyInput(2024, { personA: person(base) }));
    expect(byShare.taxableIncomeCents).toBe(1_387_400);
    expect(byShare.incomeTaxCents).toBe(33_400);
    expect(byShare.notes).toContain('notes.pensionShareApprox');
  });

  it('B, 2025 joint: income 36,516, own share 1,672.40, zvE 29,088, ESt 496, church tax 44.64', () => {
    const result = estimateTax(
      emptyInput(2025, {
        joint: true,
        state: 'NW',
        personA: person({ pensionCents: 4_200_000, pensionStartYear: 2010, pensionAdjustmentCents: 0, healthInsuranceCents: 500_000, churchMember: true }),
        personB: person({ pensionCents: 1_800_000, pensionStartYear: 2012, pensionAdjustmentCents: 0, healthInsuranceCents: 160_000, churchMember: true }),
        donations: [{ kind: 'donation', amountCents: 50_000 }],
        medical: [{ amountCents: 200_000, reimbursedCents: 0 }],
        craftsman: [{ labourCostCents: 150_000, paidByTransfer: true }],
      }),
    );
    expect(result.totalIncomeCents).toBe(3_651_600);
    expect(stepOf(result, 'breakdown.ownShare')?.amountCents).toBe(167_240);
    expect(stepOf(result, 'breakdown.extraordinaryDeductible')?.amountCents).toBe(-32_760);
    expect(stepOf(result, 'breakdown.donations')?.amountCents).toBe(-50_000);
    expect(result.taxableIncomeCents).toBe(2_908_800);
    expect(result.tariffTaxCents).toBe(79_600);
    expect(stepOf(result, 'breakdown.craftsmanReduction')?.amountCents).toBe(-30_000);
    expect(result.incomeTaxCents).toBe(49_600);
    expect(result.solidaritySurchargeCents).toBe(0);
    expect(result.churchTaxCents).toBe(4_464);
    expect(result.totalTaxCents).toBe(54_064);
    expect(result.balanceCents).toBe(54_064);
    expect(stepOf(result, 'breakdown.toPay')?.amountCents).toBe(54_064);
  });

  it('C, 2023 single Bavaria: zvE 11,838, ESt 138, church tax 11.04, refund 250.96', () => {
    const result = estimateTax(
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
    );
    expect(result.totalIncomeCents).toBe(1_589_800);
    expect(stepOf(result, 'breakdown.churchTaxPaid')?.amountCents).toBe(-12_000);
    expect(stepOf(result, 'breakdown.specialExpenseLumpSum')).toBeUndefined();
    expect(stepOf(result, 'breakdown.disabilityLumpSum')?.amountCents).toBe(-114_000);
    expect(result.taxableIncomeCents).toBe(1_183_800);
    expect(result.incomeTaxCents).toBe(13_800);
    expect(result.churchTaxCents).toBe(1_104);
    expect(result.balanceCents).toBe(-25_096);
    expect(stepOf(result, 'breakdown.refund')?.amountCents).toBe(25_096);
    expect(stepOf(result, 'breakdown.churchTax')?.params).toEqual({ rate: 8 });
  });
});

describe('single rules', () => {
  /** A fully taxable pension (adjustment = pension): its income is the pension minus the 102 € lump sum. */
  const fully = (cents: number, churchMember: boolean) => person({ pensionCents: cents, pensionStartYear: 2010, pensionAdjustmentCents: cents, churchMember });
  const base = (overrides: Parameters<typeof emptyInput>[1] = {}) =>
    emptyInput(2025, { personA: person({ pensionCents: 3_000_000, pensionStartYear: 2025 }), ...overrides });

  it('the 102 € lump sum never exceeds the pension income', () => {
    const result = estimateTax(emptyInput(2025, { personA: person({ pensionCents: 5_000, pensionStartYear: 2025 }) }));
    expect(stepOf(result, 'breakdown.pensionLumpSum')?.amountCents).toBe(-4_175);
    expect(result.totalIncomeCents).toBe(0);
  });

  it('special-expense lump sum 36 € unless itemised donations are higher', () => {
    expect(stepOf(estimateTax(base()), 'breakdown.specialExpenseLumpSum')?.amountCents).toBe(-3_600);
    const small = estimateTax(base({ donations: [{ kind: 'donation', amountCents: 3_000 }] }));
    expect(stepOf(small, 'breakdown.specialExpenseLumpSum')?.amountCents).toBe(-3_600);
    expect(stepOf(small, 'breakdown.donations')).toBeUndefined();
  });

  it('donations are capped at 20 % of total income', () => {
    // 30,000 × 83.5 % = 25,050 − 102 = 24,948 → cap 4,989.60.
    const result = estimateTax(base({ donations: [{ kind: 'donation', amountCents: 1_000_000 }] }));
    expect(stepOf(result, 'breakdown.donations')?.amountCents).toBe(-498_960);
    expect(result.notes).toContain('notes.donationsCapped');
  });

  it('party donations: 50 % credit up to 825 €, the next 1,650 € as a special expense', () => {
    const result = estimateTax(base({ donations: [{ kind: 'party', amountCents: 400_000 }] }));
    expect(stepOf(result, 'breakdown.partyDonationCredit')?.amountCents).toBe(-82_500);
    expect(stepOf(result, 'breakdown.partyDonationsSpecial')?.amountCents).toBe(-165_000);
    const small = estimateTax(base({ donations: [{ kind: 'party', amountCents: 20_000 }] }));
    expect(stepOf(small, 'breakdown.partyDonationCredit')?.amountCents).toBe(-10_000);
    expect(small.incomeTaxCents).toBe(small.tariffTaxCents - 10_000);
  });

  it('household services: 20 %, at most 4,000 €; craftsman: 20 % of transferred labour, at most 1,200 €', () => {
    const rich = emptyInput(2025, { personA: person({ pensionCents: 12_000_000, pensionStartYear: 2025 }) });
    const result = estimateTax({
      ...rich,
      household: [{ kind: 'cleaning', labourCostCents: 3_000_000, paidByTransfer: true }],
      craftsman: [
        { labourCostCents: 1_000_000, paidByTransfer: true },
        { labourCostCents: 500_000, paidByTransfer: false },
      ],
    });
    expect(stepOf(result, 'breakdown.householdReduction')?.amountCents).toBe(-400_000);
    expect(stepOf(result, 'breakdown.craftsmanReduction')?.amountCents).toBe(-120_000);
    expect(result.notes).toContain('notes.craftsmanCashExcluded');
    const cashOnly = estimateTax({ ...rich, craftsman: [{ labourCostCents: 500_000, paidByTransfer: false }] });
    expect(cashOnly.incomeTaxCents).toBe(estimateTax(rich).incomeTaxCents);
  });

  it('household services paid in cash do not count (§ 35a (5) EStG), like craftsman work', () => {
    const rich = emptyInput(2025, { personA: person({ pensionCents: 12_000_000, pensionStartYear: 2025 }) });
    const plain = estimateTax(rich);
    // 5,000 € by transfer and 3,000 € in cash: 20 % of 5,000 € = 1,000 €, not 20 % of 8,000 € = 1,600 €.
    const mixed = estimateTax({
      ...rich,
      household: [
        { kind: 'cleaning', labourCostCents: 500_000, paidByTransfer: true },
        { kind: 'garden', labourCostCents: 300_000, paidByTransfer: false },
      ],
    });
    expect(stepOf(mixed, 'breakdown.householdReduction')?.amountCents).toBe(-100_000);
    expect(mixed.incomeTaxCents).toBe(plain.incomeTaxCents - 100_000);
    expect(mixed.notes).toContain('notes.householdCashExcluded');
    // Cash only: the tax is the same as without the item.
    const cashOnly = estimateTax({ ...rich, household: [{ kind: 'care', labourCostCents: 300_000, paidByTransfer: false }] });
    expect(cashOnly.incomeTaxCents).toBe(plain.incomeTaxCents);
    expect(cashOnly.notes).toContain('notes.householdCashExcluded');
    expect(plain.notes).not.toContain('notes.householdCashExcluded');
  });

  it('reductions never make the income tax negative', () => {
    const result = estimateTax(base({ household: [{ kind: 'care', labourCostCents: 2_000_000, paidByTransfer: true }], craftsman: [{ labourCostCents: 100_000, paidByTransfer: true }] }));
    expect(Object.is(stepOf(result, 'breakdown.craftsmanReduction')?.amountCents, 0)).toBe(true);
    expect(result.tariffTaxCents).toBeGreaterThan(0);
    expect(result.incomeTaxCents).toBe(0);
    expect(stepOf(result, 'breakdown.householdReduction')?.amountCents).toBe(-result.tariffTaxCents);
  });

  it('church tax 9 % outside BW/BY, 8 % in BW, none for non-members', () => {
    const member = person({ pensionCents: 3_000_000, pensionStartYear: 2025, churchMember: true });
    const nw = estimateTax(emptyInput(2025, { state: 'NW', personA: member }));
    const bw = estimateTax(emptyInput(2025, { state: 'BW', personA: member }));
    expect(nw.churchTaxCents).toBe(Math.floor((nw.incomeTaxCents * 9) / 100));
    expect(bw.churchTaxCents).toBe(Math.floor((bw.incomeTaxCents * 8) / 100));
    expect(estimateTax(base({ state: 'NW' })).churchTaxCents).toBe(0);
    expect(estimateTax(emptyInput(2025, { personA: member })).notes).toContain('notes.churchRateAssumed');
  });

  it('joint with one church member (2025 NW): the basic-tariff split gives 1,177.47, not the income share’s 983.09', () => {
    // Fully taxable pensions (adjustment = pension) of 60,000 and 20,000 €: incomes after the 102 € lump sum 59,898 and 19,898 €.
    const result = estimateTax(emptyInput(2025, { joint: true, state: 'NW', personA: fully(6_000_000, true), personB: fully(2_000_000, false) }));
    expect(result.totalIncomeCents).toBe(5_989_800 + 1_989_800);
    expect(result.taxableIncomeCents).toBe(7_972_400); // minus the 72 € lump sum
    expect(result.incomeTaxCents).toBe(1_455_200); // 2 × tariff(39,862)
    // Basic tariff on each spouse's own income: 14,375 € (59,898) and 1,614 € (19,898).
    expect(tariffTax(59_898, yearParameters[2025].tariff)).toBe(14_375);
    expect(tariffTax(19_898, yearParameters[2025].tariff)).toBe(1_614);
    // 14,552 × 14,375 / 15,989 = 13,083.05 € → 9 % = 1,177.47 €; the old income share gave 14,552 × 9 % × 59,898 / 79,796 = 983.09 €.
    expect(result.churchTaxCents).toBe(117_747);
    expect(result.notes).toContain('notes.churchTaxShared');
  });

  it('joint with one church member: the member’s part follows the basic tariff, whichever spouse is the member', () => {
    const onlyB = estimateTax(emptyInput(2025, { joint: true, state: 'NW', personA: fully(6_000_000, false), personB: fully(2_000_000, true) }));
    // 14,552 × 1,614 / 15,989 = 1,468.94 € → 9 % = 132.20 €.
    expect(onlyB.churchTaxCents).toBe(13_220);
    // Both members: 9 % of the joint tax, more than the two single parts together (rounding only).
    const both = estimateTax(emptyInput(2025, { joint: true, state: 'NW', personA: fully(6_000_000, true), personB: fully(2_000_000, true) }));
    expect(both.churchTaxCents).toBe(130_968);
    expect(both.notes).not.toContain('notes.churchTaxShared');
    // Bavaria: 8 % of the member's part 13,083.05 € = 1,046.64 €.
    const by = estimateTax(emptyInput(2025, { joint: true, state: 'BY', personA: fully(6_000_000, true), personB: fully(2_000_000, false) }));
    expect(by.churchTaxCents).toBe(104_664);
  });

  it('joint with one church member whose income stays below the basic allowance: no church tax', () => {
    const result = estimateTax(emptyInput(2025, { joint: true, state: 'HE', personA: fully(1_000_000, true), personB: fully(6_000_000, false) }));
    expect(result.incomeTaxCents).toBeGreaterThan(0);
    expect(result.churchTaxCents).toBe(0);
  });

  it('end to end into the Soli transition zone: zvE 80,000 in 2025 → ESt 22,688, Soli 325.82', () => {
    // A fully taxable pension (adjustment = pension) of 80,138 € minus 102 € and the 36 € lump sum.
    const pension = person({ pensionCents: 8_013_800, pensionStartYear: 2010, pensionAdjustmentCents: 8_013_800 });
    const result = estimateTax(emptyInput(2025, { personA: pension }));
    expect(result.taxableIncomeCents).toBe(8_000_000);
    expect(result.incomeTaxCents).toBe(2_268_800);
    expect(result.solidaritySurchargeCents).toBe(32_582);
  });

  it('balance is the amount to pay when there are no prepayments', () => {
    const result = estimateTax(base());
    expect(result.balanceCents).toBe(result.totalTaxCents);
    expect(result.balanceCents).toBeGreaterThan(0);
  });

  it('rejects years outside 2023–2025', () => {
    expect(() => estimateTax({ ...emptyInput(2025), year: 2022 as 2025 })).toThrow(RangeError);
  });

  it('every step has an i18n key under breakdown.* and integer cents', () => {
    const result = estimateTax(base({ medical: [{ amountCents: 500_000, reimbursedCents: 100_000 }], prepaymentsCents: 10_000 }));
    for (const entry of result.breakdown) {
      expect(entry.key).toMatch(/^breakdown\.[a-zA-Z]+$/);
      expect(Number.isSafeInteger(entry.amountCents)).toBe(true);
      expect(Object.is(entry.amountCents, -0)).toBe(false);
    }
    expect(stepOf(result, 'breakdown.medicalCosts')?.amountCents).toBe(400_000);
  });
});

describe('reductions that come to 0 € say why (issue 37)', () => {
  /** 13,000 € pension from 2012: taxable income 7,136 €, below the basic allowance, so no tax to reduce. */
  const small = (overrides: Parameters<typeof emptyInput>[1] = {}) =>
    emptyInput(2025, {
      personA: person({ pensionCents: 1_300_000, pensionStartYear: 2012, pensionAdjustmentCents: 150_000, healthInsuranceCents: 106_600, careInsuranceCents: 52_000 }),
      ...overrides,
    });
  const household = [{ kind: 'cleaning' as const, labourCostCents: 60_000, paidByTransfer: true }];
  const craftsman = [{ labourCostCents: 80_000, paidByTransfer: true }];

  it('600 € household help and 800 € craftsman labour with no tax left: rows of 0 € and the reason', () => {
    const result = estimateTax(small({ household, craftsman }));
    expect(result.tariffTaxCents).toBe(0);
    expect(stepOf(result, 'breakdown.householdReduction')?.amountCents).toBe(0);
    expect(stepOf(result, 'breakdown.craftsmanReduction')?.amountCents).toBe(0);
    expect(result.notes).toEqual(['notes.reductionNoTaxLeft']);
  });

  it('a reduction larger than the tax left takes it to 0 and says the rest is not paid out', () => {
    // 30,000 € from 2025: tariff tax 2,960 €; household help of 20,000 € wants the full 4,000 €.
    const input = emptyInput(2025, { personA: person({ pensionCents: 3_000_000, pensionStartYear: 2025 }) });
    const tax = estimateTax(input).tariffTaxCents;
    expect(tax).toBeGreaterThan(0);
    expect(tax).toBeLessThan(400_000);
    const result = estimateTax({ ...input, household: [{ kind: 'cleaning', labourCostCents: 2_000_000, paidByTransfer: true }], craftsman });
    expect(stepOf(result, 'breakdown.householdReduction')?.amountCents).toBe(-tax);
    // The craftsman reduction comes after it, with nothing left: 0 €, and its own reason.
    expect(stepOf(result, 'breakdown.craftsmanReduction')?.amountCents).toBe(0);
    expect(result.notes).toEqual(['notes.reductionPartlyUsed', 'notes.reductionNoTaxLeft']);
  });

  it('a reduction the tax covers, cash items and zero costs need no reason: no row of 0 €, no such note', () => {
    const rich = emptyInput(2025, { personA: person({ pensionCents: 6_000_000, pensionStartYear: 2015 }) });
    const covered = estimateTax({ ...rich, household, craftsman });
    expect(stepOf(covered, 'breakdown.householdReduction')?.amountCents).toBe(-12_000);
    expect(covered.notes.filter((n) => n.startsWith('notes.reduction'))).toEqual([]);
    const cash = estimateTax(small({ household: household.map((h) => ({ ...h, paidByTransfer: false })), craftsman: [{ labourCostCents: 0, paidByTransfer: true }] }));
    expect(stepOf(cash, 'breakdown.householdReduction')).toBeUndefined();
    expect(stepOf(cash, 'breakdown.craftsmanReduction')).toBeUndefined();
    expect(cash.notes).toEqual(['notes.householdCashExcluded']);
  });
});

describe('a person without pension data gets no pension lines and no made-up start year (issue 37)', () => {
  const personA = person({ pensionCents: 3_600_000, pensionStartYear: 2015, pensionAdjustmentCents: 300_000, healthInsuranceCents: 295_200 });
  const noData = { pensionCents: 0, healthInsuranceCents: 0, careInsuranceCents: 0, churchMember: false };

  it('joint, person B without a pension: only person A has pension lines; a note says B has none', () => {
    const result = estimateTax(emptyInput(2025, { joint: true, personA, personB: noData }));
    const ofB = result.breakdown.filter((s) => s.params?.person === 'B');
    expect(ofB).toEqual([]);
    expect(result.breakdown.filter((s) => s.params?.startYear !== undefined).map((s) => s.params)).toEqual([{ person: 'A', share: 70, startYear: 2015 }]);
    expect(result.notes).toContain('notes.noPensionB');
    expect(result.notes).not.toContain('notes.noPensionA');
    // The splitting still counts both: the same tax as before, when B showed 0 € lines.
    expect(result.incomeTaxCents).toBe(estimateTax(emptyInput(2025, { joint: true, personA, personB: { ...noData, pensionStartYear: 2025 } })).incomeTaxCents);
  });

  it('a pension without a start year is taxed at the share of one starting this year, and no year is printed', () => {
    const result = estimateTax(emptyInput(2024, { personA: person({ pensionCents: 2_000_000, pensionStartYear: undefined }) }));
    expect(stepOf(result, 'breakdown.pensionTaxable')).toBeUndefined();
    expect(stepOf(result, 'breakdown.pensionTaxableStartUnknown')).toEqual({ key: 'breakdown.pensionTaxableStartUnknown', amountCents: 1_660_000, params: { person: 'A', share: 83 } });
    expect(result.notes).toEqual(['notes.pensionStartUnknown']);
  });
});
