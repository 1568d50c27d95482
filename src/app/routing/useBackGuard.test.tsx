import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { useBackGuard } from './useBackGuard';

function Guarded({ onBack, active = true }: { onBack: () => void; active?: boolean }) {
  useBackGuard('test', active, onBack);
  return <p>guarded</p>;
}

const marked = () => (window.history.state as Record<string, unknown> | null)?.einfachBackGuard === 'test';

async function browserBack() {
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('useBackGuard', () => {
  it('takes the browser\'s Back for the screen, and asks again only after the user\'s next click or key', async () => {
    const onBack = vi.fn();
    const before = window.history.length;
    const { unmount } = render(<Guarded onBack={onBack} />);
    // One entry of the same address on top of the screen's own.
    expect(window.history.length).toBe(before + 1);
    expect(marked()).toBe(true);
    const href = window.location.href;

    await browserBack();
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(window.location.href).toBe(href);
    // No entry is added right after a Back: a browser skips a page's entries added without the user's activation.
    expect(marked()).toBe(false);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(marked()).toBe(false);
    fireEvent.click(document.body);
    expect(marked()).toBe(true);

    await browserBack();
    expect(onBack).toHaveBeenCalledTimes(2);
    unmount();
  });

  it('adds nothing while inactive, and none again on an entry it left (Back from a later page)', () => {
    const onBack = vi.fn();
    fireEvent.click(document.body);
    // A page of the app's own before this one (and no later entries left from the test before).
    window.history.pushState(null, '', window.location.href);
    const before = window.history.length;
    const { rerender, unmount } = render(<Guarded onBack={onBack} active={false} />);
    expect(window.history.length).toBe(before);
    rerender(<Guarded onBack={onBack} active />);
    expect(window.history.length).toBe(before + 1);
    unmount();
    // Mounted again on its own entry (as after Back from the summary to the wizard): nothing more.
    render(<Guarded onBack={onBack} />);
    expect(window.history.length).toBe(before + 1);
    expect(onBack).not.toHaveBeenCalled();
  });
});
