import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bufaOfTaxNumber,
  formatTaxNumber,
  fromElster13,
  normalizeStoredTaxNumber,
  parseStoredTaxNumber,
  storeTaxNumber,
  taxNumberCheckDigit,
  taxNumberDigits,
  taxNumberLength,
  taxNumberMask,
  taxNumberStates,
  toElster13,
  validateTaxNumber,
  type StateCode,
} from './taxNumber';

// The table of docs/domain-rules.md (Steuernummer), row by row.
const table: [StateCode, string, string, string, string][] = [
  ['BW', 'FFBBB/UUUUP', '93815/08152', '2893081508152', '28'],
  ['BY', 'FFF/BBB/UUUUP', '181/815/08155', '9181081508155', '9'],
  ['BE', 'FF/BBB/UUUUP', '21/815/08150', '1121081508150', '11'],
  ['BB', '0FF/BBB/UUUUP', '048/815/08155', '3048081508155', '30'],
  ['HB', 'FF BBB UUUUP', '75 815 08152', '2475081508152', '24'],
  ['HH', 'FF/BBB/UUUUP', '02/815/08156', '2202081508156', '22'],
  ['HE', '0FF BBB UUUUP', '013 815 08153', '2613081508153', '26'],
  ['MV', '0FF/BBB/UUUUP', '079/815/08151', '4079081508151', '40'],
  ['NI', 'FF/BBB/UUUUP', '24/815/08151', '2324081508151', '23'],
  ['NW', 'FFF/BBBB/UUUP', '133/8150/8159', '5133081508159', '5'],
  ['RP', 'FF/BBB/UUUU/P', '22/815/0815/4', '2722081508154', '27'],
  ['SL', '0FF/BBB/UUUUP', '010/815/08182', '1010081508182', '10'],
  ['SN', '2FF/BBB/UUUUP', '201/123/12340', '3201012312340', '32'],
  ['ST', '1FF/BBB/UUUUP', '101/815/08154', '3101081508154', '31'],
  ['SH', 'FF BBB UUUUP', '29 815 08158', '2129081508158', '21'],
  ['TH', '1FF/BBB/UUUUP', '151/815/08156', '4151081508156', '41'],
];

describe('the federal-state table', () => {
  it('has all 16 states with the rules of domain-rules.md', () => {
    expect(taxNumberStates.map((s) => s.code)).toEqual(table.map((r) => r[0]));
    for (const [code, format, example, example13, prefix] of table) {
      const s = taxNumberStates.find((x) => x.code === code)!;
      expect([s.format, s.example, s.example13, s.prefix], code).toEqual([format, example, example13, prefix]);
    }
  });

  it('has prefixes no one of which starts another', () => {
    const prefixes = taxNumberStates.map((s) => s.prefix);
    for (const a of prefixes) for (const b of prefixes) if (a !== b) expect(b.startsWith(a), `${a} ${b}`).toBe(false);
  });

  it('gives an imask pattern per state', () => {
    expect(taxNumberMask('BY')).toBe('000/000/00000');
    expect(taxNumberMask('HB')).toBe('00 000 00000');
    expect(taxNumberLength('NW')).toBe(11);
    expect(taxNumberLength('BW')).toBe(10);
  });
});

describe.each(table)('%s example %s', (state, _format, example, example13, prefix) => {
  const digits = taxNumberDigits(example);

  it('is valid', () => {
    expect(validateTaxNumber(state, digits)).toBeNull();
  });

  it('formats to the display format and back', () => {
    expect(formatTaxNumber(state, digits)).toBe(example);
    expect(formatTaxNumber(state, example)).toBe(example);
  });

  it('converts to the 13-digit form and back', () => {
    expect(toElster13(state, digits)).toBe(example13);
    expect(fromElster13(example13)).toEqual({ state, digits });
  });

  it('has the BUFA of the prefix', () => {
    const bufa = bufaOfTaxNumber(state, digits)!;
    expect(bufa).toBe(example13.slice(0, 4));
    expect(bufa.startsWith(prefix)).toBe(true);
  });

  it('is invalid with any single digit changed where every procedure of the state weighs it', () => {
    const info = taxNumberStates.find((x) => x.code === state)!;
    let checked = 0;
    for (let pos = 0; pos < digits.length; pos++) {
      if (isWeightlessPosition(state, pos)) continue;
      for (let delta = 1; delta <= 9; delta++) {
        const changed = digits.slice(0, pos) + String((Number(digits[pos]) + delta) % 10) + digits.slice(pos + 1);
        const e13 = toElster13(state, changed);
        if (e13 === null) continue; // the fixed leading digit changed: rejected as format, also invalid
        const result = validateTaxNumber(state, changed);
        // Berlin accepts either procedure, so a change the example's procedure A rejects may fit B.
        const otherFits = info.checks.length > 1 && info.checks.some((c) => taxNumberCheckDigit(c, e13.slice(0, 12)) === Number(e13[12]));
        if (otherFits) expect(result, `${state} ${changed}`).toBeNull();
        else expect(result, `${state} ${changed}`).not.toBeNull();
        if (info.checks.length === 1) expect(result, `${state} ${changed}`).not.toBeNull();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('is invalid with the check digit changed', () => {
    const last = digits.length - 1;
    const accepted: string[] = [];
    for (let delta = 1; delta <= 9; delta++) {
      const changed = digits.slice(0, last) + String((Number(digits[last]) + delta) % 10);
      if (validateTaxNumber(state, changed) === null) accepted.push(changed);
      else expect(validateTaxNumber(state, changed), changed).toBe('validation.taxNumber.checksum');
    }
    // Only Berlin accepts a second check digit: the one of its other procedure (B).
    if (state === 'BE') {
      expect(accepted).toEqual([digits.slice(0, last) + String(taxNumberCheckDigit('BerlinB', example13.slice(0, 12)))]);
    } else {
      expect(accepted).toEqual([]);
    }
  });

  it('rejects the districts 000, 998 and 999 (NW: its four-digit 0000, 0998 and 0999)', () => {
    const districts = state === 'NW' ? ['0000', '0998', '0999'] : ['000', '998', '999'];
    for (const district of districts) {
      const e13 = example13.slice(0, 5) + district + example13.slice(5 + district.length);
      const back = fromElster13(e13)!;
      expect(validateTaxNumber(state, back.digits), `${state} ${district}`).toBe('validation.taxNumber.district');
    }
  });

  it('stores as digits@STATE and parses back', () => {
    const stored = storeTaxNumber(state, example);
    expect(stored).toBe(`${digits}@${state}`);
    expect(parseStoredTaxNumber(stored)).toEqual({ state, digits });
  });
});

/** Whether a regional digit lands on a 13-digit position that some procedure of the state weighs 0. */
function isWeightlessPosition(state: StateCode, pos: number): boolean {
  const s = taxNumberStates.find((x) => x.code === state)!;
  const posIn12 = s.prefix.length + pos - (s.droppedDigit !== undefined ? 1 : 0);
  const posIn13 = posIn12 >= 4 ? posIn12 + 1 : posIn12;
  const zeroWeights: Record<string, number[]> = {
    '11er': [0, 4],
    'HB/HH': [0, 1, 4],
    NI: [0, 1, 4],
    BerlinA: [0, 1, 2, 3, 4],
    BerlinB: [0, 1, 4],
    NW: [0, 4],
    RP: [0, 1, 4],
    '2er': [0, 1, 4],
  };
  return s.checks.some((c) => zeroWeights[c].includes(posIn13));
}

// ELSTER's formal district checks (docs/domain-rules.md, "District numbers"); every number below has a
// correct check digit, so the district (or the NW ending) is the only reason a number is refused.
describe('district numbers', () => {
  const valid: [StateCode, string][] = [
    ['BW', '93001/08107'], ['BW', '93099/08109'],
    ['BY', '181/100/08151'], ['BY', '181/997/08151'],
    ['BE', '21/001/08155'], ['BE', '21/099/08168'],
    ['BB', '048/100/08151'], ['BB', '048/997/08151'],
    ['HB', '75 001 08155'], ['HB', '75 099 08154'],
    ['HH', '02/001/08159'], ['HH', '02/099/08158'],
    ['HE', '013 001 08157'], ['HE', '013 099 08159'],
    ['MV', '079/100/08158'], ['MV', '079/997/08158'],
    ['NI', '24/001/08158'], ['NI', '24/099/08157'],
    ['NW', '133/0001/8153'], ['NW', '133/0997/8155'], ['NW', '133/1000/8156'], ['NW', '133/8158/0010'], ['NW', '133/8150/0011'],
    ['RP', '22/001/0815/8'], ['RP', '22/099/0815/1'],
    ['SL', '010/100/08189'], ['SL', '010/997/08189'],
    ['SN', '201/100/12358'], ['SN', '201/997/12358'],
    ['ST', '101/100/08150'], ['ST', '101/997/08150'],
    ['SH', '29 001 08152'], ['SH', '29 099 08154'],
    ['TH', '151/100/08152'], ['TH', '151/997/08152'],
  ];
  it.each(valid)('%s %s is valid', (state, number) => {
    expect(validateTaxNumber(state, taxNumberDigits(number))).toBeNull();
  });

  // BY, BB, MV, SL, SN, ST and TH (the Bavarian programming association) issue no district below 100.
  const belowHundred: [StateCode, string][] = [
    ['BY', '181/001/08158'], ['BY', '181/099/08157'],
    ['BB', '048/001/08158'], ['BB', '048/099/08157'],
    ['MV', '079/001/08154'], ['MV', '079/099/08153'],
    ['SL', '010/001/08185'], ['SL', '010/099/08184'],
    ['SN', '201/001/12346'], ['SN', '201/099/12345'],
    ['ST', '101/001/08157'], ['ST', '101/099/08156'],
    ['TH', '151/001/08159'], ['TH', '151/099/08158'],
  ];
  it.each(belowHundred)('%s %s: district below 100', (state, number) => {
    expect(validateTaxNumber(state, taxNumberDigits(number))).toBe('validation.taxNumber.district');
  });

  const neverIssued: [StateCode, string][] = [
    ['BW', '93000/08103'], ['BW', '93998/08107'], ['BW', '93999/08101'],
    ['BY', '181/000/08153'], ['BE', '21/998/08157'], ['HB', '75 999 08158'], ['HE', '013 000 08153'],
    ['NI', '24/998/08157'], ['RP', '22/999/0815/2'], ['SH', '29 000 08158'], ['SN', '201/998/12344'],
    ['NW', '133/0000/8160'], ['NW', '133/0998/8159'], ['NW', '133/0999/8152'],
  ];
  it.each(neverIssued)('%s %s: district never issued', (state, number) => {
    expect(validateTaxNumber(state, taxNumberDigits(number))).toBe('validation.taxNumber.district');
  });

  it('NW: the four-digit district counts, so 998x and 099x are ordinary districts', () => {
    expect(validateTaxNumber('NW', taxNumberDigits('133/0997/8155'))).toBeNull();
    const e13 = '513309981815';
    const digits = fromElster13(e13 + String(taxNumberCheckDigit('NW', e13)))!.digits;
    expect(formatTaxNumber('NW', digits)).toMatch(/^133\/9981\//);
    expect(validateTaxNumber('NW', digits)).toBeNull();
  });

  it('NW: distinguishing number and check digit (UUUP) are always greater than 0009', () => {
    expect(validateTaxNumber('NW', taxNumberDigits('133/8155/0009'))).toBe('validation.taxNumber.checksum');
    expect(validateTaxNumber('NW', taxNumberDigits('133/8152/0008'))).toBe('validation.taxNumber.checksum');
    expect(validateTaxNumber('NW', taxNumberDigits('133/8150/0000'))).toBe('validation.taxNumber.checksum');
    expect(validateTaxNumber('NW', taxNumberDigits('133/8158/0010'))).toBeNull();
  });
});

describe('validateTaxNumber', () => {
  it('needs a known state', () => {
    expect(validateTaxNumber(undefined, '18181508155')).toBe('validation.taxNumber.state');
    expect(validateTaxNumber('XX', '18181508155')).toBe('validation.taxNumber.state');
  });

  it('requires digits', () => {
    expect(validateTaxNumber('BY', '')).toBe('validation.required');
    expect(validateTaxNumber('BY', ' ')).toBe('validation.required');
  });

  it('needs the state’s number of digits', () => {
    expect(validateTaxNumber('BY', '1818150815')).toBe('validation.taxNumber.length');
    expect(validateTaxNumber('BY', '181815081555')).toBe('validation.taxNumber.length');
    expect(validateTaxNumber('BY', '18181508A55')).toBe('validation.taxNumber.length');
    expect(validateTaxNumber('BW', '18181508155')).toBe('validation.taxNumber.length');
  });

  it('accepts separators in the input: slashes, spaces, dashes, dots, full-width digits', () => {
    for (const typed of ['181/815/08155', '181 815 08155', '181-815-08155', '181.815.08155', '181 / 815 / 08155', '１８１/８１５/０８１５５']) {
      expect(taxNumberDigits(typed), typed).toBe('18181508155');
      expect(validateTaxNumber('BY', typed), typed).toBeNull();
    }
  });

  it('needs the fixed leading digit of BB, HE, MV, SL (0), SN (2), ST and TH (1)', () => {
    expect(validateTaxNumber('BB', '14881508155')).toBe('validation.taxNumber.format');
    expect(validateTaxNumber('SN', '10112312340')).toBe('validation.taxNumber.format');
    expect(validateTaxNumber('TH', '25181508156')).toBe('validation.taxNumber.format');
    expect(toElster13('ST', '20181508154')).toBeNull();
  });

  it('accepts Berlin numbers valid under procedure A or B', () => {
    // The example is valid under A only.
    expect(taxNumberCheckDigit('BerlinA', '112108150815')).toBe(0);
    expect(taxNumberCheckDigit('BerlinB', '112108150815')).not.toBe(0);
    // A number valid under B only.
    const first12 = '112708150815';
    const b = taxNumberCheckDigit('BerlinB', first12);
    const a = taxNumberCheckDigit('BerlinA', first12);
    expect(b).not.toBeNull();
    expect(b).not.toBe(a);
    const digits = fromElster13(first12 + String(b))!.digits;
    expect(validateTaxNumber('BE', digits)).toBeNull();
  });

  it('rejects numbers whose check procedure yields 10', () => {
    // Find a BY number whose 11er sum leaves remainder 1 (check 10) and check it is never valid.
    const base = '91810815081';
    let found = false;
    for (let u = 0; u < 10 && !found; u++) {
      const first12 = base + String(u);
      if (taxNumberCheckDigit('11er', first12) === null) {
        found = true;
        const digits = fromElster13(first12 + '0')!.digits;
        for (let p = 0; p <= 9; p++) {
          expect(validateTaxNumber('BY', digits.slice(0, 10) + String(p))).toBe('validation.taxNumber.checksum');
        }
      }
    }
    expect(found).toBe(true);
  });

  it('checks the office against a list when asked', () => {
    expect(validateTaxNumber('BY', '18181508155', { knownBufas: new Set(['9181']) })).toBeNull();
    expect(validateTaxNumber('BY', '18181508155', { knownBufas: new Set(['9101']) })).toBe('validation.taxNumber.office');
  });
});

describe('13-digit form (property)', () => {
  it('round-trips for every state and any digits of the right shape', () => {
    const arb = fc.constantFrom(...taxNumberStates).chain((s) =>
      fc
        .array(fc.integer({ min: 0, max: 9 }), { minLength: taxNumberLength(s.code), maxLength: taxNumberLength(s.code) })
        .map((a) => ({ state: s.code, digits: (s.droppedDigit ?? '') + a.join('').slice(s.droppedDigit ? 1 : 0) })),
    );
    fc.assert(
      fc.property(arb, ({ state, digits }) => {
        const e13 = toElster13(state, digits)!;
        expect(e13).toMatch(/^\d{4}0\d{8}$/);
        expect(fromElster13(e13)).toEqual({ state, digits });
        expect(taxNumberDigits(formatTaxNumber(state, digits))).toBe(digits);
      }),
      { numRuns: 500 },
    );
  });

  it('fromElster13 rejects malformed input', () => {
    expect(fromElster13('918108150815')).toBeNull();
    expect(fromElster13('9181181508155')).toBeNull(); // 5th digit must be 0
    expect(fromElster13('6181081508155')).toBeNull(); // no state has prefix 6
    expect(fromElster13('91810815081a5')).toBeNull();
  });
});

describe('stored tax numbers', () => {
  it('rejects what is not digits@STATE', () => {
    for (const bad of ['', '18181508155', '18181508155@', '@BY', '18181508155@XX', '181/815/08155@BY', '18181508155@by']) {
      expect(parseStoredTaxNumber(bad), bad).toBeNull();
    }
    expect(() => storeTaxNumber('XX' as StateCode, '1')).toThrow();
  });

  it('normalizes a stored number as a client may send it', () => {
    expect(normalizeStoredTaxNumber('181/815/08155@by')).toBe('18181508155@BY');
    expect(normalizeStoredTaxNumber('１８１ ８１５ ０８１５５＠ＢＹ')).toBe('18181508155@BY');
    expect(normalizeStoredTaxNumber('18181508155@BY')).toBe('18181508155@BY');
    expect(normalizeStoredTaxNumber('18181508155')).toBe('18181508155');
    expect(parseStoredTaxNumber(normalizeStoredTaxNumber('181-815-08155@BY'))).toEqual({ state: 'BY', digits: '18181508155' });
  });

  it('formats partial input as far as it goes', () => {
    expect(formatTaxNumber('BY', '1818')).toBe('181/8');
    expect(formatTaxNumber('BY', '181')).toBe('181');
    expect(formatTaxNumber('RP', '2281508154')).toBe('22/815/0815/4');
  });
});
