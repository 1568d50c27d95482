import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import a11yNote from './MaskedInput.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { MaskedInput, type MaskedInputProps } from './MaskedInput';

function Demo(args: MaskedInputProps) {
  const [value, setValue] = useState(args.value);
  return <MaskedInput {...args} value={value} onChange={(unmasked) => setValue(unmasked)} />;
}

const meta = {
  title: 'Forms/MaskedInput',
  component: MaskedInput,
  render: (args) => <Demo {...args} />,
  parameters: componentParameters(a11yNote),
  args: { id: 'idNr', label: 'Steuer-Identifikationsnummer', mask: 'idNr', value: '', onChange: () => {} },
} satisfies Meta<typeof MaskedInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const IdNr: Story = {};
export const IdNrWithHint: Story = { args: { hint: 'Sie finden sie oben auf Ihrem Rentenbescheid.' } };
export const IdNrWithError: Story = { args: { value: '3657426180', hint: 'Sie finden sie oben auf Ihrem Rentenbescheid.', error: 'Die Steuer-Identifikationsnummer hat genau 11 Ziffern.' } };
export const IdNrFilled: Story = { args: { value: '36574261809' } };
export const AccessCode: Story = { args: { id: 'accessCode', label: 'Zugangscode', mask: 'accessCode', hint: 'Er steht in unserem Brief an Sie.' } };
export const AccessCodeFilled: Story = { args: { id: 'accessCode', label: 'Zugangscode', mask: 'accessCode', value: 'ABCD2345WXYZ' } };
export const Iban: Story = { args: { id: 'iban', label: 'IBAN', mask: 'iban', hint: 'Für die Erstattung. Nur Konten in Deutschland.' } };
export const IbanFilled: Story = { args: { id: 'iban', label: 'IBAN', mask: 'iban', value: 'DE89370400440532013000' } };
export const PersonalId: Story = { args: { id: 'personalId', label: 'Persönliche Kennung', mask: 'personalId' } };
export const TaxNumberBadenWuerttemberg: Story = { args: { id: 'taxNumber', label: 'Steuernummer', mask: { taxNumberState: 'BW' }, value: '9381508152' } };
export const TaxNumberNordrheinWestfalen: Story = { args: { id: 'taxNumber', label: 'Steuernummer', mask: { taxNumberState: 'NW' } } };
export const TaxNumberRheinlandPfalz: Story = { args: { id: 'taxNumber', label: 'Steuernummer', mask: { taxNumberState: 'RP' }, value: '22815081540' } };
export const TaxNumberHessen: Story = { args: { id: 'taxNumber', label: 'Steuernummer', mask: { taxNumberState: 'HE' }, value: '01381508153' } };
export const TaxNumberBrandenburg: Story = { args: { id: 'taxNumber', label: 'Steuernummer', mask: { taxNumberState: 'BB' }, hint: 'Sie steht auf Ihrem letzten Steuerbescheid.' } };
export const TaxNumberWithError: Story = { args: { id: 'taxNumber', label: 'Steuernummer', mask: { taxNumberState: 'BY' }, value: '18181508150', error: 'Diese Steuernummer gibt es nicht. Prüfen Sie die Ziffern.' } };
export const LongLabelAndHint: Story = {
  args: {
    label: 'Steuer-Identifikationsnummer der Person, mit der Sie gemeinsam die Steuererklärung abgeben',
    hint: 'Jede Person hat ihre eigene Nummer. Sie steht auf dem Rentenbescheid, auf der Lohnsteuerbescheinigung und im Brief des Bundeszentralamts für Steuern.',
    error: 'Die Steuer-Identifikationsnummer hat genau 11 Ziffern.',
  },
};

/**
 * The paste and typing contract of MaskedInput.a11y.md, played with real events in Chromium (the story
 * test runs it in both themes): an IBAN pasted as printed, with spaces, is taken and formatted; one typed
 * in lower case without spaces is not blocked and gets its spaces and capitals while typing. The tax ID
 * as printed on letters ("36 574 261 809") pasted into the IdNr field becomes its 11 digits.
 */
export const PasteAndType: Story = {
  render: (args) => (
    <>
      <Demo {...args} id="iban" label="IBAN" mask="iban" />
      <Demo {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const iban = canvas.getByRole('textbox', { name: 'IBAN' });
    const idNr = canvas.getByRole('textbox', { name: 'Steuer-Identifikationsnummer' });

    await userEvent.click(iban);
    await userEvent.paste('DE89 3704 0044 0532 0130 00');
    expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
    await userEvent.clear(iban);
    expect(iban).toHaveValue('');
    await userEvent.keyboard('de89370400440532013000');
    expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');

    await userEvent.click(idNr);
    await userEvent.paste('36 574 261 809');
    expect(idNr).toHaveValue('36574261809');
    // Tab on: both values stay as the parent takes them over (a refused paste would have left a field empty).
    await userEvent.tab();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(idNr).toHaveValue('36574261809');
    expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
  },
};
