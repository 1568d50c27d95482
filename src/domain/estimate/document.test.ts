import { describe, expect, it } from 'vitest';
import { estimateInputFromDocument } from './document';
import { estimateTax } from './estimate';

/** Example B of docs/tax-estimate.md (reference §4) as a declaration document. */
const exampleB = {
  filing: { joint: 'yes' },
  taxIdentification: { kind: 'taxNumber', taxNumber: '5133081508159@NW' },
  known: {
    personA: { pensionAmount: '42000.00', pensionStartYear: 2010, pensionAdjustment: '0.00', healthInsurance: '4400.00', careInsurance: '600.00', churchMember: 'yes' },
    personB: { pensionAmount: '18000.00', pensionStartYear: '2012', pensionAdjustment: '0.00', healthInsurance: '1400.00', careInsurance: '200.00', churchMember: 'yes' },
    prepayments: '0.00',
  },
  donations: { has: 'yes', items: [{ kind: 'donation', recipient: 'Tafel e. V.', amount: '500.00' }] },
  medical: { has: 'yes', items: [{ description: 'Brille', amount: '2300.00', reimbursed: '300.00' }] },
  craftsman: { has: 'yes', items: [{ description: 'Bad', labourCost: '1500.00', paidByTransfer: 'yes' }] },
  household: { has: 'no', items: [{ kind: 'cleaning', description: 'stale', labourCost: '9999.00' }] },
  disability: { personA: { has: 'no' } },
};

describe('amounts in the document', () => {
  const prepayments = (value: unknown) => estimateInputFromDocument({ known: { prepayments: value } }, 2025).prepaymentsCents;
  it.each([
    ['1234.50', 123_450],
    ['1234.5', 123_450],
    ['1234', 123_400],
    ['0.07', 7],
    ['-3.00', 0],
  ])('%s → %i cents', (text, cents) => expect(prepayments(text)).toBe(cents));
  it.each(['', 'abc', '12,345', undefined, null, {}])('%s counts nothing', (value) => expect(prepayments(value)).toBe(0));
});

describe('estimateInputFromDocument', () => {
  it('reads the document paths of docs/architecture.md and reproduces example B', () => {
    const input = estimateInputFromDocument(exampleB, 2025);
    expect(input.joint).toBe(true);
    expect(input.state).toBe('NW');
    expect(input.personA).toMatchObject({ pensionCents: 4_200_000, pensionStartYear: 2010, pensionAdjustmentCents: 0, churchMember: true });
    expect(input.personB).toMatchObject({ pensionCents: 1_800_000, pensionStartYear: 2012, healthInsuranceCents: 140_000, careInsuranceCents: 20_000 });
    expect(input.household).toEqual([]);
    expect(input.medical).toEqual([{ amountCents: 230_000, reimbursedCents: 30_000 }]);
    expect(input.craftsman).toEqual([{ labourCostCents: 150_000, paidByTransfer: true }]);
    const result = estimateTax(input);
    expect(result.taxableIncomeCents).toBe(2_908_800);
    expect(result.incomeTaxCents).toBe(49_600);
    expect(result.churchTaxCents).toBe(4_464);
  });

  it('ignores person B unless filing jointly, reads disability and the chosen state', () => {
    const doc = {
      filing: { joint: 'no' },
      taxIdentification: { kind: 'taxOffice', state: 'BY', taxOffice: '9181' },
      known: { personA: { pensionAmount: '26000.00', pensionStartYear: 2005, churchMember: 'yes' }, personB: { pensionAmount: '9000.00' }, prepayments: '400.00' },
      disability: { personA: { has: 'yes', degree: '80', markers: ['G', 'bogus'] } },
    };
    const input = estimateInputFromDocument(doc, 2023);
    expect(input.personB).toBeUndefined();
    expect(input.state).toBe('BY');
    expect(input.personA.pensionAdjustmentCents).toBeUndefined();
    expect(input.personA.disability).toEqual({ degree: 80, markers: ['G'] });
    expect(input.prepaymentsCents).toBe(40_000);
  });

  it('reads whether each household service was paid by transfer; a cash item lowers nothing', () => {
    const items = [
      { kind: 'cleaning', description: 'Fenster', labourCost: '1000.00', paidByTransfer: 'yes' },
      { kind: 'garden', description: 'Hecke', labourCost: '500.00', paidByTransfer: 'no' },
    ];
    const input = estimateInputFromDocument({ ...exampleB, household: { has: 'yes', items } }, 2025);
    expect(input.household).toEqual([
      { kind: 'cleaning', labourCostCents: 100_000, paidByTransfer: true },
      { kind: 'garden', labourCostCents: 50_000, paidByTransfer: false },
    ]);
    // Example B's tariff tax 796 € − craftsman 300 € − household 20 % of 1,000 € = 296 €; the cash 500 € would have taken 100 € more.
    const result = estimateTax(input);
    expect(result.incomeTaxCents).toBe(29_600);
    expect(result.notes).toContain('notes.householdCashExcluded');
  });

  it('a joint return whose person B has no known data: no start year is made up, no Rentenbeginn line for B (issue 37)', () => {
    const known = { personA: exampleB.known.personA, prepayments: '0.00' };
    const input = estimateInputFromDocument({ ...exampleB, known }, 2025);
    expect(input.personB).toEqual({ pensionCents: 0, healthInsuranceCents: 0, careInsuranceCents: 0, churchMember: false });
    const result = estimateTax(input);
    expect(result.breakdown.filter((step) => step.params?.person === 'B')).toEqual([]);
    expect(result.breakdown.some((step) => step.params?.startYear === 2025)).toBe(false);
    expect(result.notes).toContain('notes.noPensionB');
  });

  it('an empty document gives a zero estimate', () => {
    const result = estimateTax(estimateInputFromDocument({}, 2024));
    expect(result.totalTaxCents).toBe(0);
    expect(result.balanceCents).toBe(0);
  });

  it('rejects an unsupported year', () => {
    expect(() => estimateInputFromDocument({}, 2026)).toThrow(RangeError);
  });
});
