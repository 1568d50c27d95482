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

/** The help of a topic screen of the wizard: a button that shows the topic in Leichte Sprache inside the dialog. */
const withDonationsHelp = {
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
};
export const WithLeichteSprache: Story = { parameters: withDonationsHelp };

/** Waits up to 5 s for `find` to answer (the dialog and the topic's text load as chunks of their own). */
async function waitFor<T>(find: () => T | null | undefined): Promise<T | null> {
  for (let i = 0; i < 100; i += 1) {
    const found = find();
    if (found) return found;
    await new Promise((done) => setTimeout(done, 50));
  }
  return null;
}

/** The topic "Spenden" in Leichte Sprache, read inside the help dialog (the screen behind stays as it is). */
export const LeichteSpracheInside: Story = {
  parameters: withDonationsHelp,
  play: async () => {
    const button = await waitFor(() => [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find((b) => /Leichte/.test(b.textContent ?? '')));
    button?.click();
    await waitFor(() => document.querySelector('[role="dialog"] h3[lang="de"]'));
  },
};
