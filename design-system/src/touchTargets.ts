// The touch-target rule, shared by the browser checks (a11y-tests/support/checks.ts) and the
// Storybook debug view (.storybook/touchTargets.ts), so both judge a target the same way.

/** Our target size in CSS px (WCAG 2.5.8 asks for 24; docs/accessibility-contract.md keeps 44, as 2.5.5 does). */
export const minTargetSize = 44;

/** What the browser checks count as a target. */
export const targetSelector =
  'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="radio"], [role="checkbox"], [role="combobox"], [role="link"], [tabindex]:not([tabindex="-1"])';

/** The Storybook view also outlines list options, tabs and switches. */
export const debugTargetSelector = `${targetSelector}, [role="option"], [role="tab"], [role="switch"]`;

/** `exempt`: a link in running text (WCAG 2.5.8 inline exception) or a skip link. */
export type TargetVerdict = 'ok' | 'small' | 'exempt';

export interface TargetScan {
  verdict: TargetVerdict;
  /** The element's box in viewport coordinates, as `getBoundingClientRect` gives it. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** `tag#id "name" is WxH`, the wording of the browser check's findings. */
  description: string;
}

export interface TargetScanOptions {
  selector: string;
  minSize: number;
}

/**
 * Every target under `root` that someone can meet, with its verdict. Left out: elements without a
 * box, hidden or aria-hidden ones, and the hidden native input behind a styled control.
 * Self-contained on purpose: Playwright sends this function's source into the page, so it may use
 * no imports and no other names of this module.
 */
export function scanTargets({ selector, minSize }: TargetScanOptions, root: ParentNode = document): TargetScan[] {
  const scans: TargetScan[] = [];
  const inRunningText = (el: Element) => {
    if (el.tagName !== 'A') return false;
    const block = el.closest('p, li, dd, td');
    if (!block) return false;
    const blockText = block.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    const ownText = el.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    return blockText.length > ownText.length + 1;
  };
  for (const el of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (rect.width <= 1 || rect.height <= 1 || style.visibility === 'hidden') continue;
    // Radix's native select mirror and other aria-hidden helpers are not targets anyone meets.
    if (el.closest('[aria-hidden="true"]')) continue;
    // A hidden native input behind a styled control: the label or the control is the target.
    if (el.tagName === 'INPUT' && (el.getAttribute('aria-hidden') === 'true' || style.opacity === '0')) continue;
    const skipLink = el.matches('a.skip, [data-skip-link]') || (el.tagName === 'A' && el.getAttribute('href')?.startsWith('#') && rect.top < 0);
    const small = rect.width < minSize - 0.5 || rect.height < minSize - 0.5;
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    scans.push({
      verdict: skipLink || inRunningText(el) ? 'exempt' : small ? 'small' : 'ok',
      x: rect.x,
      y: rect.y,
      width: rect.width,
      height: rect.height,
      description: `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''} "${name}" is ${Math.round(rect.width)}x${Math.round(rect.height)}`,
    });
  }
  return scans;
}
