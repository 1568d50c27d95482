import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { LiveRegion } from './LiveRegion';

describe('LiveRegion', () => {
  it('keeps one region and updates its text', () => {
    const { container, rerender } = render(<LiveRegion politeness="polite" message="" />);
    const region = container.querySelector('[aria-live]')!;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-atomic', 'true');
    rerender(<LiveRegion politeness="polite" message="3 Ergebnisse" />);
    expect(container.querySelector('[aria-live]')).toBe(region);
    expect(region).toHaveTextContent('3 Ergebnisse');
  });
  it('supports assertive', () => {
    const { container } = render(<LiveRegion politeness="assertive" message="Verbindung unterbrochen" />);
    expect(container.querySelector('[aria-live="assertive"]')).toHaveTextContent('Verbindung unterbrochen');
  });
});
