import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppDecorator, fullPage, type AppStoryParameters } from '../storybook/AppDecorator';
import { StartScreen } from '../screens/StartScreen';
import { sessionModalAtom, type SessionModal } from '../state/modal';
import { lastActivityAtom, loginUserAtom, sessionStatusAtom } from '../state/session';

const meta = {
  title: 'App/Session modals',
  render: () => <StartScreen />,
  decorators: [AppDecorator],
  parameters: fullPage,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in page with the given session modal open; the warning starts 2:30 before expiry. */
const withModal = (modal: SessionModal) => ({
  ...fullPage,
  app: {
    path: '/',
    setup: (store) => {
      const timeoutMs = 45 * 60_000;
      store.set(sessionStatusAtom, modal === 'expired' || modal === 'maxSession' || modal === 'ended' ? 'expired' : 'authenticated');
      store.set(lastActivityAtom, Date.now() - timeoutMs + 150_000);
      store.set(loginUserAtom, { id: '86095742719', loginAt: Date.now() - 60 * 60_000 });
      store.set(sessionModalAtom, modal);
    },
  } satisfies AppStoryParameters,
});

export const Warning: Story = { name: 'Session warning', parameters: withModal('warning') };
/** Logged out after inactivity: for the person's security, with their answers kept (no network word: the network is fine). */
export const LoggedOutAfterInactivity: Story = { parameters: withModal('expired') };
/** Logged out at the login's maximum time: the same title, its own reason. */
export const MaximumSessionTime: Story = { parameters: withModal('maxSession') };
/** The login ended elsewhere (another window logged in, the server ended it): found at a call or when the tab came back. */
export const NoLongerLoggedIn: Story = { parameters: withModal('ended') };
export const AccessCodeExpired: Story = { parameters: withModal('accessCodeExpired') };
