import { paths } from './paths';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => {
  window.location.assign(to);
};

/** The router registers its navigate here so code outside components (API errors, logout) can route. */
export function registerNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}

/** A stored summary URL becomes the wizard URL: the summary must be prepared again (docs/product-spec.md §4). */
export function forwardTarget(url: string): string {
  return url.startsWith(paths.summary) ? paths.wizard : url;
}

// How many of our own pages lie behind the current one in this tab's history.
let depth = 0;
let popped = false;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    popped = true;
  });
}

/** Called by the router on every route change after the first. */
export function recordRouteChange(): void {
  depth = popped ? Math.max(0, depth - 1) : depth + 1;
  popped = false;
}

/** A Back that a screen's guard took (useBackGuard): no route changed, so nothing is counted. */
export function forgetPop(): void {
  popped = false;
}

/** True when history.back() stays inside the app. */
export function canGoBackInApp(): boolean {
  return depth > 0;
}
