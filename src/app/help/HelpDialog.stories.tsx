import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppDecorator, fullPage, type AppStoryParameters } from '../storybook/AppDecorator';
import { RegistrationSuccessScreen } from '../screens/registration/RegistrationSuccessScreen';
import { helpContentAtom, modalContextAtom, type HelpContent } from '../state/modal';

const meta = {
  title: 'App/Context help',
  render: () => <RegistrationSuccessScreen />,
  decorators: [AppDecorator],
  parameters: fullPage,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const withHelp = (content: HelpContent) => ({
  ...fullPage,
  app: {
    path: '/registration/success',
    setup: (store) => {
      store.set(modalContextAtom, { show: true, topic: 'registration', element: 'documents' });
      store.set(helpContentAtom, content);
    },
  } satisfies AppStoryParameters,
});

export const Loaded: Story = {
  parameters: withHelp({
    status: 'loaded',
    title: 'Welche Unterlagen brauche ich?',
    paragraphs: [
      'Legen Sie Ihre Steuer-Identifikationsnummer und den Brief mit dem Freischaltcode bereit.',
      'Für Spenden, Krankheitskosten, Handwerker und Hilfen im Haushalt brauchen Sie die Rechnungen oder Bescheinigungen mit den Beträgen.',
    ],
  }),
};
export const Loading: Story = { parameters: withHelp({ status: 'loading' }) };
export const Failed: Story = { parameters: withHelp({ status: 'failed' }) };

/** The help of a topic screen of the wizard: a link to the topic in Leichte Sprache, opening in a new tab. */
export const WithLeichteSprache: Story = {
  parameters: {
    ...fullPage,
    app: {
      path: '/registration/success',
      setup: (store) => {
        store.set(modalContextAtom, { show: true, topic: 'donations', element: 'has' });
        store.set(helpContentAtom, {
          status: 'loaded',
          title: 'Spenden und Mitgliedsbeiträge',
          paragraphs: ['Spenden an gemeinnützige Organisationen, Kirchen und Parteien senken Ihre Steuer.'],
        });
      },
    } satisfies AppStoryParameters,
  },
};
