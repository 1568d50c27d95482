import type { StateCode } from './taxNumberFormats';
import { taxNumberFormatText, taxNumberPattern } from './taxNumberFormats';

export type MaskName = 'idNr' | 'accessCode' | 'iban' | 'personalId' | 'date';
export type MaskKind = Exclude<MaskName, 'date'> | { taxNumberState: StateCode };

type Prepare = (chunk: string, masked: { value: string }, flags?: { tail?: boolean }) => string;

/** Everything a masked control needs to know about one mask. */
export interface MaskSpec {
  /** Options for IMask's pattern mask. */
  options: {
    mask: string;
    definitions?: Record<string, RegExp>;
    prepare?: Prepare;
    lazy: true;
    eager?: boolean;
  };
  inputMode: 'numeric' | 'text';
  autoCapitalize: 'off' | 'characters';
  /** The format as shown in the hint; `formatKey` names a `forms.format.*` text instead. */
  formatText?: string;
  formatKey?: string;
  /** The characters that carry meaning, used to tell whether the mask would drop any. */
  significant: (raw: string) => string;
  /**
   * A separator typed after a group of one digit: the text the field should then hold, the group
   * padded ("1" + "." → "01."), or null when there is nothing to pad. People write 1.1.1950.
   */
  padGroup?: (before: string) => string | null;
  /** Whole text (a paste, an autofill) made what the mask expects ("1.1.1950" → "01.01.1950"). */
  whole?: (raw: string) => string;
}

const alnum: RegExp = /[A-Z0-9]/;
const upperAlnum = (raw: string) => raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
const digitsAndLetters = (raw: string) => raw.toUpperCase().replace(/[\s./\-_]/g, '');

/** A date written with one-digit day or month and any of the usual separators, padded to DD.MM.YYYY; other text as it is. */
export const padDate = (raw: string): string =>
  raw.trim().replace(/^(\d{1,2})[.,/-](\d{1,2})[.,/-](\d{4})$/, (_, d: string, m: string, y: string) => `${d.padStart(2, '0')}.${m.padStart(2, '0')}.${y}`);

/** "1" → "01.", "01.1" → "01.01.": a separator after a one-digit day or month. */
const padDateGroup = (before: string): string | null => {
  const m = /^(\d{2}\.)?(\d)$/.exec(before);
  return m ? `${m[1] ?? ''}0${m[2]}.` : null;
};

const accessCodePrefix = 'EEZ-';

/**
 * Lets the user type the "EEZ" prefix or leave it out. While the typed text could still be the
 * prefix it is kept; once it cannot, the letters taken for the prefix are re-entered as code.
 */
export const prepareAccessCode: Prepare = (chunk, masked, flags) => {
  const clean = chunk.toUpperCase().replace(/[^A-Z0-9-]/g, '');
  if (flags?.tail) return clean;
  const before = masked.value;
  if (before.length >= accessCodePrefix.length || !accessCodePrefix.startsWith(before)) return clean;
  const typed = (before + clean).replace(/-/g, '');
  if (typed.startsWith('EEZ') || 'EEZ'.startsWith(typed)) return clean;
  return accessCodePrefix.slice(before.length) + before.replace(/-/g, '') + clean.replace(/^-+/, '');
};

const specs: Record<MaskName, MaskSpec> = {
  idNr: {
    options: { mask: '00000000000', lazy: true },
    inputMode: 'numeric',
    autoCapitalize: 'off',
    formatKey: 'idNr',
    significant: digitsAndLetters,
  },
  accessCode: {
    options: { mask: 'EEZ-****-****-****', definitions: { '*': alnum }, prepare: prepareAccessCode, lazy: true },
    inputMode: 'text',
    autoCapitalize: 'characters',
    formatKey: 'accessCode',
    significant: (raw) => upperAlnum(raw).replace(/^EEZ(?=[A-Z0-9]{12}$)/, ''),
  },
  iban: {
    options: {
      mask: 'aa00 **** **** **** **** **',
      definitions: { a: /[A-Z]/, '*': alnum },
      prepare: (chunk) => chunk.toUpperCase().replace(/\s/g, ''),
      lazy: true,
    },
    inputMode: 'text',
    autoCapitalize: 'characters',
    formatKey: 'iban',
    significant: digitsAndLetters,
  },
  personalId: {
    options: { mask: '00 000 000 000', lazy: true },
    inputMode: 'numeric',
    autoCapitalize: 'off',
    formatKey: 'personalId',
    significant: digitsAndLetters,
  },
  date: {
    options: {
      mask: '00.00.0000',
      lazy: true,
      // A whole date arriving at once into an empty field (an autofill) may have one-digit groups.
      prepare: (chunk, masked) => (masked.value === '' && chunk.length > 1 ? padDate(chunk) : chunk),
    },
    inputMode: 'numeric',
    autoCapitalize: 'off',
    formatKey: 'date',
    significant: digitsAndLetters,
    padGroup: padDateGroup,
    whole: padDate,
  },
};

/**
 * Text as the user typed or pasted it, made what the mask expects (full-width digits to ASCII, separators
 * dropped). The design system has none of its own: the app passes the one of its domain.
 */
export type Normalize = (text: string) => string;

function baseSpec(kind: MaskKind | 'date'): MaskSpec {
  if (typeof kind === 'string') return specs[kind];
  const state = kind.taxNumberState;
  return {
    options: { mask: taxNumberPattern(state), lazy: true },
    inputMode: 'numeric',
    autoCapitalize: 'off',
    formatText: taxNumberFormatText(state),
    significant: digitsAndLetters,
  };
}

/** The mask's spec; with `normalize`, typed and pasted text passes through it before the mask's own preparation. */
export function maskSpec(kind: MaskKind | 'date', normalize?: Normalize): MaskSpec {
  const spec = baseSpec(kind);
  if (!normalize) return spec;
  const own = spec.options.prepare;
  // The tail re-appended after an edit inside the text has been through the mask already.
  const prepare: Prepare = (chunk, masked, flags) => {
    const text = flags?.tail ? chunk : normalize(chunk);
    return own ? own(text, masked, flags) : text;
  };
  return { ...spec, options: { ...spec.options, prepare } };
}

/** Stable key of a mask kind, for memoising IMask options. */
export const maskKey = (kind: MaskKind | 'date') => (typeof kind === 'string' ? kind : `taxNumber:${kind.taxNumberState}`);
