import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppDecorator, fullPage, type AppStoryParameters } from '../../storybook/AppDecorator';
import { OpenElsewhereScreen } from './OpenElsewhereScreen';
import { sessionStatusAtom } from '../../state/session';

/** A signed-in page opened in a second tab: the declaration is open in another window. */
const meta = {
  title: 'App/Open in another window',
  component: OpenElsewhereScreen,
  decorators: [AppDecorator],
  parameters: { ...fullPage, app: { path: '/tax/wizard', setup: (store) => store.set(sessionStatusAtom, 'elsewhere') } satisfies AppStoryParameters },
} satisfies Meta<typeof OpenElsewhereScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpenElsewhere: Story = {};
