import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { EstimateChangeNotice } from './EstimateChangeNotice';
import { renderEstimate } from './testI18n';

const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]');
const nbsp = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

describe('EstimateChangeNotice', () => {
  it('announces a lower tax politely in German', async () => {
    const { container } = await renderEstimate(<EstimateChangeNotice previousTaxCents={100_000} currentTaxCents={76_000} locale="de" />);
    expect(nbsp(liveRegion(container)?.textContent)).toBe('Ihre voraussichtliche Steuer sinkt um 240 €.');
    expect(container.querySelector('[aria-live="assertive"], [role="alert"]')).toBeNull();
  });

  it('announces it in English', async () => {
    const { container } = await renderEstimate(<EstimateChangeNotice previousTaxCents={100_000} currentTaxCents={76_000} locale="en" />, 'en');
    expect(liveRegion(container)?.textContent).toBe('Your estimated tax goes down by €240.');
  });

  it('announces a rise with cents', async () => {
    const { container } = await renderEstimate(<EstimateChangeNotice previousTaxCents={10_000} currentTaxCents={22_350} locale="de" />);
    expect(nbsp(liveRegion(container)?.textContent)).toBe('Ihre voraussichtliche Steuer steigt um 123,50 €.');
  });

  it('keeps the live region mounted but silent without a change, and announces the next change', async () => {
    const { container, rerender } = await renderEstimate(<EstimateChangeNotice previousTaxCents={null} currentTaxCents={50_000} locale="de" />);
    expect(liveRegion(container)).not.toBeNull();
    expect(liveRegion(container)?.textContent).toBe('');
    expect(screen.queryByText(/Steuer/)).toBeNull();
    const region = liveRegion(container);
    rerender(<EstimateChangeNotice previousTaxCents={50_000} currentTaxCents={50_000} locale="de" />);
    expect(liveRegion(container)).toBe(region);
    expect(liveRegion(container)?.textContent).toBe('');
    rerender(<EstimateChangeNotice previousTaxCents={50_000} currentTaxCents={26_000} locale="de" />);
    expect(liveRegion(container)).toBe(region);
    expect(nbsp(region?.textContent)).toBe('Ihre voraussichtliche Steuer sinkt um 240 €.');
  });
});
