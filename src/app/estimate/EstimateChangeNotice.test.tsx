import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Text } from '@einfach/design-system';
import { EstimateChangeNotice } from './EstimateChangeNotice';
import { renderEstimate } from './testI18n';

const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]');
const nbsp = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

describe('EstimateChangeNotice', () => {
  it('announces a lower tax politely in German, naming the topic whose answers made it', async () => {
    const { container } = await renderEstimate(<EstimateChangeNotice previousTaxCents={100_000} currentTaxCents={76_000} topic="Krankheitskosten" locale="de" />);
    expect(nbsp(liveRegion(container)?.textContent)).toBe('Ihre Angaben zu „Krankheitskosten“ senken Ihre voraussichtliche Steuer um 240 €.');
    expect(container.querySelector('[aria-live="assertive"], [role="alert"]')).toBeNull();
  });

  it('announces it in English', async () => {
    const { container } = await renderEstimate(<EstimateChangeNotice previousTaxCents={100_000} currentTaxCents={76_000} topic="Medical costs" locale="en" />, 'en');
    expect(liveRegion(container)?.textContent).toBe('Your answers on “Medical costs” lower your estimated tax by €240.');
  });

  it('announces a rise with cents', async () => {
    const { container } = await renderEstimate(<EstimateChangeNotice previousTaxCents={10_000} currentTaxCents={22_350} topic="Handwerkerleistungen" locale="de" />);
    expect(nbsp(liveRegion(container)?.textContent)).toBe('Ihre Angaben zu „Handwerkerleistungen“ erhöhen Ihre voraussichtliche Steuer um 123,50 €.');
  });

  it('shows its visible copy in body text, not in the small grey type of secondary notes (issue 37)', async () => {
    const { container } = await renderEstimate(<EstimateChangeNotice previousTaxCents={100_000} currentTaxCents={76_000} topic="Krankheitskosten" locale="de" />);
    const copy = container.querySelector('[aria-hidden="true"] p');
    expect(nbsp(copy?.textContent)).toBe('Ihre Angaben zu „Krankheitskosten“ senken Ihre voraussichtliche Steuer um 240 €.');
    const body = render(<Text>body</Text>).container.querySelector('p');
    const smallGrey = render(
      <Text size="small" tone="secondary">
        small
      </Text>,
    ).container.querySelector('p');
    expect(copy?.className).toBe(body?.className);
    expect(copy?.className).not.toBe(smallGrey?.className);
  });

  it('keeps the live region mounted but silent without a change, and announces the next change', async () => {
    const { container, rerender } = await renderEstimate(<EstimateChangeNotice previousTaxCents={null} currentTaxCents={50_000} topic="" locale="de" />);
    expect(liveRegion(container)).not.toBeNull();
    expect(liveRegion(container)?.textContent).toBe('');
    expect(screen.queryByText(/Steuer/)).toBeNull();
    const region = liveRegion(container);
    rerender(<EstimateChangeNotice previousTaxCents={50_000} currentTaxCents={50_000} topic="Spenden und Mitgliedsbeiträge" locale="de" />);
    expect(liveRegion(container)).toBe(region);
    expect(liveRegion(container)?.textContent).toBe('');
    rerender(<EstimateChangeNotice previousTaxCents={50_000} currentTaxCents={26_000} topic="Spenden und Mitgliedsbeiträge" locale="de" />);
    expect(liveRegion(container)).toBe(region);
    expect(nbsp(region?.textContent)).toBe('Ihre Angaben zu „Spenden und Mitgliedsbeiträge“ senken Ihre voraussichtliche Steuer um 240 €.');
  });
});
