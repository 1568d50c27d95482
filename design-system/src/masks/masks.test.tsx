import { describe, expect, it } from 'vitest';
import { applyMask, stateCodes, taxNumberFormats, type StateCode } from '.';

describe('masks', () => {
  it('formats the access code with or without the EEZ prefix and upper-cases it', () => {
    expect(applyMask('accessCode', 'abcd2345wxyz').masked).toBe('EEZ-ABCD-2345-WXYZ');
    expect(applyMask('accessCode', 'eez-abcd-2345-wxyz').masked).toBe('EEZ-ABCD-2345-WXYZ');
    expect(applyMask('accessCode', 'EEZABCD2345WXYZ').masked).toBe('EEZ-ABCD-2345-WXYZ');
  });

  it('keeps a leading E of the code when the prefix was left out', () => {
    expect(applyMask('accessCode', 'EXYZ2345WXYZ').masked).toBe('EEZ-EXYZ-2345-WXYZ');
    expect(applyMask('accessCode', 'EEXY2345WXYZ').masked).toBe('EEZ-EEXY-2345-WXYZ');
  });

  it('groups an IBAN in fours, upper-case, and reports completeness', () => {
    const result = applyMask('iban', 'de89 3704 0044 0532 0130 00');
    expect(result.masked).toBe('DE89 3704 0044 0532 0130 00');
    expect(result.unmasked).toBe('DE89370400440532013000');
    expect(result.complete).toBe(true);
  });

  it('takes 11 digits for the IdNr and refuses letters', () => {
    expect(applyMask('idNr', '36574261809')).toMatchObject({ masked: '36574261809', complete: true, accepted: true });
    expect(applyMask('idNr', '3657A261809').accepted).toBe(false);
    expect(applyMask('idNr', '365742618091').accepted).toBe(false);
  });

  it('runs typed and pasted text through a given normaliser first', () => {
    const normalize = (text: string) => text.replace(/[\uFF10-\uFF19]/g, (d) => String(d.charCodeAt(0) - 0xff10)).replace(/\s/g, '');
    expect(applyMask('idNr', '３６５７４２６１８０９').accepted).toBe(false);
    expect(applyMask('idNr', '３６５ ７４２ ６１８ ０９', normalize)).toMatchObject({ masked: '36574261809', complete: true, accepted: true });
    expect(applyMask({ taxNumberState: 'BY' }, '１８１/８１５/０８１５５', normalize)).toMatchObject({ masked: '181/815/08155', accepted: true });
    expect(applyMask('accessCode', 'eez abcd 2345 wxyz', normalize).masked).toBe('EEZ-ABCD-2345-WXYZ');
  });

  it('formats the personal id as XX XXX XXX XXX', () => {
    expect(applyMask('personalId', '12345678901').masked).toBe('12 345 678 901');
  });

  it('formats the date as DD.MM.YYYY', () => {
    expect(applyMask('date', '24121950').masked).toBe('24.12.1950');
    expect(applyMask('date', '24.12.1950').masked).toBe('24.12.1950');
    // People write one-digit days and months: a paste or autofill is padded, not garbled into 11.19.50.
    expect(applyMask('date', '1.1.1950')).toMatchObject({ masked: '01.01.1950', complete: true, accepted: true });
    expect(applyMask('date', '3/11/1950').masked).toBe('03.11.1950');
  });

  const examples: Record<StateCode, string> = {
    BW: '93815/08152', BY: '181/815/08155', BE: '21/815/08150', BB: '048/815/08155',
    HB: '75 815 08152', HH: '02/815/08156', HE: '013 815 08153', MV: '079/815/08151',
    NI: '24/815/08151', NW: '133/8150/8159', RP: '22/815/0815/4', SL: '010/815/08182',
    SN: '201/123/12340', ST: '101/815/08154', SH: '29 815 08158', TH: '151/815/08156',
  };

  it.each(stateCodes)('formats the Steuernummer of %s from its digits', (state) => {
    const example = examples[state];
    const digits = example.replace(/\D/g, '');
    const result = applyMask({ taxNumberState: state }, digits);
    expect(result.masked).toBe(example);
    expect(result.unmasked).toBe(digits);
    expect(result.complete).toBe(true);
    expect(taxNumberFormats[state].length).toBe(example.length);
  });

  it('adds the fixed leading state digit when the user leaves it out', () => {
    expect(applyMask({ taxNumberState: 'BB' }, '4881508155').masked).toBe('048/815/08155');
    expect(applyMask({ taxNumberState: 'SN' }, '0112312340').masked).toBe('201/123/12340');
  });
});
