import { useMediaQuery } from '../../hooks/useMediaQuery';

/** True on touch screens, where native pickers work better with screen readers than Radix Select. */
export function useCoarsePointer(): boolean {
  return useMediaQuery('(pointer: coarse)');
}
