import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';

export interface TypeaheadOption {
  value: string;
  label: string;
}

/** How long typed characters add up to one search before it starts over. */
export const typeaheadResetMs = 1000;

/**
 * The option a type-ahead search selects, as an open list does it: the search matches the start of
 * a label (case-insensitive), from the current option on, wrapping around. One character, or the
 * same character repeated, moves to the next option starting with it.
 */
export function nextTypeaheadOption<T extends TypeaheadOption>(options: T[], search: string, current: string): T | undefined {
  const repeated = search.length > 1 && [...search].every((char) => char === search[0]);
  const needle = (repeated ? search[0] : search).toLocaleLowerCase('de');
  const at = Math.max(options.findIndex((o) => o.value === current), 0);
  const wrapped = [...options.slice(at), ...options.slice(0, at)];
  const candidates = needle.length === 1 ? wrapped.filter((o) => o.value !== current) : wrapped;
  const found = candidates.find((o) => o.label.toLocaleLowerCase('de').startsWith(needle));
  return found && found.value !== current ? found : undefined;
}

/**
 * Type-ahead on a closed select's trigger: printable keys choose the matching option without
 * opening the list (a space while typing is part of the search). Returns a key handler that marks
 * the keys it used as handled.
 */
export function useTypeahead(options: TypeaheadOption[], value: string, onChange: (value: string) => void) {
  const search = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey || event.key.length !== 1) return;
      if (event.key === ' ' && search.current === '') return;
      event.preventDefault();
      search.current += event.key;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        search.current = '';
      }, typeaheadResetMs);
      const next = nextTypeaheadOption(options, search.current, value);
      if (next) onChange(next.value);
    },
    [options, value, onChange],
  );
}
