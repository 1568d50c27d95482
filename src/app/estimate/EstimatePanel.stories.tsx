import type { Meta, StoryObj } from '@storybook/react-vite';
import { isolatedA11y, withTextSpacing } from '@einfach/design-system';
import { EstimatePanel } from './EstimatePanel';
import { EstimateChangeNotice } from './EstimateChangeNotice';
import { estimateExamples } from './examples';

const meta = {
  title: 'Estimate/EstimatePanel',
  component: EstimatePanel,
  parameters: { a11y: isolatedA11y },
  args: { result: estimateExamples.toPay, year: 2025, locale: 'de' },
  // The panel follows the Storybook language toolbar, like the app passes its locale.
  render: (args, context) => <EstimatePanel {...args} locale={(context.globals.locale as 'de' | 'en') ?? args.locale} />,
} satisfies Meta<typeof EstimatePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ToPay: Story = {};
export const Refund: Story = { args: { result: estimateExamples.refund, year: 2023 } };
export const Joint: Story = { args: { result: estimateExamples.joint, year: 2025 } };
export const ZeroTax: Story = { args: { result: estimateExamples.zeroTax, year: 2025 } };
/** Household help and a craftsman with no tax left to reduce: the reductions show 0 € and a note says why. */
export const ReductionsWithoutTax: Story = { args: { result: estimateExamples.reductionsWithoutTax, year: 2025, detailsOpen: true } };
/** Joint, but the tax office has no pension data for person B: no pension rows for B, a note says so. */
export const SpouseWithoutPension: Story = { args: { result: estimateExamples.spouseWithoutPension, year: 2025, detailsOpen: true } };
export const LongBreakdown: Story = { args: { result: estimateExamples.longBreakdown, year: 2024 } };

/** 320 px (1280 px at 400 % zoom) with text spacing and the calculation open: rows stacked, every amount whole. */
export const NarrowTable: Story = {
  args: { result: estimateExamples.longBreakdown, year: 2024, detailsOpen: true },
  globals: { viewport: { value: 'w320', isRotated: false } },
  decorators: [withTextSpacing],
};

/** After Next on the medical costs: the notice names the topic whose answers changed the estimate. */
export const ChangeNotice: Story = {
  render: (_args, context) => {
    const locale = (context.globals.locale as 'de' | 'en') ?? 'de';
    return <EstimateChangeNotice previousTaxCents={100_000} currentTaxCents={76_000} topic={locale === 'en' ? 'Medical costs' : 'Krankheitskosten'} locale={locale} />;
  },
};
