import type { Meta, StoryObj } from '@storybook/react-vite';
import WizardScreen from './WizardScreen';
import { withDeclaration } from '../../wizard/testing/story';
import { filledDocument, jointDocument, prefilled } from '../../wizard/testing/harness';

const meta = { title: 'Declaration/Wizard', component: WizardScreen } satisfies Meta<typeof WizardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Args = Story['args'];

const at = (screen: string) => `/tax/wizard?screen=${screen}`;

export const FilingEmpty: Story = { decorators: [withDeclaration<Args>(at('filing'), { document: prefilled })] };
export const FilingErrors: Story = {
  decorators: [withDeclaration<Args>(at('filing'), { document: prefilled, validation: { screen: 'filing', errors: [{ path: 'filing.joint', messageKey: 'validation.required', ns: 'validation' }] } })],
};
export const PersonAFilled: Story = { decorators: [withDeclaration<Args>(at('personA'), { document: filledDocument, activity: { visited: ['filing', 'personA'] } })] };
export const TaxOfficeErrors: Story = {
  decorators: [
    withDeclaration<Args>(at('taxIdentification'), {
      document: prefilled,
      validation: {
        screen: 'taxIdentification',
        errors: [
          { path: 'taxIdentification.kind', messageKey: 'validation.required', ns: 'validation' },
          { path: 'taxIdentification.state', messageKey: 'validation.required', ns: 'validation' },
        ],
      },
    }),
  ],
};
export const KnownDataJoint: Story = { decorators: [withDeclaration<Args>(at('knownData'), { document: jointDocument, activity: { visited: ['filing', 'personA', 'personB', 'taxIdentification', 'bank', 'knownData'] } })] };
export const DonationsRepeatable: Story = { decorators: [withDeclaration<Args>(at('donations'), { document: filledDocument })] };
export const CraftsmanCash: Story = {
  decorators: [withDeclaration<Args>(at('craftsman'), { document: { ...filledDocument, craftsman: { has: 'yes', items: [{ description: 'Fenster', labourCost: '300.00', paidByTransfer: 'no' }] } } })],
};
export const DisabilityJoint: Story = { decorators: [withDeclaration<Args>(at('disability'), { document: jointDocument })] };
export const LeaveModal: Story = { args: { initialLeave: 'back' }, decorators: [withDeclaration<Args>(at('filing'), { document: prefilled })] };
