// The 16 federal states' Steuernummer rules (docs/domain-rules.md): the one table behind the
// validator (taxNumber.ts) and the input mask of the design system. No imports, so both can read it.

export type StateCode =
  | 'BW' | 'BY' | 'BE' | 'BB' | 'HB' | 'HH' | 'HE' | 'MV'
  | 'NI' | 'NW' | 'RP' | 'SL' | 'SN' | 'ST' | 'SH' | 'TH';

export type TaxNumberCheck = '11er' | 'HB/HH' | 'NI' | 'BerlinA' | 'BerlinB' | 'NW' | 'RP' | '2er';

export interface TaxNumberState {
  code: StateCode;
  name: string;
  /** Display format: F office, B district, U distinguishing number, P check digit, digits fixed. */
  format: string;
  /** A valid example in display format. */
  example: string;
  /** The same example in the 13-digit ELSTER form. */
  example13: string;
  /** Digits put in front of the regional number to make the 4-digit BUFA. */
  prefix: string;
  /** Leading digit of the regional number that the 13-digit form drops (BB, HE, MV, SL, SN, ST, TH). */
  droppedDigit?: string;
  /** Check procedures; a number valid under any one of them is accepted (Berlin has two). */
  checks: readonly TaxNumberCheck[];
  /**
   * Lowest district number issued (ELSTER: the states of the Bavarian programming association, BY, BB,
   * MV, SL, SN, ST and TH, issue none below 100). See docs/domain-rules.md, "District numbers".
   */
  districtMin?: number;
}

export const taxNumberStates: readonly TaxNumberState[] = [
  { code: 'BW', name: 'Baden-Württemberg', format: 'FFBBB/UUUUP', example: '93815/08152', example13: '2893081508152', prefix: '28', checks: ['2er'] },
  { code: 'BY', name: 'Bayern', format: 'FFF/BBB/UUUUP', example: '181/815/08155', example13: '9181081508155', prefix: '9', checks: ['11er'], districtMin: 100 },
  { code: 'BE', name: 'Berlin', format: 'FF/BBB/UUUUP', example: '21/815/08150', example13: '1121081508150', prefix: '11', checks: ['BerlinA', 'BerlinB'] },
  { code: 'BB', name: 'Brandenburg', format: '0FF/BBB/UUUUP', example: '048/815/08155', example13: '3048081508155', prefix: '30', droppedDigit: '0', checks: ['11er'], districtMin: 100 },
  { code: 'HB', name: 'Bremen', format: 'FF BBB UUUUP', example: '75 815 08152', example13: '2475081508152', prefix: '24', checks: ['HB/HH'] },
  { code: 'HH', name: 'Hamburg', format: 'FF/BBB/UUUUP', example: '02/815/08156', example13: '2202081508156', prefix: '22', checks: ['HB/HH'] },
  { code: 'HE', name: 'Hessen', format: '0FF BBB UUUUP', example: '013 815 08153', example13: '2613081508153', prefix: '26', droppedDigit: '0', checks: ['2er'] },
  { code: 'MV', name: 'Mecklenburg-Vorpommern', format: '0FF/BBB/UUUUP', example: '079/815/08151', example13: '4079081508151', prefix: '40', droppedDigit: '0', checks: ['11er'], districtMin: 100 },
  { code: 'NI', name: 'Niedersachsen', format: 'FF/BBB/UUUUP', example: '24/815/08151', example13: '2324081508151', prefix: '23', checks: ['NI'] },
  { code: 'NW', name: 'Nordrhein-Westfalen', format: 'FFF/BBBB/UUUP', example: '133/8150/8159', example13: '5133081508159', prefix: '5', checks: ['NW'] },
  { code: 'RP', name: 'Rheinland-Pfalz', format: 'FF/BBB/UUUU/P', example: '22/815/0815/4', example13: '2722081508154', prefix: '27', checks: ['RP'] },
  { code: 'SL', name: 'Saarland', format: '0FF/BBB/UUUUP', example: '010/815/08182', example13: '1010081508182', prefix: '10', droppedDigit: '0', checks: ['11er'], districtMin: 100 },
  { code: 'SN', name: 'Sachsen', format: '2FF/BBB/UUUUP', example: '201/123/12340', example13: '3201012312340', prefix: '32', droppedDigit: '2', checks: ['11er'], districtMin: 100 },
  { code: 'ST', name: 'Sachsen-Anhalt', format: '1FF/BBB/UUUUP', example: '101/815/08154', example13: '3101081508154', prefix: '31', droppedDigit: '1', checks: ['11er'], districtMin: 100 },
  { code: 'SH', name: 'Schleswig-Holstein', format: 'FF BBB UUUUP', example: '29 815 08158', example13: '2129081508158', prefix: '21', checks: ['2er'] },
  { code: 'TH', name: 'Thüringen', format: '1FF/BBB/UUUUP', example: '151/815/08156', example13: '4151081508156', prefix: '41', droppedDigit: '1', checks: ['11er'], districtMin: 100 },
];

/** The contract name of docs/architecture.md; same table. */
export const federalStates = taxNumberStates;
