import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppDecorator, fullPage, type AppStoryParameters } from '../storybook/AppDecorator';
import { StartScreen } from './StartScreen';
import { sessionStatusAtom } from '../state/session';

const meta = {
  title: 'App/Start',
  component: StartScreen,
  decorators: [AppDecorator],
  parameters: { ...fullPage, app: { path: '/' } satisfies AppStoryParameters },
} satisfies Meta<typeof StartScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {};

export const TestMode: Story = { parameters: { app: { path: '/', testMode: true } satisfies AppStoryParameters } };

export const SignedIn: Story = {
  parameters: { app: { path: '/', setup: (store) => store.set(sessionStatusAtom, 'authenticated') } satisfies AppStoryParameters },
};
