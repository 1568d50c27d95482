import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './afterPaint';

describe('afterPaint', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs after the next frame, once', () => {
    const work = vi.fn();
    afterPaint(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs after 200 ms when no frame comes (a tab in the background)', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const work = vi.fn();
    afterPaint(work);
    vi.advanceTimersByTime(199);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
