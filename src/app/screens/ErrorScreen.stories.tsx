import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppDecorator, fullPage, type AppStoryParameters } from '../storybook/AppDecorator';
import { ErrorScreen } from './ErrorScreen';
import { ClientLogScreen } from './ClientLogScreen';
import { clientLoggingAtom } from '../state/session';

const meta = {
  title: 'App/Error and client log',
  decorators: [AppDecorator],
  parameters: fullPage,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const app = (parameters: AppStoryParameters) => ({ ...fullPage, app: parameters });

export const ServerError: Story = { render: () => <ErrorScreen variant="server" />, parameters: app({ path: '/error' }) };
export const ClientError: Story = { render: () => <ErrorScreen variant="client" />, parameters: app({ path: '/error' }) };
export const UncaughtError: Story = { render: () => <ErrorScreen variant="uncaught" />, parameters: app({ path: '/' }) };
export const ClientLogOff: Story = { render: () => <ClientLogScreen />, parameters: app({ path: '/client-log' }) };
export const ClientLogOn: Story = {
  render: () => <ClientLogScreen />,
  parameters: app({ path: '/client-log', setup: (store) => store.set(clientLoggingAtom, true) }),
};
