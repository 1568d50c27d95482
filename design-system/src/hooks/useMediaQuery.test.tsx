import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './useMediaQuery';

/** A matchMedia whose answer the test flips, telling the listeners like a resized window would. */
function fakeMatchMedia(initial: boolean) {
  let current = initial;
  const listeners = new Set<() => void>();
  const spy = vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return current;
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    spy,
    listeners,
    set(next: boolean) {
      current = next;
      for (const listener of listeners) listener();
    },
  };
}

function Probe({ query }: { query: string }) {
  return <p>{useMediaQuery(query) ? 'wide' : 'narrow'}</p>;
}

describe('useMediaQuery', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers the query now and follows its changes', () => {
    const media = fakeMatchMedia(false);
    const { unmount } = render(<Probe query="screen and (min-width: 1024px)" />);
    expect(screen.getByText('narrow')).toBeTruthy();
    expect(media.spy).toHaveBeenCalledWith('screen and (min-width: 1024px)');
    act(() => media.set(true));
    expect(screen.getByText('wide')).toBeTruthy();
    act(() => media.set(false));
    expect(screen.getByText('narrow')).toBeTruthy();
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
