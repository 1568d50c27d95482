import { lazy, Suspense, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { testMarkerListAtom, type TestMarkerPurpose } from '../state/testMarker';

// Only test mode shows markers: the Radix Select (with its popper) loads then, not for every visitor.
const Select = lazy(async () => ({ default: (await import('@einfach/design-system/select')).Select }));

// Select items cannot carry an empty value; the "real case" marker (value '') travels as this token.
const REAL_CASE = '__realCase__';
const toOption = (value: string) => (value === '' ? REAL_CASE : value);
const fromOption = (value: string) => (value === REAL_CASE ? '' : value);

interface Props {
  id: string;
  purpose: TestMarkerPurpose;
  label: string;
  hint?: string;
  value: string;
  onChange(value: string): void;
}

/** The test-mode marker picker (registration, authentication or form submission scenarios). */
export function TestMarkerSelect({ id, purpose, label, hint, value, onChange }: Props) {
  const listAtom = useMemo(() => testMarkerListAtom(purpose), [purpose]);
  const list = useAtomValue(listAtom);
  const options = list.entries.map((entry) => ({ value: toOption(entry.value), label: entry.description ? `${entry.name} – ${entry.description}` : entry.name }));
  return (
    <Suspense fallback={null}>
      <Select id={id} label={label} hint={hint} options={options} value={toOption(value)} onChange={(next) => onChange(fromOption(next))} />
    </Suspense>
  );
}
