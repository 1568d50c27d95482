import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './Banner.a11y.md?raw';
import { isolatedReason } from '../../test/storyParameters';
import { Banner } from './Banner';

// A labelled region is itself a landmark, so only the main/h1 rules are off.
const meta = {
  title: 'Chrome/Banner',
  component: Banner,
  parameters: {
    layout: 'fullscreen',
    a11y: {
      config: {
        rules: [
          { id: 'landmark-one-main', enabled: false, reason: isolatedReason },
          { id: 'page-has-heading-one', enabled: false, reason: isolatedReason },
        ],
      },
    },
    docs: { description: { component: a11yNote } },
  },
  args: { title: 'Testmodus' },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithText: Story = { args: { children: 'Daten werden nicht an das Finanzamt übermittelt. Nutzen Sie nur Testdaten.' } };
