import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './PageHeading.a11y.md?raw';
import { isolatedReason } from '../../test/storyParameters';
import { PageHeading } from './PageHeading';

// A page heading is the page's h1, so only the landmark rules are off here.
const meta = {
  title: 'Text/PageHeading',
  component: PageHeading,
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: 'region', enabled: false, reason: isolatedReason },
          { id: 'landmark-one-main', enabled: false, reason: isolatedReason },
        ],
      },
    },
    docs: { description: { component: a11yNote } },
  },
  args: { children: 'Ihre Steuererklärung 2024' },
} satisfies Meta<typeof PageHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongText: Story = { args: { children: 'Welche Renten und Versorgungsbezüge haben Sie im Jahr 2024 erhalten?' } };
