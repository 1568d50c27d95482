import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppDecorator, busyIndicatorShown, fullPage, type AppStoryParameters } from '../../storybook/AppDecorator';
import { RegistrationIntroScreen } from './RegistrationIntroScreen';
import { RegistrationFormScreen } from './RegistrationFormScreen';
import { RegistrationSuccessScreen } from './RegistrationSuccessScreen';
import { registrationMessageAtom } from '../../state/session';
import { setLoadingAtom } from '../../state/loading';
import { showErrorAtom } from '../../state/errors';

const meta = {
  title: 'App/Registration',
  decorators: [AppDecorator],
  parameters: fullPage,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const app = (parameters: AppStoryParameters) => ({ ...fullPage, app: parameters });

const submit = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  canvasElement.querySelector<HTMLButtonElement>('main button[type="submit"]')?.click();
};

export const Intro: Story = { render: () => <RegistrationIntroScreen />, parameters: app({ path: '/registration' }) };

export const IntroDoesNotApply: Story = {
  name: 'Intro: does not apply (modal)',
  render: () => <RegistrationIntroScreen initialModalOpen />,
  parameters: app({ path: '/registration' }),
};

export const FormEmpty: Story = { render: () => <RegistrationFormScreen />, parameters: app({ path: '/registration/form' }) };

export const FormErrors: Story = {
  name: 'Form: errors after submit',
  render: () => <RegistrationFormScreen initialValues={{ idNr: '1234' }} />,
  parameters: app({ path: '/registration/form' }),
  play: submit,
};

export const FormOneError: Story = {
  name: 'Form: one error',
  render: () => <RegistrationFormScreen initialValues={{ idNr: '86095742719', birthDate: '01.01.2020' }} />,
  parameters: app({ path: '/registration/form' }),
  play: submit,
};

export const FormBusy: Story = {
  name: 'Form: sending',
  render: () => <RegistrationFormScreen initialValues={{ idNr: '86095742719', birthDate: '24.03.1950' }} />,
  parameters: app({ path: '/registration/form', setup: (store) => store.set(setLoadingAtom, ['registration', true]) }),
  play: busyIndicatorShown,
};

export const FormServerError: Story = {
  name: 'Form: refused by the server',
  render: () => <RegistrationFormScreen initialValues={{ idNr: '86095742719', birthDate: '24.03.1950' }} />,
  parameters: app({
    path: '/registration/form',
    setup: (store) =>
      store.set(showErrorAtom, { category: 'registration-failed', message: 'Für diese Identifikationsnummer besteht bereits eine Registrierung.', sessionTicket: 'a1b2c3d4' }),
  }),
};

export const FormTestMode: Story = {
  name: 'Form: test mode',
  render: () => <RegistrationFormScreen />,
  parameters: app({ path: '/registration/form', testMode: true }),
};

export const Success: Story = {
  render: () => <RegistrationSuccessScreen />,
  parameters: app({ path: '/registration/success', setup: (store) => store.set(registrationMessageAtom, 'Ihre Registrierung ist eingegangen.') }),
};

export const SuccessTestMode: Story = {
  name: 'Success: test mode with access code',
  render: () => <RegistrationSuccessScreen />,
  parameters: app({
    path: '/registration/success',
    testMode: true,
    setup: (store) => store.set(registrationMessageAtom, 'Testbetrieb: Ihr Freischaltcode lautet EEZ-7K3M-Q9WX-4HTP. Im Echtbetrieb bekommen Sie ihn mit der Post.'),
  }),
};
