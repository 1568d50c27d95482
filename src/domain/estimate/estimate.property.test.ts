import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateTax } from './estimate';
import { emptyInput } from './fixtures';
import { incomeTaxForYear, solidaritySurchargeCents } from './tariff';
import { assessmentYears, churchTaxPercent, pensionLumpSumCents, pensionSharePermille, specialExpenseLumpSumCents } from './parameters';
import type { DisabilityMarker, EstimateInput, EstimatePerson } from './types';

const cents = (max: number) => fc.integer({ min: 0, max });
const year = fc.constantFrom(...assessmentYears);
const markers = fc.subarray<DisabilityMarker>(['G', 'aG', 'H', 'Bl', 'TBl', 'Gl']);

const personArb: fc.Arbitrary<EstimatePerson> = fc.record(
  {
    pensionCents: cents(15_000_000),
    pensionStartYear: fc.integer({ min: 1990, max: 2023 }),
    pensionAdjustmentCents: cents(1_000_000),
    otherPensionCents: cents(2_000_000),
    healthInsuranceCents: cents(1_000_000),
    careInsuranceCents: cents(300_000),
    churchMember: fc.boolean(),
    disability: fc.record({ degree: fc.constantFrom(20, 30, 40, 50, 60, 70, 80, 90, 100), markers }),
  },
  { requiredKeys: ['pensionCents', 'pensionStartYear', 'healthInsuranceCents', 'careInsuranceCents', 'churchMember'] },
);

const inputArb: fc.Arbitrary<EstimateInput> = fc.record({
  year,
  joint: fc.boolean(),
  state: fc.constantFrom('BW', 'BY', 'NW', 'HE', 'BE'),
  personA: personArb,
  personB: personArb,
  children: fc.integer({ min: 0, max: 4 }),
  donations: fc.array(fc.record({ kind: fc.constantFrom('donation' as const, 'membership' as const, 'party' as const), amountCents: cents(500_000) }), { maxLength: 4 }),
  medical: fc.array(fc.record({ amountCents: cents(1_000_000), reimbursedCents: cents(300_000) }), { maxLength: 4 }),
  household: fc.array(fc.record({ kind: fc.constantFrom('cleaning' as const, 'garden' as const, 'care' as const, 'other' as const), labourCostCents: cents(1_500_000), paidByTransfer: fc.boolean() }), { maxLength: 3 }),
  craftsman: fc.array(fc.record({ labourCostCents: cents(1_000_000), paidByTransfer: fc.boolean() }), { maxLength: 3 }),
  churchTaxPaidCents: cents(200_000),
  prepaymentsCents: cents(2_000_000),
});

/** One more deduction of any kind, added to an input. */
const extraArb = fc.oneof(
  fc.record({ donation: fc.record({ kind: fc.constantFrom('donation' as const, 'membership' as const, 'party' as const), amountCents: cents(500_000) }) }),
  fc.record({ medical: fc.record({ amountCents: cents(1_000_000), reimbursedCents: fc.constant(0) }) }),
  fc.record({ household: fc.record({ kind: fc.constant('care' as const), labourCostCents: cents(1_500_000), paidByTransfer: fc.boolean() }) }),
  fc.record({ craftsman: fc.record({ labourCostCents: cents(1_000_000), paidByTransfer: fc.boolean() }) }),
  fc.record({ health: cents(500_000) }),
  fc.record({ degree: fc.constantFrom(20, 50, 80, 100) }),
);

type Extra = { donation?: EstimateInput['donations'][number] } & { medical?: EstimateInput['medical'][number] } & {
  household?: EstimateInput['household'][number];
} & { craftsman?: EstimateInput['craftsman'][number] } & { health?: number } & { degree?: number };

function withExtra(input: EstimateInput, extra: Extra): EstimateInput {
  const next: EstimateInput = { ...input, personA: { ...input.personA } };
  if (extra.donation) next.donations = [...input.donations, extra.donation];
  if (extra.medical) next.medical = [...input.medical, extra.medical];
  if (extra.household) next.household = [...input.household, extra.household];
  if (extra.craftsman) next.craftsman = [...input.craftsman, extra.craftsman];
  if (extra.health !== undefined) next.personA.healthInsuranceCents += extra.health;
  if (extra.degree !== undefined && !input.personA.disability) next.personA.disability = { degree: extra.degree, markers: [] };
  return next;
}

describe('estimate properties', () => {
  it('more deductions never raise the tax', () => {
    fc.assert(
      fc.property(inputArb, extraArb, (input, extra) => {
        const before = estimateTax(input);
        const after = estimateTax(withExtra(input, extra as Extra));
        expect(after.taxableIncomeCents).toBeLessThanOrEqual(before.taxableIncomeCents);
        expect(after.incomeTaxCents).toBeLessThanOrEqual(before.incomeTaxCents);
        expect(after.totalTaxCents).toBeLessThanOrEqual(before.totalTaxCents);
        expect(after.balanceCents).toBeLessThanOrEqual(before.balanceCents);
      }),
      { numRuns: 500 },
    );
  });

  it('tax is never negative and the balance is tax minus prepayments', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = estimateTax(input);
        for (const value of [result.tariffTaxCents, result.incomeTaxCents, result.solidaritySurchargeCents, result.churchTaxCents, result.totalTaxCents, result.taxableIncomeCents]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(Number.isSafeInteger(value)).toBe(true);
        }
        expect(result.totalTaxCents).toBe(result.incomeTaxCents + result.solidaritySurchargeCents + result.churchTaxCents);
        expect(result.balanceCents).toBe(result.totalTaxCents - result.prepaymentsCents);
        expect(result.taxableIncomeCents % 100).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('joint tax is even, equals 2 × tariff(floor(zvE / 2)), never exceeds the single tax and never falls as zvE rises', () => {
    fc.assert(
      fc.property(year, fc.integer({ min: 0, max: 600_000 }), (y, zvE) => {
        const joint = incomeTaxForYear(zvE, y, true);
        expect(joint % 2).toBe(0);
        expect(joint).toBe(2 * incomeTaxForYear(Math.floor(zvE / 2), y, false));
        expect(joint).toBeLessThanOrEqual(incomeTaxForYear(zvE, y, false));
        expect(incomeTaxForYear(zvE + 1, y, true)).toBeGreaterThanOrEqual(joint);
      }),
      { numRuns: 1000 },
    );
  });

  it('the single tariff is non-decreasing and rises by at most one euro per euro of income', () => {
    fc.assert(
      fc.property(year, fc.integer({ min: 0, max: 600_000 }), (y, zvE) => {
        const diff = incomeTaxForYear(zvE + 1, y, false) - incomeTaxForYear(zvE, y, false);
        expect(diff).toBeGreaterThanOrEqual(0);
        expect(diff).toBeLessThanOrEqual(1);
      }),
      { numRuns: 1000 },
    );
  });

  it('with no entries the estimate equals the tax on the known data alone', () => {
    fc.assert(
      fc.property(year, fc.boolean(), personArb, personArb, fc.constantFrom('BY', 'NW'), (y, joint, a, b, state) => {
        const people = joint ? [a, b] : [a];
        const bare = people.map((p) => ({ ...p, otherPensionCents: 0, disability: undefined }));
        const input = emptyInput(y, { joint, state, personA: bare[0], personB: joint ? bare[1] : undefined });
        const result = estimateTax(input);
        // Independent recomputation from the known data: pension share, 102 €, insurance, § 10c lump sum.
        const incomes = bare.map((p) => {
          const adjustment = Math.min(p.pensionCents, p.pensionAdjustmentCents ?? 0);
          const taxable = Math.floor(((p.pensionCents - adjustment) * pensionSharePermille(p.pensionStartYear ?? y)) / 1000) + adjustment;
          return taxable - Math.min(taxable, pensionLumpSumCents);
        });
        const gde = incomes.reduce((s, v) => s + v, 0);
        const insurance = bare.reduce((s, p) => s + p.healthInsuranceCents + p.careInsuranceCents, 0);
        const zvE = Math.max(0, Math.floor((gde - insurance - specialExpenseLumpSumCents[joint ? 'joint' : 'single']) / 100));
        const est = incomeTaxForYear(zvE, y, joint) * 100;
        expect(result.taxableIncomeCents).toBe(zvE * 100);
        expect(result.incomeTaxCents).toBe(est);
        expect(result.solidaritySurchargeCents).toBe(solidaritySurchargeCents(est, y, joint));
        const members = bare.filter((p) => p.churchMember).length;
        if (members === bare.length) expect(result.churchTaxCents).toBe(Math.floor((est * churchTaxPercent(state)) / 100));
        if (members === 0) expect(result.churchTaxCents).toBe(0);
      }),
      { numRuns: 500 },
    );
  });
});
