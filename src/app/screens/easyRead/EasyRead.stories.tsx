import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route } from 'wouter';
import { AppDecorator, fullPage, type AppStoryParameters } from '../../storybook/AppDecorator';
import { easyReadPagePath, easyReadTopicPath, paths } from '../../routing/paths';
import { sessionStatusAtom } from '../../state/session';
import { emptyWizardActivity, wizardActivityAtom, wizardAtom } from '../../state/wizard';
import { EasyReadOverviewScreen, EasyReadPageScreen, EasyReadTopicScreen } from './EasyReadScreens';

const meta = { title: 'App/Leichte Sprache', decorators: [AppDecorator], parameters: fullPage } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const app = (path: string) => ({ ...fullPage, app: { path } satisfies AppStoryParameters });

/** The overview: every page and topic with its picture (not logged in: no way back to a tax return). */
export const Overview: Story = { render: () => <EasyReadOverviewScreen />, parameters: app(paths.easyRead) };

/** Opened from the wizard with the header's link: the wizard's screen and answers wait in the tab. */
const fromTheWizard = (path: string) => ({
  ...fullPage,
  app: {
    path,
    setup: (store) => {
      store.set(sessionStatusAtom, 'authenticated');
      store.set(wizardAtom, { formModelName: 'ESt2025', document: {}, loaded: true });
      store.set(wizardActivityAtom, { ...emptyWizardActivity, current: 'donations', visited: ['donations'] });
    },
  } satisfies AppStoryParameters,
});

/** Logged in: the overview ends with "Zurück zu meiner Steuererklärung", to the wizard screen the person came from. */
export const OverviewLoggedIn: Story = { render: () => <EasyReadOverviewScreen />, parameters: fromTheWizard(paths.easyRead) };

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

/** A topic of the tax return, from the overview; not logged in, its way back leads to the login. */
export const Topic: Story = {
  render: () => (
    <Route path={paths.easyReadTopic}>
      <EasyReadTopicScreen />
    </Route>
  ),
  parameters: app(easyReadTopicPath('spenden')),
};

/** A topic read while logged in: "Zurück zu meiner Steuererklärung" leads to the wizard screen, its answers as they were. */
export const TopicLoggedIn: Story = {
  render: () => (
    <Route path={paths.easyReadTopic}>
      <EasyReadTopicScreen />
    </Route>
  ),
  parameters: fromTheWizard(easyReadTopicPath('haushaltshilfe')),
};
