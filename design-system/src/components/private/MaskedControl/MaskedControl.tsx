import { useCallback, useEffect, useMemo, useRef, useState, type ClipboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useIMask } from 'react-imask';
import { applyMask, maskKey, maskSpec, type MaskKind, type Normalize } from '../../../masks';
import { fieldStyles, type FieldControlProps } from '../Field';
import { useFormsTranslation } from '../useFormsTranslation';

export type RejectReason =
  | { kind: 'key'; text: string }
  | { kind: 'full'; text: string }
  | { kind: 'paste-invalid'; text: string }
  | { kind: 'paste-full'; text: string };

export interface MaskedControlProps {
  /** The id and aria wiring its Field hands it. */
  control: FieldControlProps;
  kind: MaskKind | 'date';
  /** Either the unmasked or the masked form; both are understood. */
  value: string;
  onChange: (unmasked: string, masked: string) => void;
  onRejected?: (reason: RejectReason) => void;
  onBlur?: () => void;
  /** Shown in explanations, e.g. "TT.MM.JJJJ". */
  formatText: string;
  autoComplete?: string;
  className?: string;
  /** Makes typed and pasted text what the mask expects (full-width digits, separators); a stable function. */
  normalize?: Normalize;
}

/** The input debounce of docs/product-spec.md §5. */
export const inputDebounceMs = 30;
/** Key rejections are explained once the user pauses, not on every key. */
const keyRejectDebounceMs = 400;

/** A masked text input plus the polite status message that explains rejected keys and pastes. */
export function MaskedControl({ control, kind, value, onChange, onRejected, onBlur, formatText, autoComplete = 'off', className, normalize }: MaskedControlProps) {
  const { t } = useFormsTranslation();
  const key = maskKey(kind);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the mask only changes with its key
  const spec = useMemo(() => maskSpec(kind, normalize), [key, normalize]);
  const options = useMemo(() => ({ ...spec.options }), [spec]);
  const [status, setStatus] = useState('');
  const changeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const rejectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Every value reported since the last outside change: a parent that re-renders with any of
  // them is only echoing the user's typing back, possibly late, and must not revert newer keys.
  const reported = useRef(new Set<string>([value]));
  const changePending = useRef(false);
  const callbacks = useRef({ onChange, onRejected });
  callbacks.current = { onChange, onRejected };

  const onAccept = useCallback((masked: string, mask: { unmaskedValue: string }) => {
    const unmasked = mask.unmaskedValue;
    clearTimeout(rejectTimer.current);
    setStatus('');
    clearTimeout(changeTimer.current);
    changePending.current = true;
    changeTimer.current = setTimeout(() => {
      changePending.current = false;
      if (reported.current.size > 200) reported.current.clear();
      reported.current.add(unmasked).add(masked);
      callbacks.current.onChange(unmasked, masked);
    }, inputDebounceMs);
  }, []);

  // An empty value is not imposed: the mask is attached after the field shows, and what was typed or
  // filled in (a password manager, a restored form) in between must stay and be reported (below).
  const { ref, maskRef } = useIMask<HTMLInputElement>(options, { onAccept, defaultValue: value === '' ? undefined : value });
  const attached = useRef(false);

  /**
   * Reports a change still waiting for its debounce now: leaving the field, or submitting its form
   * (Enter right after the last key, a password manager's fill-and-submit), must never lose keys.
   */
  const flush = useCallback(
    (sync: boolean) => {
      const mask = maskRef.current;
      if (!changePending.current || !mask) return;
      clearTimeout(changeTimer.current);
      changePending.current = false;
      const [unmasked, masked] = [mask.unmaskedValue, mask.value];
      reported.current.add(unmasked).add(masked);
      // On submit the form's handler runs next and reads the state: render it first.
      if (sync) flushSync(() => callbacks.current.onChange(unmasked, masked));
      else callbacks.current.onChange(unmasked, masked);
    },
    [maskRef],
  );

  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    // Capture on the form runs before React's own submit handling at the root.
    const onSubmit = () => flush(true);
    form.addEventListener('submit', onSubmit, true);
    return () => form.removeEventListener('submit', onSubmit, true);
  }, [flush, ref]);

  const reject = useCallback((reason: RejectReason, message: string, debounce: boolean) => {
    callbacks.current.onRejected?.(reason);
    clearTimeout(rejectTimer.current);
    // Clearing first makes a repeated message be announced again.
    setStatus('');
    rejectTimer.current = setTimeout(() => setStatus(message), debounce ? keyRejectDebounceMs : 0);
  }, []);

  // Follow value changes from outside, but never revert what the user typed and we reported.
  useEffect(() => {
    const mask = maskRef.current;
    if (!mask) return;
    if (!attached.current) {
      attached.current = true;
      // Text that reached the field before the mask was attached (the mask has just taken it in):
      // the user's, so report it instead of clearing the field.
      if (value === '' && mask.unmaskedValue !== '') {
        reported.current.add(mask.unmaskedValue).add(mask.value);
        callbacks.current.onChange(mask.unmaskedValue, mask.value);
        return;
      }
    }
    // While the user types (a change not yet reported) any incoming value is older than the text;
    // a reported value arriving late while the field has focus is an echo. Elsewhere the caller
    // may set any value (e.g. clear a tax number when the state changes).
    const typing = typeof document !== 'undefined' && document.activeElement === ref.current;
    if (changePending.current || (typing && reported.current.has(value))) return;
    if (value === mask.unmaskedValue || value === mask.value) return;
    mask.value = value;
    reported.current = new Set([mask.unmaskedValue, mask.value]);
  }, [value, maskRef, ref]);

  // A separator typed after a one-digit group pads it (1.1.1950 → 01.01.1950) instead of being refused.
  useEffect(() => {
    const el = ref.current;
    const padGroup = spec.padGroup;
    if (!el || !padGroup) return;
    const onBeforeInput = (event: Event) => {
      const e = event as InputEvent;
      const mask = maskRef.current;
      if (!mask || e.inputType !== 'insertText' || !e.data || !/^[.,/\- ]$/.test(e.data)) return;
      if (el.selectionStart !== el.value.length || el.selectionEnd !== el.value.length) return;
      const padded = padGroup(el.value);
      if (!padded) return;
      e.preventDefault();
      mask.value = padded;
      mask.updateCursor(mask.value.length);
    };
    el.addEventListener('beforeinput', onBeforeInput);
    return () => el.removeEventListener('beforeinput', onBeforeInput);
  }, [spec, ref, maskRef]);

  // A key the mask refused leaves the text unchanged; IMask's own input listener ran before ours.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let pending: { data: string; value: string; collapsed: boolean } | null = null;
    const before = (event: Event) => {
      const e = event as InputEvent;
      pending = e.inputType === 'insertText' && e.data ? { data: e.data, value: el.value, collapsed: el.selectionStart === el.selectionEnd } : null;
    };
    const after = () => {
      const p = pending;
      pending = null;
      if (!p || el.value !== p.value) return;
      // A separator (a space between groups, a dash) is dropped on purpose: nothing to explain.
      if (normalize && normalize(p.data) === '') return;
      const full = p.collapsed && Boolean(maskRef.current?.masked.isComplete);
      if (full) reject({ kind: 'full', text: p.data }, t('rejected.full'), true);
      else reject({ kind: 'key', text: p.data }, t('rejected.key', { char: p.data, format: formatText }), true);
    };
    el.addEventListener('beforeinput', before);
    el.addEventListener('input', after);
    return () => {
      el.removeEventListener('beforeinput', before);
      el.removeEventListener('input', after);
    };
  });

  useEffect(() => () => {
    clearTimeout(changeTimer.current);
    clearTimeout(rejectTimer.current);
  }, []);

  // The paste rule of docs/product-spec.md §5: a full field only takes a paste that replaces all of it; a paste the
  // mask would mangle is refused as a whole and explained, never silently trimmed.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const mask = maskRef.current;
    if (!mask) return;
    event.preventDefault();
    const el = event.currentTarget;
    const text = event.clipboardData.getData('text').trim();
    const start = el.selectionStart ?? el.value.length;
    const end = el.selectionEnd ?? el.value.length;
    const replacesAll = el.value === '' || (start === 0 && end === el.value.length);
    if (!replacesAll && mask.masked.isComplete) {
      reject({ kind: 'paste-full', text }, t('rejected.pasteFull'), false);
      return;
    }
    const raw = replacesAll ? text : el.value.slice(0, start) + text + el.value.slice(end);
    const result = applyMask(kind, raw, normalize);
    if (!result.accepted) {
      reject({ kind: 'paste-invalid', text }, t('rejected.pasteInvalid', { format: formatText }), false);
      return;
    }
    mask.value = result.masked;
    mask.updateCursor(mask.value.length);
  };

  return (
    <>
      <input
        ref={ref}
        {...control}
        type="text"
        className={[fieldStyles.control, className].filter(Boolean).join(' ')}
        inputMode={spec.inputMode}
        autoComplete={autoComplete}
        autoCapitalize={spec.autoCapitalize}
        autoCorrect="off"
        spellCheck={false}
        onPaste={onPaste}
        onBlur={() => {
          flush(false);
          onBlur?.();
        }}
      />
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- role=status on a div is the best supported live region */}
      <div id={`${control.id}-status`} role="status" className={fieldStyles.status}>
        {status}
      </div>
    </>
  );
}
