import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './Link.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { Link } from './Link';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  parameters: componentParameters(a11yNote),
  args: { href: '#datenschutz', children: 'Datenschutzerklärung lesen' },
  render: (args) => (
    <p>
      Mehr dazu: <Link {...args} />
    </p>
  ),
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {};
export const External: Story = { args: { href: 'https://www.elster.de', external: true, children: 'Mein ELSTER' } };
export const LongText: Story = {
  args: { children: 'Informationen zur steuerlichen Behandlung von Renten aus der gesetzlichen Rentenversicherung und aus Pensionskassen' },
};

/** Alone on its line (e.g. a download link): a 44 px target like a button. */
export const Standalone: Story = {
  args: { href: '#bestaetigung.pdf', standalone: true, download: 'bestaetigung.pdf', children: 'Bestätigung herunterladen (PDF)' },
  render: (args) => <Link {...args} />,
};

/** A download that is the page's main action: a link drawn as the primary button, its format in its name. */
export const AsPrimaryButton: Story = {
  args: { href: '#bestaetigung.pdf', download: 'bestaetigung.pdf', button: 'primary', children: 'Bestätigung herunterladen (PDF)' },
  render: (args) => <Link {...args} />,
};
