import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateMoney } from '../validators/money';
import { declarationPaths as paths, readDeclaration, readDocument } from '.';

describe('readDeclaration', () => {
  const doc = readDeclaration({
    filing: { joint: 'yes' },
    personA: { firstName: '  Erika ', lastName: '' },
    known: { personA: { pensionAmount: '1234.50', pensionStartYear: '2010', churchMember: 'no' }, personB: { pensionStartYear: 2012 }, prepayments: 12 },
    disability: { personA: { markers: ['G', 'H'] }, personB: { markers: 'G' } },
    donations: { has: 'yes', items: [{ kind: 'party', amount: '50.00' }, null, 'text', { amount: 'x' }] },
    medical: { has: 'no', items: [{ amount: '10.00' }] },
    household: { items: [{ paidByTransfer: 'yes' }] },
  });

  it('reads text trimmed, blank as absent', () => {
    expect(doc.text(paths.personA.firstName)).toBe('Erika');
    expect(doc.text(paths.personA.lastName)).toBeUndefined();
    expect(doc.text(paths.personB.firstName)).toBeUndefined();
    expect(doc.text(paths.known.personB.pensionStartYear)).toBe('2012');
  });

  it('reads answers, whole numbers and lists', () => {
    expect(doc.yesNo(paths.filing.joint)).toBe(true);
    expect(doc.yesNo(paths.known.personA.churchMember)).toBe(false);
    expect(doc.yesNo(paths.known.personB.churchMember)).toBeUndefined();
    expect(doc.integer(paths.known.personA.pensionStartYear)).toBe(2010);
    expect(doc.integer(paths.known.personB.pensionStartYear)).toBe(2012);
    expect(doc.integer(paths.known.personA.pensionAmount)).toBeUndefined();
    expect(doc.list(paths.disability.personA.markers)).toEqual(['G', 'H']);
    expect(doc.list(paths.disability.personB.markers)).toEqual([]);
  });

  it('reads amounts in cents', () => {
    expect(doc.money(paths.known.personA.pensionAmount)).toBe(123_450);
    expect(doc.money(paths.known.prepayments)).toBe(1_200);
    expect(doc.money(paths.known.personA.careInsurance)).toBeNull();
  });

  it('reads the items of a group, none when it was answered "no"', () => {
    const donations = doc.items('donations');
    expect(donations.map((item) => [item.value('kind'), item.money('amount')])).toEqual([
      ['party', 5_000],
      [undefined, null],
    ]);
    expect(doc.items('medical')).toEqual([]);
    expect(doc.items('household').map((item) => item.yesNo('paidByTransfer'))).toEqual([true]);
    expect(doc.items('craftsman')).toEqual([]);
  });

  it('takes any path from a form model through readDocument', () => {
    expect(readDocument({ donations: { items: [{ amount: '7.00' }] } }).money('donations.items.0.amount')).toBe(700);
  });

  it('counts exactly the amounts the money validator accepts', () => {
    const amount = fc.oneof(
      fc.stringMatching(/^-?[0-9.,]{0,16}$/),
      fc.constantFrom('1.234,50', '1,234.50', '12.345', '12,345', '1234.5', '€ 12,00', 'abc', ' '),
    );
    fc.assert(
      fc.property(amount, (text) => {
        const cents = readDocument({ value: text }).money('value');
        const valid = text.trim() !== '' && validateMoney(text, { allowNegative: true }) === null;
        expect(cents !== null, text).toBe(valid);
      }),
    );
  });
});
