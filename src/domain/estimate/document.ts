import { parseMoneyCents } from './money';
import { isAssessmentYear } from './parameters';
import {
  disabilityMarkers,
  type DisabilityMarker,
  type DonationKind,
  type EstimateInput,
  type EstimatePerson,
  type HouseholdKind,
} from './types';

type FormDocument = Record<string, unknown>;

function at(doc: unknown, path: string): unknown {
  let current: unknown = doc;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function money(doc: unknown, path: string): number {
  const cents = parseMoneyCents(at(doc, path));
  return cents !== null && cents > 0 ? cents : 0;
}

function optionalMoney(doc: unknown, path: string): number | undefined {
  const cents = parseMoneyCents(at(doc, path));
  return cents === null ? undefined : Math.max(0, cents);
}

function yes(doc: unknown, path: string): boolean {
  return at(doc, path) === 'yes';
}

/** Items of a repeated group; a group answered "no" contributes nothing even if stale items remain. */
function items(doc: unknown, group: string): Record<string, unknown>[] {
  if (at(doc, `${group}.has`) === 'no') return [];
  const list = at(doc, `${group}.items`);
  return Array.isArray(list) ? list.filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object') : [];
}

function integer(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
}

function person(doc: unknown, key: 'personA' | 'personB', year: number): EstimatePerson {
  const known = `known.${key}`;
  const adjustment = optionalMoney(doc, `${known}.pensionAdjustment`);
  const result: EstimatePerson = {
    pensionCents: money(doc, `${known}.pensionAmount`),
    pensionStartYear: integer(at(doc, `${known}.pensionStartYear`)) ?? year,
    healthInsuranceCents: money(doc, `${known}.healthInsurance`),
    careInsuranceCents: money(doc, `${known}.careInsurance`),
    churchMember: yes(doc, `${known}.churchMember`),
  };
  if (adjustment !== undefined) result.pensionAdjustmentCents = adjustment;
  if (yes(doc, `disability.${key}.has`)) {
    const markersValue = at(doc, `disability.${key}.markers`);
    const markers = Array.isArray(markersValue)
      ? markersValue.filter((marker): marker is DisabilityMarker => disabilityMarkers.includes(marker as DisabilityMarker))
      : [];
    result.disability = { degree: integer(at(doc, `disability.${key}.degree`)) ?? 0, markers };
  }
  return result;
}

/** The federal state for the church tax rate: the chosen state, else the state suffix of a stored tax number. */
function stateOf(doc: unknown): string | undefined {
  const state = at(doc, 'taxIdentification.state');
  if (typeof state === 'string' && /^[A-Z]{2}$/.test(state)) return state;
  const taxNumber = at(doc, 'taxIdentification.taxNumber');
  const match = typeof taxNumber === 'string' ? /@([A-Z]{2})$/.exec(taxNumber) : null;
  return match ? match[1] : undefined;
}

const donationKinds: readonly DonationKind[] = ['donation', 'membership', 'party'];
const householdKinds: readonly HouseholdKind[] = ['cleaning', 'garden', 'care', 'other'];

/** Reads the estimate's input from a declaration document (paths of docs/architecture.md). */
export function estimateInputFromDocument(doc: FormDocument, year: number): EstimateInput {
  if (!isAssessmentYear(year)) throw new RangeError(`Unsupported assessment year ${String(year)}`);
  const joint = yes(doc, 'filing.joint');
  const input: EstimateInput = {
    year,
    joint,
    personA: person(doc, 'personA', year),
    donations: items(doc, 'donations').map((item) => ({
      kind: donationKinds.includes(item.kind as DonationKind) ? (item.kind as DonationKind) : 'donation',
      amountCents: money(item, 'amount'),
    })),
    medical: items(doc, 'medical').map((item) => ({
      amountCents: money(item, 'amount'),
      reimbursedCents: money(item, 'reimbursed'),
    })),
    household: items(doc, 'household').map((item) => ({
      kind: householdKinds.includes(item.kind as HouseholdKind) ? (item.kind as HouseholdKind) : 'other',
      labourCostCents: money(item, 'labourCost'),
      paidByTransfer: item.paidByTransfer === 'yes',
    })),
    craftsman: items(doc, 'craftsman').map((item) => ({
      labourCostCents: money(item, 'labourCost'),
      paidByTransfer: item.paidByTransfer === 'yes',
    })),
    prepaymentsCents: money(doc, 'known.prepayments'),
  };
  if (joint) input.personB = person(doc, 'personB', year);
  const state = stateOf(doc);
  if (state) input.state = state;
  return input;
}
