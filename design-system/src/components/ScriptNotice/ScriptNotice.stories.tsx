import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './ScriptNotice.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { List } from '../List';
import { Text } from '../Text';
import { ScriptNotice } from './ScriptNotice';

const meta = {
  title: 'Feedback/ScriptNotice',
  component: ScriptNotice,
  parameters: componentParameters(a11yNote),
  // In Storybook the script runs, so the notice shows only when told to: as on a page whose script has not come.
  args: {
    show: 'always',
    title: 'Zum Anmelden braucht Ihr Browser JavaScript',
    children: (
      <>
        <Text>Beim Anmelden erstellt Ihr Browser einen sicheren Schlüssel. Dafür braucht er JavaScript.</Text>
        <Text>Das können Sie tun:</Text>
        <List
          items={[
            'Warten Sie einen Moment. Vielleicht lädt die Seite noch.',
            'Laden Sie die Seite neu.',
            'Schalten Sie JavaScript in Ihrem Browser ein. Oder nutzen Sie einen anderen Browser.',
          ]}
        />
      </>
    ),
  },
} satisfies Meta<typeof ScriptNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {};
export const English: Story = {
  args: {
    title: 'To log in, your browser needs JavaScript',
    children: (
      <>
        <Text>When you log in, your browser makes a secure key. It needs JavaScript for this.</Text>
        <Text>What you can do:</Text>
        <List items={['Wait a moment. The page may still be loading.', 'Reload the page.', 'Switch on JavaScript in your browser, or use a different browser.']} />
      </>
    ),
  },
  globals: { locale: 'en' },
};
/** As the server sends it: hidden for 2 s and then shown, unless the script takes the page over first (here it does, so nothing shows). */
export const UntilScript: Story = { args: { show: 'untilScript' } };
