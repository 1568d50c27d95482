import type { Meta, StoryObj } from '@storybook/react-vite';
import { colorPairs, contrastRatio, contrastReport, requiredRatio, unpairedColors, vars } from '@einfach/tokens';
import { Stack } from './components/Stack';
import { componentParameters } from './test/storyParameters';
import * as styles from './contrastGrid.css';

type Row = ReturnType<typeof contrastReport>[number];
const themeNames = { light: 'Light theme', contrast: 'Contrast theme (dark)' } as const;

/** Ratios are cut, never rounded up: 6.999:1 shows as 6.99, so a shown 7.00 always passes 7:1. */
const ratio = (value: number) => `${(Math.floor(value * 100) / 100).toFixed(2)}:1`;

function Chip({ path, color }: { path: string; color: string }) {
  return (
    <span className={styles.token}>
      {/* The chip is the colour itself; its name and hex are the text beside it. */}
      <span className={styles.chip} style={{ backgroundColor: color }} aria-hidden="true" />
      <span className={styles.names}>
        <code>{path}</code>
        <span>{color}</span>
      </span>
    </span>
  );
}

function Sample({ row }: { row: Row }) {
  // The samples show the raw token colours on purpose; they are the subject of this page.
  return row.kind === 'text' ? (
    <span className={styles.sample} style={{ color: row.fg, backgroundColor: row.bg }}>
      Aa 19
    </span>
  ) : (
    <span className={styles.sample} style={{ backgroundColor: row.bg }} aria-hidden="true">
      <span className={styles.bar} style={{ backgroundColor: row.fg }} />
    </span>
  );
}

/** Pass or fail in words and in shape: a circle with a tick, or a triangle with an exclamation mark. */
function Verdict({ passes }: { passes: boolean }) {
  return passes ? (
    <span className={styles.verdict}>
      <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M5.5 10.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      Passes
    </span>
  ) : (
    <span className={`${styles.verdict} ${styles.fails}`}>
      <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M10 1.5L19 18H1z" fill="currentColor" />
        <path d="M10 7v5.5M10 15v.5" stroke={vars.color.surface.page} strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      Fails
    </span>
  );
}

function ThemeGrid({ theme, rows }: { theme: keyof typeof themeNames; rows: Row[] }) {
  const failing = rows.filter((row) => !row.passes).length;
  return (
    <Stack space="small">
      <p className={styles.summary}>
        {themeNames[theme]}: {rows.length} pairs, {rows.length - failing} passing, {failing} failing.
      </p>
      <table className={styles.table}>
        <caption className={styles.caption}>{themeNames[theme]}: every colour pair the components use</caption>
        <thead>
          <tr>
            <th scope="col">Foreground</th>
            <th scope="col">Background</th>
            <th scope="col">Sample</th>
            <th scope="col">Ratio</th>
            <th scope="col">Required</th>
            <th scope="col">Result</th>
            <th scope="col">Used by</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            // The same pair can serve two components, so its use is part of the key.
            <tr key={`${row.foreground}|${row.background}|${row.usedBy}`} className={row.passes ? undefined : styles.failingRow}>
              <td>
                <Chip path={row.foreground} color={row.fg} />
              </td>
              <td>
                <Chip path={row.background} color={row.bg} />
              </td>
              <td>
                <Sample row={row} />
              </td>
              <td className={styles.number}>{ratio(row.ratio)}</td>
              <td className={styles.number}>
                {requiredRatio(row)}:1 {row.kind === 'text' ? 'text' : 'non-text'}
              </td>
              <td>
                <Verdict passes={row.passes} />
              </td>
              <td>{row.usedBy}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Stack>
  );
}

/** The grids of both themes for a report (the real one, or the failing example below). */
function Grids({ report }: { report: Row[] }) {
  return (
    <Stack space="xlarge">
      <Stack space="small">
        <p className={styles.summary}>
          Text needs 7:1 in both themes (WCAG 1.4.6, AAA, for all text, large or not); borders, focus ring and other non-text UI need 3:1 (WCAG 1.4.11). A pair that fails shows “Fails”
          with a triangle and a red bar, and fails <code>tokens/src/contrast.test.ts</code>. The colours come from <code>tokens/tokens/*.tokens.json</code>.
        </p>
        <p className={styles.summary}>
          Not in any pair, on purpose:{' '}
          {Object.entries(unpairedColors).map(([path, reason], i) => (
            <span key={path}>
              {i > 0 ? '; ' : ''}
              <code>{path}</code> ({reason})
            </span>
          ))}
          .
        </p>
      </Stack>
      {(['light', 'contrast'] as const)
        .filter((theme) => report.some((row) => row.theme === theme))
        .map((theme) => (
          <ThemeGrid key={theme} theme={theme} rows={report.filter((row) => row.theme === theme)} />
        ))}
    </Stack>
  );
}

/** Every pair of `colorPairs` (tokens/src/contrast.ts) in both themes: the list the token test checks. */
function ContrastGrid() {
  return <Grids report={contrastReport()} />;
}

const meta = {
  title: 'Foundations/Contrast grid',
  component: ContrastGrid,
  parameters: componentParameters(
    `Every foreground/background pair the components use (${colorPairs.length} pairs), in both themes, with its WCAG contrast ratio, the ratio required and the result. The same list drives \`tokens/src/contrast.test.ts\`.`,
  ),
} satisfies Meta<typeof ContrastGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both themes; the toolbar's theme switches only the page around the grid. */
export const Grid: Story = {};

// Grey #767676 on white: 4.54:1, enough for AA (and for axe's check) but not for our 7:1.
const failingExample: Row[] = [
  { ...contrastReport()[0], foreground: 'text.example', fg: '#767676', usedBy: 'an example, in no component', ratio: contrastRatio('#767676', '#ffffff'), passes: false },
  contrastReport()[1],
];

/** What a failing pair looks like: an invented pair, not a token of the design system. */
export const FailingExample: Story = {
  render: () => <Grids report={failingExample} />,
};
