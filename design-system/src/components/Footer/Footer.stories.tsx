import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './Footer.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { Footer } from './Footer';

const meta = {
  title: 'Chrome/Footer',
  component: Footer,
  parameters: componentParameters(a11yNote, { layout: 'fullscreen' }),
  args: {
    links: {
      dataProtection: { href: '#datenschutz' },
      imprint: { href: '#impressum' },
      accessibility: { href: '#barrierefreiheit' },
      portal: { href: 'https://example.org/portal' },
    },
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
