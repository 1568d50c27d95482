import type { ReactNode } from 'react';
import * as styles from './EasyRead.css';

// Simple line pictograms for the Leichte Sprache pages, drawn in the text colour (both themes, and
// the system text colour in forced colours). 48 × 48 units, strokes only.
const shapes: Record<string, ReactNode> = {
  computer: (
    <>
      <rect x="6" y="8" width="36" height="24" rx="2" />
      <path d="M18 40h12M24 32v8" />
    </>
  ),
  person: (
    <>
      <circle cx="24" cy="13" r="7" />
      <path d="M10 42c0-9 6-15 14-15s14 6 14 15" />
    </>
  ),
  people: (
    <>
      <circle cx="15" cy="15" r="6" />
      <circle cx="33" cy="15" r="6" />
      <path d="M4 40c0-8 5-13 11-13s11 5 11 13M22 40c0-8 5-13 11-13s11 5 11 13" />
    </>
  ),
  folder: (
    <>
      <path d="M5 12h14l4 5h20v23H5z" />
      <path d="M12 26h24M12 32h16" />
    </>
  ),
  signpost: (
    <>
      <path d="M24 6v36M16 42h16" />
      <path d="M24 10h14l5 5-5 5H24M24 24H10l-5 5 5 5h14" />
    </>
  ),
  letter: (
    <>
      <rect x="5" y="11" width="38" height="26" rx="2" />
      <path d="M5 13l19 13 19-13" />
    </>
  ),
  mail: (
    <>
      <rect x="5" y="11" width="38" height="26" rx="2" />
      <path d="M5 13l19 13 19-13M5 37l14-12M43 37 29 25" />
    </>
  ),
  form: (
    <>
      <rect x="9" y="5" width="30" height="38" rx="2" />
      <path d="M15 15l3 3 5-6M27 15h6M15 26l3 3 5-6M27 26h6M15 36h18" />
    </>
  ),
  arrows: <path d="M20 12 8 24l12 12M8 24h14M28 12l12 12-12 12M40 24H26" />,
  help: (
    <>
      <circle cx="24" cy="24" r="19" />
      <path d="M18 19a6 6 0 1 1 9 5c-2 1-3 2-3 5" />
      <circle cx="24" cy="35" r="1" />
    </>
  ),
  door: (
    <>
      <path d="M10 42V6h22v36M6 42h36" />
      <path d="M32 6l8 4v32" />
      <circle cx="27" cy="25" r="1" />
    </>
  ),
  check: <path d="M8 25l10 10 22-22" />,
  warning: (
    <>
      <path d="M24 6 44 40H4z" />
      <path d="M24 18v11" />
      <circle cx="24" cy="34" r="1" />
    </>
  ),
  book: (
    <>
      <path d="M24 12c-5-4-12-5-19-4v30c7-1 14 0 19 4 5-4 12-5 19-4V8c-7-1-14 0-19 4z" />
      <path d="M24 12v30" />
    </>
  ),
  hands: (
    <>
      <path d="M7 22V11M11 20V7M15 20V7M19 22V11M7 22c0 10 3 16 6 18h2c3-2 4-8 4-18M19 27l3-4" />
      <path d="M29 22V11M33 20V7M37 20V7M41 22V11M29 22c0 10 1 16 4 18h2c3-2 6-8 6-18M29 27l-3-4" />
    </>
  ),
  phone: <path d="M14 6h-4a4 4 0 0 0-4 4c0 18 14 32 32 32a4 4 0 0 0 4-4v-4l-8-4-4 4c-6-2-10-6-12-12l4-4z" />,
  coins: (
    <>
      <ellipse cx="20" cy="14" rx="12" ry="5" />
      <path d="M8 14v8c0 3 5 5 12 5s12-2 12-5v-8M8 22v8c0 3 5 5 12 5" />
      <ellipse cx="32" cy="32" rx="10" ry="4" />
      <path d="M22 32v6c0 2 4 4 10 4s10-2 10-4v-6" />
    </>
  ),
  health: (
    <>
      <rect x="5" y="5" width="38" height="38" rx="6" />
      <path d="M19 12h10v7h7v10h-7v7H19v-7h-7V19h7z" />
    </>
  ),
  heart: <path d="M24 41S6 30 6 17a9 9 0 0 1 18-3 9 9 0 0 1 18 3c0 13-18 24-18 24z" />,
  receipt: (
    <>
      <path d="M11 5h26v38l-4-3-4 3-5-3-5 3-4-3-4 3z" />
      <path d="M17 15h14M17 22h14M17 29h8" />
    </>
  ),
  pill: (
    <>
      <rect x="6" y="16" width="36" height="16" rx="8" transform="rotate(-45 24 24)" />
      <path d="M18 18l12 12" />
    </>
  ),
  card: (
    <>
      <rect x="4" y="10" width="40" height="28" rx="3" />
      <circle cx="15" cy="22" r="4" />
      <path d="M9 32c1-3 3-5 6-5s5 2 6 5M26 19h12M26 26h12M26 32h8" />
    </>
  ),
  house: (
    <>
      <path d="M5 22 24 6l19 16" />
      <path d="M10 18v24h28V18M20 42V30h8v12" />
    </>
  ),
  hammer: (
    <>
      <path d="M8 16l10-10 6 6-10 10z" />
      <path d="M17 17l23 23" />
    </>
  ),
};

/** Whether a pictogram of this name exists. */
export const hasPictogram = (name: string) => name in shapes;

/**
 * A pictogram with its alternative text (role img + aria-label); `alt` empty: decorative. The text
 * beside it says everything on its own, so the picture only helps the eye.
 */
export function Pictogram({ name, alt }: { name: string; alt: string }) {
  const shape = shapes[name];
  if (!shape) return null;
  const label = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  return (
    <svg className={styles.pictogram} viewBox="0 0 48 48" focusable="false" {...label}>
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        {shape}
      </g>
    </svg>
  );
}
