import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route } from 'wouter';
import { AppDecorator, fullPage, type AppStoryParameters } from '../../storybook/AppDecorator';
import { easyReadPagePath, easyReadTopicPath, paths } from '../../routing/paths';
import { EasyReadOverviewScreen, EasyReadPageScreen, EasyReadTopicScreen } from './EasyReadScreens';

const meta = { title: 'App/Leichte Sprache', decorators: [AppDecorator], parameters: fullPage } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const app = (path: string) => ({ ...fullPage, app: { path } satisfies AppStoryParameters });

export const Overview: Story = { render: () => <EasyReadOverviewScreen />, parameters: app(paths.easyRead) };

/** The first of the four pages: what Einfach Erklären is and who it is for. */
export const FirstPage: Story = {
  render: () => (
    <Route path={paths.easyReadPage}>
      <EasyReadPageScreen />
    </Route>
  ),
  parameters: app(easyReadPagePath('angebot')),
};

/** The last page: more Leichte Sprache, sign language, where to get help (links to addresses). */
export const LastPage: Story = {
  render: () => (
    <Route path={paths.easyReadPage}>
      <EasyReadPageScreen />
    </Route>
  ),
  parameters: app(easyReadPagePath('mehr-hilfe')),
};

/** A topic of the tax return, as the wizard's help opens it. */
export const Topic: Story = {
  render: () => (
    <Route path={paths.easyReadTopic}>
      <EasyReadTopicScreen />
    </Route>
  ),
  parameters: app(easyReadTopicPath('spenden')),
};
