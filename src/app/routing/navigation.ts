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

/** A stored summary URL becomes the wizard URL: the summary must be prepared again (spec §4). */
export function forwardTarget(url: string): string {
  return url.startsWith(paths.summary) ? paths.wizard : url;
}
