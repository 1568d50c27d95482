import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppDecorator, busyIndicatorShown, fullPage, type AppStoryParameters } from '../../storybook/AppDecorator';
import { LoginScreen } from './LoginScreen';
import { showErrorAtom } from '../../state/errors';
import { setLoadingAtom } from '../../state/loading';
import { sessionStatusAtom } from '../../state/session';

const meta = {
  title: 'App/Login',
  component: LoginScreen,
  decorators: [AppDecorator],
  parameters: { ...fullPage, app: { path: '/tax' } satisfies AppStoryParameters },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const app = (parameters: AppStoryParameters) => ({ ...fullPage, app: { path: '/tax', ...parameters } });
const filled = { idNr: '86095742719', accessCode: 'EEZ-7K3M-Q9WX-4HTP' };

export const Empty: Story = {};

/** A second tab of a browser signed in elsewhere: the login says what logging in here does to the other window. */
export const SignedInElsewhere: Story = { parameters: app({ setup: (store) => store.set(sessionStatusAtom, 'elsewhere') }) };

export const Errors: Story = {
  args: { initialValues: { idNr: '123', accessCode: 'EEZ-12' } },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('main button[type="submit"]')?.click();
  },
};

export const WrongCode: Story = {
  args: { initialValues: filled },
  parameters: app({ setup: (store) => store.set(showErrorAtom, { category: 'login-failed', messageKey: 'login.errors.wrongCode' }) }),
};

export const Locked: Story = {
  args: { initialValues: filled },
  parameters: app({ setup: (store) => store.set(showErrorAtom, { category: 'login-failed', messageKey: 'login.errors.locked' }) }),
};

export const Expired: Story = {
  args: { initialValues: filled },
  parameters: app({ setup: (store) => store.set(showErrorAtom, { category: 'login-failed', messageKey: 'login.errors.expired', sessionTicket: 'f00dcafe' }) }),
};

export const Busy: Story = {
  name: 'Busy: generating keys',
  args: { initialValues: filled, initialStep: 'keys' },
  parameters: app({ setup: (store) => store.set(setLoadingAtom, ['login', true]) }),
  play: busyIndicatorShown,
};

export const TestMode: Story = { parameters: app({ testMode: true }) };
