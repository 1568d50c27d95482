import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useLeaveGuard } from './useLeaveGuard';

function closeTab(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

afterEach(() => vi.unstubAllGlobals());

describe('useLeaveGuard', () => {
  it('asks before the tab closes once the user has interacted with the page', () => {
    vi.stubGlobal('navigator', { ...navigator, userActivation: { hasBeenActive: true, isActive: false } });
    const { unmount } = renderHook(() => useLeaveGuard(true, () => {}));
    expect(closeTab().defaultPrevented).toBe(true);
    unmount();
    expect(closeTab().defaultPrevented).toBe(false);
  });

  it('does not ask (the browser would refuse and log an error) before any interaction', () => {
    vi.stubGlobal('navigator', { ...navigator, userActivation: { hasBeenActive: false, isActive: false } });
    renderHook(() => useLeaveGuard(true, () => {}));
    expect(closeTab().defaultPrevented).toBe(false);
  });

  it('does not ask when leaving is allowed', () => {
    vi.stubGlobal('navigator', { ...navigator, userActivation: { hasBeenActive: true, isActive: false } });
    renderHook(() => useLeaveGuard(false, () => {}));
    expect(closeTab().defaultPrevented).toBe(false);
  });
});
