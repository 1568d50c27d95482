import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { BusyIndicator } from './BusyIndicator';

describe('BusyIndicator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the status region mounted and shows nothing before the delay', () => {
    render(<BusyIndicator active label="Wird geladen" />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(399));
    expect(status).toBeEmptyDOMElement();
    expect(screen.queryByTestId('busy-visual')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(status).toHaveTextContent('Wird geladen');
    expect(screen.getByTestId('busy-visual')).toBeInTheDocument();
  });

  it('never shows up when the work ends before the delay', () => {
    const { rerender } = render(<BusyIndicator active label="Wird geladen" delayMs={500} />);
    act(() => vi.advanceTimersByTime(300));
    rerender(<BusyIndicator active={false} label="Wird geladen" delayMs={500} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('hides again when inactive, keeping the same region', () => {
    const { rerender } = render(<BusyIndicator active label="Wird geladen" delayMs={100} />);
    const status = screen.getByRole('status');
    act(() => vi.advanceTimersByTime(100));
    expect(status).toHaveTextContent('Wird geladen');
    rerender(<BusyIndicator active={false} label="Wird geladen" delayMs={100} />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toBeEmptyDOMElement();
  });
});
