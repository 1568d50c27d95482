import { describe, expect, it } from 'vitest';
import shared from './data/tax-offices.json';
import { federalStates, federalStatesEnumeration, findTaxOffice, knownBufas, taxOffices, taxOfficesEnumeration, taxOfficesOfState, taxOfficesSource } from './taxOffices';
import { bufaOfTaxNumber, taxNumberStates, validateTaxNumber } from './validators/taxNumber';
import { validateBufa } from './validators/bufa';

describe('tax offices', () => {
  it('keeps the source line and all 556 offices', () => {
    expect(taxOfficesSource).toMatch(/ELSTER/);
    expect(taxOffices).toHaveLength(556);
    expect(knownBufas.size).toBe(556);
    expect(shared.states).toHaveLength(16);
  });

  it('lists the 16 federal states with the codes and names of the tax-number table', () => {
    expect(federalStates).toHaveLength(16);
    for (const s of federalStates) {
      const row = taxNumberStates.find((t) => t.code === s.id);
      expect(row?.name, s.id).toBe(s.name);
    }
    expect(federalStatesEnumeration.data[0]).toEqual({ value: 'BW', label: 'Baden-Württemberg' });
  });

  it('every BUFA starts with its state’s prefix', () => {
    for (const o of taxOffices) {
      const prefix = taxNumberStates.find((t) => t.code === o.state)!.prefix;
      expect(o.bufa.startsWith(prefix), `${o.state} ${o.bufa}`).toBe(true);
      expect(o.bufa).toMatch(/^\d{4}$/);
    }
  });

  it('is an external enumeration with the state as parent', () => {
    expect(taxOfficesEnumeration.id).toBe('taxOffices');
    expect(taxOfficesEnumeration.data).toHaveLength(556);
    expect(taxOfficesEnumeration.data.find((e) => e.value === '2806')).toEqual({
      value: '2806',
      label: 'Finanzamt Freiburg-Stadt (2806)',
      parentValue: 'BW',
    });
    expect(taxOfficesOfState('HB')).toHaveLength(4);
  });

  it('finds the office of a tax number', () => {
    const bufa = bufaOfTaxNumber('BY', '18181508155')!;
    expect(findTaxOffice(bufa)?.state).toBe('BY');
    expect(validateTaxNumber('BY', '18181508155', { knownBufas })).toBeNull();
  });
});

describe('validateBufa', () => {
  it('accepts a known office, in its state', () => {
    expect(validateBufa('2806')).toBeNull();
    expect(validateBufa(' 2806 ', 'BW')).toBeNull();
  });

  it('rejects other input', () => {
    expect(validateBufa('')).toBe('validation.required');
    expect(validateBufa(undefined)).toBe('validation.required');
    expect(validateBufa('280')).toBe('validation.bufa.format');
    expect(validateBufa('28061')).toBe('validation.bufa.format');
    expect(validateBufa('28a6')).toBe('validation.bufa.format');
    expect(validateBufa('2802')).toBe('validation.bufa.unknown');
    expect(validateBufa('0000')).toBe('validation.bufa.unknown');
    expect(validateBufa('2806', 'BY')).toBe('validation.bufa.state');
  });
});
