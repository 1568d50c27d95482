import { IMask } from 'react-imask';
import { maskSpec, type MaskKind, type Normalize } from './masks';

export interface MaskResult {
  masked: string;
  unmasked: string;
  complete: boolean;
  /** False when the mask had to drop or could not place some of the meaningful characters. */
  accepted: boolean;
}

/** Runs text through a mask the way typing would, without an input element; `normalize` as in maskSpec. */
export function applyMask(kind: MaskKind | 'date', raw: string, normalize?: Normalize): MaskResult {
  const spec = maskSpec(kind, normalize);
  const masked = IMask.createMask({ ...spec.options });
  if (spec.whole) raw = spec.whole(raw);
  masked.resolve(raw);
  const wanted = spec.significant(normalize ? normalize(raw) : raw);
  const got = spec.significant(masked.value);
  return {
    masked: masked.value,
    unmasked: masked.unmaskedValue,
    complete: masked.isComplete,
    accepted: got.endsWith(wanted),
  };
}
