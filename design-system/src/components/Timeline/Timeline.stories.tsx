import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './Timeline.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { Timeline } from './Timeline';

const noop = () => {};

const meta = {
  title: 'Navigation/Timeline',
  component: Timeline,
  parameters: componentParameters(a11yNote),
  args: {
    label: 'Schritte der Erklärung',
    items: [
      { id: 'person', title: 'Angaben zur Person', state: 'visited', onSelect: noop },
      { id: 'bank', title: 'Bankverbindung', state: 'visited', onSelect: noop },
      { id: 'pensions', title: 'Renten', state: 'current', onSelect: noop },
      { id: 'insurance', title: 'Kranken- und Pflegeversicherung', state: 'unvisited' },
      { id: 'donations', title: 'Spenden', state: 'unvisited' },
      { id: 'summary', title: 'Zusammenfassung', state: 'unvisited' },
    ],
  },
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FirstStep: Story = {
  args: {
    items: [
      { id: 'person', title: 'Angaben zur Person', state: 'current', onSelect: noop },
      { id: 'bank', title: 'Bankverbindung', state: 'unvisited' },
    ],
  },
};
export const LongText: Story = {
  args: {
    items: [
      { id: 'a', title: 'Aufwendungen für haushaltsnahe Beschäftigungsverhältnisse und Handwerkerleistungen', state: 'visited', onSelect: noop },
      { id: 'b', title: 'Außergewöhnliche Belastungen', state: 'current', onSelect: noop },
    ],
  },
};
