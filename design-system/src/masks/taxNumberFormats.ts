/** Federal state codes used by the Steuernummer (ELSTER). */
export type StateCode =
  | 'BW' | 'BY' | 'BE' | 'BB' | 'HB' | 'HH' | 'HE' | 'MV'
  | 'NI' | 'NW' | 'RP' | 'SL' | 'SN' | 'ST' | 'SH' | 'TH';

/**
 * Display format of the Steuernummer per state (F tax office, B district, U distinguishing
 * number, P check digit). A leading literal digit is part of the number the user types.
 */
export const taxNumberFormats: Record<StateCode, string> = {
  BW: 'FFBBB/UUUUP',
  BY: 'FFF/BBB/UUUUP',
  BE: 'FF/BBB/UUUUP',
  BB: '0FF/BBB/UUUUP',
  HB: 'FF BBB UUUUP',
  HH: 'FF/BBB/UUUUP',
  HE: '0FF BBB UUUUP',
  MV: '0FF/BBB/UUUUP',
  NI: 'FF/BBB/UUUUP',
  NW: 'FFF/BBBB/UUUP',
  RP: 'FF/BBB/UUUU/P',
  SL: '0FF/BBB/UUUUP',
  SN: '2FF/BBB/UUUUP',
  ST: '1FF/BBB/UUUUP',
  SH: 'FF BBB UUUUP',
  TH: '1FF/BBB/UUUUP',
};

export const stateCodes = Object.keys(taxNumberFormats) as StateCode[];

/** The IMask pattern: digits for F/B/U/P, the leading state digit kept in the unmasked value. */
export function taxNumberPattern(state: StateCode): string {
  return taxNumberFormats[state].replace(/^(\d)/, '{\\$1}').replace(/[FBUP]/g, '0');
}

/** What the hint shows: the shape with X for each digit, e.g. `0XX/XXX/XXXXX`. */
export function taxNumberFormatText(state: StateCode): string {
  return taxNumberFormats[state].replace(/[FBUP]/g, 'X');
}
