import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultExternalEnums, displayedScreens, validateScreen, type FormDocument } from '../../../domain/forms';
import WizardScreen from './WizardScreen';
import { withDeclaration } from '../../wizard/testing/story';
import { filledDocument, jointDocument, model2025, prefilled, type Preset } from '../../wizard/testing/harness';
import { emptyScreen, type WizardScreenName } from '../../wizard/testing/screenStates';

// Every screen of the 2025 model as empty (the conditions that display it set, its answers removed),
// filled (a complete, valid declaration) and with errors (what Next on the empty screen reports).
const meta = { title: 'Declaration/Wizard', component: WizardScreen } satisfies Meta<typeof WizardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Args = Story['args'];

/** Single filing with every question answered "yes", so that the disability and household screens show too. */
const completeDocument: FormDocument = {
  ...filledDocument,
  disability: { personA: { has: 'yes', degree: '80', markers: ['G', 'aG'] } },
  household: { has: 'yes', items: [{ kind: 'cleaning', description: 'Haushaltshilfe', labourCost: '1200.00', paidByTransfer: 'yes' }] },
};

/** The app on one screen of the document; the displayed screens up to it count as visited, as after walking there. */
function story(screen: WizardScreenName, document: FormDocument, preset: Omit<Preset, 'document' | 'activity'> = {}): Story {
  const shown = displayedScreens(model2025, document);
  if (!shown.includes(screen)) throw new Error(`The story document does not display the screen ${screen}`);
  const visited = shown.slice(0, shown.indexOf(screen) + 1);
  return { decorators: [withDeclaration<Args>(`/tax/wizard?screen=${screen}`, { ...preset, document, activity: { current: screen, visited } })] };
}

const emptyOf = (screen: WizardScreenName) => emptyScreen(screen, filledDocument);
const empty = (screen: WizardScreenName) => story(screen, emptyOf(screen));
const filled = (screen: WizardScreenName, document: FormDocument = completeDocument) => story(screen, document);
/** The messages the interpreter reports for the document (by default the empty screen), as after Next. */
function errors(screen: WizardScreenName, document: FormDocument = emptyOf(screen)): Story {
  const found = validateScreen(model2025, screen, document, { testMode: false });
  if (found.length === 0) throw new Error(`The story document has no errors on the screen ${screen}`);
  return story(screen, document, { validation: { screen, errors: found } });
}

export const FilingEmpty: Story = empty('filing');
export const FilingFilled: Story = filled('filing');
export const FilingErrors: Story = errors('filing');
export const LeaveModal: Story = { ...empty('filing'), args: { initialLeave: 'back' } };

export const PersonAEmpty: Story = empty('personA');
export const PersonAFilled: Story = filled('personA');
export const PersonAErrors: Story = errors('personA');

export const PersonBEmpty: Story = empty('personB');
export const PersonBFilled: Story = filled('personB', jointDocument);
export const PersonBErrors: Story = errors('personB');
/** Format errors of the custom types: an IdNr with a wrong check digit and a birth date in the future. */
export const PersonBInvalid: Story = errors('personB', {
  ...jointDocument,
  personB: { idNr: '86095742718', firstName: 'Hans', lastName: 'Mustermann', birthDate: '2031-02-01' },
});

export const TaxIdentificationEmpty: Story = empty('taxIdentification');
export const TaxIdentificationFilled: Story = filled('taxIdentification', {
  ...completeDocument,
  taxIdentification: { kind: 'taxNumber', state: 'BY', taxNumber: '18181508155@BY' },
});
export const TaxIdentificationTaxOffice: Story = filled('taxIdentification');
export const TaxIdentificationErrors: Story = errors('taxIdentification');
/** The chosen tax office is no longer in the server's list (merged into another): taken out, and the box says what to choose again. */
export const TaxIdentificationOfficeGone: Story = story('taxIdentification', completeDocument, {
  externalEnums: { ...defaultExternalEnums, taxOffices: defaultExternalEnums.taxOffices.filter((o) => o.value !== '1134') },
});
/** The lists could not be loaded (no server here): the shipped ones stand in, and the box says they may be out of date. */
export const TaxIdentificationListsOutdated: Story = story('taxIdentification', completeDocument, { externalEnums: null });

export const BankEmpty: Story = empty('bank');
export const BankFilled: Story = filled('bank');
export const BankErrors: Story = errors('bank');
/** An IBAN with a wrong check number. */
export const BankInvalid: Story = errors('bank', { ...completeDocument, bank: { iban: 'DE89370400440532013001', holder: 'Erika Mustermann' } });

// Known data has no inputs: single and joint filing only.
export const KnownDataSingle: Story = filled('knownData');
export const KnownDataJoint: Story = filled('knownData', jointDocument);
/** Joint, but the tax office has no pension data for person B: a note says so and whom to ask, no empty rows. */
export const KnownDataJointSpouseWithoutPension: Story = filled('knownData', { ...jointDocument, known: prefilled.known });

export const DonationsQuestionEmpty: Story = empty('donationsQuestion');
export const DonationsQuestionFilled: Story = filled('donationsQuestion');
export const DonationsQuestionErrors: Story = errors('donationsQuestion');

export const DonationsEmpty: Story = empty('donations');
export const DonationsFilled: Story = filled('donations');
export const DonationsErrors: Story = errors('donations');
/** A second donation added and left empty, after Next: one message, next to its remove button. */
export const DonationsEmptySecondErrors: Story = errors('donations', {
  ...completeDocument,
  donations: { has: 'yes', items: [{ kind: 'donation', recipient: 'Tierheim Berlin', amount: '250.00' }, {}] },
});

export const MedicalQuestionEmpty: Story = empty('medicalQuestion');
export const MedicalQuestionFilled: Story = filled('medicalQuestion');
export const MedicalQuestionErrors: Story = errors('medicalQuestion');

export const MedicalEmpty: Story = empty('medical');
export const MedicalFilled: Story = filled('medical');
export const MedicalErrors: Story = errors('medical');

export const DisabilityQuestionEmpty: Story = empty('disabilityQuestion');
export const DisabilityQuestionFilled: Story = filled('disabilityQuestion');
export const DisabilityQuestionErrors: Story = errors('disabilityQuestion');

export const DisabilityEmpty: Story = empty('disability');
export const DisabilityFilled: Story = filled('disability');
export const DisabilityErrors: Story = errors('disability');
/** The grade chosen after Next reported it missing: its message has gone from the field, the error summary keeps it until the next Next. */
export const DisabilityCorrected: Story = story('disability', { ...completeDocument, disability: { personA: { has: 'yes', degree: '50' } } }, {
  validation: { screen: 'disability', errors: [{ path: 'disability.personA.degree', messageKey: 'validation.required', ns: 'validation' }], cleared: ['disability.personA.degree'] },
});
/** Joint filing: only person B has a disability. */
export const DisabilityJoint: Story = filled('disability', jointDocument);

export const HouseholdQuestionEmpty: Story = empty('householdQuestion');
export const HouseholdQuestionFilled: Story = filled('householdQuestion');
export const HouseholdQuestionErrors: Story = errors('householdQuestion');

export const HouseholdEmpty: Story = empty('household');
export const HouseholdFilled: Story = filled('household');
export const HouseholdErrors: Story = errors('household');
/** Paid in cash: the notice that such costs are not deductible (§ 35a (5) EStG), as for craftsman invoices. */
export const HouseholdCash: Story = filled('household', {
  ...completeDocument,
  household: { has: 'yes', items: [{ kind: 'garden', description: 'Hecke geschnitten', labourCost: '150.00', paidByTransfer: 'no' }] },
});

export const CraftsmanQuestionEmpty: Story = empty('craftsmanQuestion');
export const CraftsmanQuestionFilled: Story = filled('craftsmanQuestion');
export const CraftsmanQuestionErrors: Story = errors('craftsmanQuestion');

export const CraftsmanEmpty: Story = empty('craftsman');
export const CraftsmanFilled: Story = filled('craftsman');
export const CraftsmanErrors: Story = errors('craftsman');
/** Paid in cash: the notice that such costs are not deductible. */
export const CraftsmanCash: Story = filled('craftsman', {
  ...completeDocument,
  craftsman: { has: 'yes', items: [{ description: 'Fenster', labourCost: '300.00', paidByTransfer: 'no' }] },
});

// The review screen has no inputs: only the complete declaration.
export const ReviewFilled: Story = filled('review');
