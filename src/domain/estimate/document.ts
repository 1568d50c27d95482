import { declarationPaths as paths, readDeclaration, type DeclarationReader, type Person } from '../declaration';
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

/** An amount that counts: its cents, or 0 when missing, malformed or negative. */
const positive = (cents: number | null): number => (cents !== null && cents > 0 ? cents : 0);

function person(doc: DeclarationReader, key: Person): EstimatePerson {
  const known = paths.known[key];
  const adjustment = doc.money(known.pensionAdjustment);
  const startYear = doc.integer(known.pensionStartYear);
  const result: EstimatePerson = {
    pensionCents: positive(doc.money(known.pensionAmount)),
    healthInsuranceCents: positive(doc.money(known.healthInsurance)),
    careInsuranceCents: positive(doc.money(known.careInsurance)),
    churchMember: doc.yesNo(known.churchMember) === true,
  };
  // No start year is made up: without one the estimate says so (and a person without a pension needs none).
  if (startYear !== null) result.pensionStartYear = startYear;
  if (adjustment !== null) result.pensionAdjustmentCents = Math.max(0, adjustment);
  const disability = paths.disability[key];
  if (doc.yesNo(disability.has) === true) {
    const markers = doc.list(disability.markers).filter((marker): marker is DisabilityMarker => disabilityMarkers.includes(marker as DisabilityMarker));
    result.disability = { degree: doc.integer(disability.degree) ?? 0, markers };
  }
  return result;
}

/** The federal state for the church tax rate: the chosen state, else the state suffix of a stored tax number. */
function stateOf(doc: DeclarationReader): string | undefined {
  const state = doc.value(paths.taxIdentification.state);
  if (typeof state === 'string' && /^[A-Z]{2}$/.test(state)) return state;
  const taxNumber = doc.value(paths.taxIdentification.taxNumber);
  const match = typeof taxNumber === 'string' ? /@([A-Z]{2})$/.exec(taxNumber) : null;
  return match ? match[1] : undefined;
}

const donationKinds: readonly DonationKind[] = ['donation', 'membership', 'party'];
const householdKinds: readonly HouseholdKind[] = ['cleaning', 'garden', 'care', 'other'];

/** Reads the estimate's input from a declaration document (paths of src/domain/declaration). */
export function estimateInputFromDocument(document: FormDocument, year: number): EstimateInput {
  if (!isAssessmentYear(year)) throw new RangeError(`Unsupported assessment year ${String(year)}`);
  const doc = readDeclaration(document);
  const joint = doc.yesNo(paths.filing.joint) === true;
  const input: EstimateInput = {
    year,
    joint,
    personA: person(doc, 'personA'),
    donations: doc.items('donations').map((item) => {
      const kind = item.value('kind');
      return { kind: donationKinds.includes(kind as DonationKind) ? (kind as DonationKind) : 'donation', amountCents: positive(item.money('amount')) };
    }),
    medical: doc.items('medical').map((item) => ({
      amountCents: positive(item.money('amount')),
      reimbursedCents: positive(item.money('reimbursed')),
    })),
    household: doc.items('household').map((item) => {
      const kind = item.value('kind');
      return {
        kind: householdKinds.includes(kind as HouseholdKind) ? (kind as HouseholdKind) : 'other',
        labourCostCents: positive(item.money('labourCost')),
        paidByTransfer: item.yesNo('paidByTransfer') === true,
      };
    }),
    craftsman: doc.items('craftsman').map((item) => ({
      labourCostCents: positive(item.money('labourCost')),
      paidByTransfer: item.yesNo('paidByTransfer') === true,
    })),
    prepaymentsCents: positive(doc.money(paths.known.prepayments)),
  };
  if (joint) input.personB = person(doc, 'personB');
  const state = stateOf(doc);
  if (state) input.state = state;
  return input;
}
