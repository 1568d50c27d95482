import { describe, expect, it } from 'vitest';
import { nextTypeaheadOption } from './typeahead';

const options = [
  { value: 'BW', label: 'Baden-Württemberg' },
  { value: 'BY', label: 'Bayern' },
  { value: 'BE', label: 'Berlin' },
  { value: 'HB', label: 'Bremen' },
  { value: 'HH', label: 'Hamburg' },
];
const next = (search: string, current: string) => nextTypeaheadOption(options, search, current)?.value;

describe('nextTypeaheadOption', () => {
  it('moves to the next option starting with a single character, wrapping around', () => {
    expect(next('b', '')).toBe('BW');
    expect(next('b', 'BW')).toBe('BY');
    expect(next('B', 'HB')).toBe('BW');
    expect(next('h', 'BE')).toBe('HH');
  });

  it('treats a repeated character as cycling, not as a longer search', () => {
    expect(next('bb', 'BY')).toBe('BE');
  });

  it('matches a longer search from the current option on, the current option included', () => {
    expect(next('ber', 'BW')).toBe('BE');
    expect(next('br', '')).toBe('HB');
    expect(next('ba', 'BW')).toBeUndefined();
  });

  it('finds nothing for a search no label starts with', () => {
    expect(next('x', 'BW')).toBeUndefined();
    expect(next('erlin', '')).toBeUndefined();
  });
});
