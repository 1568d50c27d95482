import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './PageLayout.a11y.md?raw';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { ButtonGroup } from '../ButtonGroup';
import { ErrorBox } from '../ErrorBox';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { PageHeading } from '../PageHeading';
import { StepIndicator } from '../StepIndicator';
import { Text } from '../Text';
import { Timeline } from '../Timeline';
import { PageLayout } from './PageLayout';

const header = (
  <Header
    productName="Einfach Erklären"
    homeHref="#start"
    helpHref="https://example.org/hilfe"
    contrast={false}
    onContrastChange={() => {}}
    locale="de"
    onLocaleChange={() => {}}
  />
);
const footer = (
  <Footer
    links={{
      dataProtection: { href: '#datenschutz' },
      imprint: { href: '#impressum' },
      accessibility: { href: '#barrierefreiheit' },
      portal: { href: 'https://example.org/portal' },
    }}
  />
);
const content = (
  <>
    <StepIndicator current={3} total={6} />
    <PageHeading>Renten</PageHeading>
    <Text size="lead">Tragen Sie hier die Renten ein, die Sie im Jahr 2024 erhalten haben.</Text>
    <Text>Die Beträge finden Sie in der Rentenbezugsmitteilung Ihrer Rentenversicherung.</Text>
    <ButtonGroup>
      <Button>Weiter</Button>
      <Button variant="secondary">Zurück</Button>
    </ButtonGroup>
  </>
);
const noop = () => {};

// A full page: landmark and h1 rules stay on.
const meta = {
  title: 'Chrome/PageLayout',
  component: PageLayout,
  parameters: { layout: 'fullscreen', docs: { description: { component: a11yNote }, story: { inline: false, height: '700px' } } },
  args: { header, footer, children: content },
} satisfies Meta<typeof PageLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithTestModeBanner: Story = { args: { banner: <Banner title="Testmodus">Nutzen Sie nur Testdaten.</Banner> } };
export const WithError: Story = {
  args: {
    errors: (
      <ErrorBox
        category="technical"
        title="Das hat nicht geklappt"
        message="Der Server ist gerade nicht erreichbar. Versuchen Sie es in ein paar Minuten noch einmal."
        sessionTicket="7F3A-22C1-9B0E"
      />
    ),
  },
};
export const MasterDetail: Story = {
  args: {
    aside: (
      <Timeline
        label="Schritte der Erklärung"
        items={[
          { id: 'person', title: 'Angaben zur Person', state: 'visited', onSelect: noop },
          { id: 'bank', title: 'Bankverbindung', state: 'visited', onSelect: noop },
          { id: 'pensions', title: 'Renten', state: 'current', onSelect: noop },
          { id: 'insurance', title: 'Versicherungen', state: 'unvisited' },
          { id: 'summary', title: 'Zusammenfassung', state: 'unvisited' },
        ]}
      />
    ),
  },
};
