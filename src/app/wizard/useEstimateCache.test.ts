import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { FormDocument, FormModel } from '../../domain/forms';
import { estimateOf } from './estimate';
import { useEstimateCache } from './useEstimateCache';

vi.mock('./estimate', () => ({ estimateOf: vi.fn() }));
const estimate = vi.mocked(estimateOf);
const model = {} as FormModel;
const taxOf = new Map<FormDocument, number | null>();

beforeEach(() => {
  taxOf.clear();
  estimate.mockReset();
  estimate.mockImplementation((_model, doc) => {
    const cents = taxOf.get(doc);
    return cents === undefined || cents === null ? null : ({ totalTaxCents: cents } as ReturnType<typeof estimateOf>);
  });
});

function documentTaxed(cents: number | null): FormDocument {
  const doc: FormDocument = {};
  taxOf.set(doc, cents);
  return doc;
}

describe('useEstimateCache', () => {
  it('compares the document as the screen was entered with the one on Next, when the notice runs, and names that screen', () => {
    const { result, rerender } = renderHook(({ screen }) => useEstimateCache(model, screen), { initialProps: { screen: 'filing' } });
    const entered = documentTaxed(50_000);
    act(() => result.current.enterScreen(entered));
    const show = result.current.leaveScreen(documentTaxed(48_000));
    // The next screen's entry comes before the notice runs; the notice still compares with this screen's, and names it.
    rerender({ screen: 'personA' });
    act(() => result.current.enterScreen(documentTaxed(1)));
    expect(result.current.notice).toBeNull();
    act(() => show());
    expect(result.current.notice).toEqual({ previous: 50_000, current: 48_000, screen: 'filing' });
  });

  it('shows nothing when the estimate stayed the same or is unknown', () => {
    const { result } = renderHook(() => useEstimateCache(model, 'medical'));
    act(() => result.current.enterScreen(documentTaxed(50_000)));
    act(() => result.current.leaveScreen(documentTaxed(48_000))());
    expect(result.current.notice).not.toBeNull();
    act(() => result.current.enterScreen(documentTaxed(50_000)));
    act(() => result.current.leaveScreen(documentTaxed(50_000))());
    expect(result.current.notice).toBeNull();
    act(() => result.current.enterScreen(documentTaxed(null)));
    act(() => result.current.leaveScreen(documentTaxed(40_000))());
    expect(result.current.notice).toBeNull();
  });

  it('estimates each document once', () => {
    const { result } = renderHook(() => useEstimateCache(model, 'medical'));
    const first = documentTaxed(50_000);
    const second = documentTaxed(45_000);
    act(() => result.current.enterScreen(first));
    act(() => result.current.leaveScreen(second)());
    act(() => result.current.enterScreen(second));
    act(() => result.current.leaveScreen(second)());
    expect(estimate).toHaveBeenCalledTimes(2);
    expect(estimate.mock.calls.map(([, doc]) => doc)).toEqual([first, second]);
  });
});
