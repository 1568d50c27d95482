/** Longest wait: a hidden tab paints no frames, and the work must still happen. */
const FALLBACK_MS = 200;

/** Runs `work` once, after the next frame is painted (or after FALLBACK_MS when no frame comes). */
export function afterPaint(work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, FALLBACK_MS);
}
