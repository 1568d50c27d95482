import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { canGoBackInApp } from './navigation';

/** Back uses browser history (docs/product-spec.md §2); with no earlier page of ours it goes to `fallback`. */
export function useBack(fallback: string) {
  const [, navigate] = useLocation();
  return useCallback(() => {
    if (canGoBackInApp()) window.history.back();
    else navigate(fallback);
  }, [navigate, fallback]);
}
