// Data "already known to the tax office" (pension statements, health and care insurance), deterministic per tax ID.
import { createHash } from 'node:crypto';
import { allTaxOffices } from './enumerations';

const FIRST_NAMES = [
  'Ursula', 'Helga', 'Renate', 'Monika', 'Brigitte', 'Ingrid', 'Gisela', 'Karin', 'Christa', 'Erika',
  'Hans', 'Peter', 'Klaus', 'Wolfgang', 'Jürgen', 'Dieter', 'Manfred', 'Günter', 'Horst', 'Bernd',
];
const LAST_NAMES = [
  'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann',
  'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann',
];

/** A reproducible number in [0, 1) for this tax ID, year and purpose. */
function seeded(idNr: string, purpose: string): number {
  const digest = createHash('sha256').update(`${idNr}|${purpose}`).digest();
  return digest.readUInt32BE(0) / 0x1_0000_0000;
}

function pick<T>(list: readonly T[], r: number): T {
  return list[Math.floor(r * list.length)];
}

function money(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}

export interface KnownPerson {
  pensionAmount: string;
  pensionStartYear: number;
  pensionAdjustment?: string;
  healthInsurance: string;
  careInsurance: string;
  churchMember: 'yes' | 'no';
}

export interface KnownData {
  firstName: string;
  lastName: string;
  /** Federal state and tax office the person is assigned to. */
  federalState: { id: string; name: string };
  taxOffice: { number: string; name: string };
  known: { personA: KnownPerson; prepayments: string };
}

export function knownName(idNr: string): { firstName: string; lastName: string } {
  return { firstName: pick(FIRST_NAMES, seeded(idNr, 'firstName')), lastName: pick(LAST_NAMES, seeded(idNr, 'lastName')) };
}

export function knownData(idNr: string, year: number): KnownData {
  const { firstName, lastName } = knownName(idNr);
  const latestStart = Math.min(2024, year);
  const pensionStartYear = 2005 + Math.floor(seeded(idNr, 'start') * (latestStart - 2005 + 1));
  // The yearly pension grows with the statutory adjustments (about 3 % a year) from the base amount.
  const base = 9000 + seeded(idNr, 'pension') * 15000;
  const pension = base * Math.pow(1.03, year - 2023);
  const person: KnownPerson = {
    pensionAmount: money(pension),
    pensionStartYear,
    healthInsurance: money(pension * 0.0815),
    careInsurance: money(pension * (seeded(idNr, 'children') < 0.7 ? 0.034 : 0.04)),
    churchMember: seeded(idNr, 'church') < 0.55 ? 'yes' : 'no',
  };
  if (pensionStartYear < year) {
    // Adjustment amount: the part of today's pension that stems from increases after the start year.
    person.pensionAdjustment = money(pension - pension / Math.pow(1.03, year - pensionStartYear));
  }
  const prepayments = seeded(idNr, 'prepayments') < 0.85 ? '0.00' : money(100 * Math.ceil(seeded(idNr, 'prepaymentAmount') * 12) * 4);
  const offices = allTaxOffices();
  const office = pick(offices, seeded(idNr, 'taxOffice'));
  return {
    firstName,
    lastName,
    federalState: { id: office.state, name: office.stateName },
    taxOffice: { number: office.bufa, name: office.name },
    known: { personA: person, prepayments },
  };
}
