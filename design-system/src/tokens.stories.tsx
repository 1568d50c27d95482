import type { Meta, StoryObj } from '@storybook/react-vite';
import { colorPairs, contrastColors, contrastReport, focusRingReport, lightColors, requiredRatio } from '@einfach/tokens';
import { Stack } from './components/Stack';
import { componentParameters } from './test/storyParameters';
import * as styles from './tokens.css';

const rows = contrastReport();
const ringRows = focusRingReport();
const palettes = { light: lightColors, contrast: contrastColors };

// Pairs name the focus halo `surface.focusHalo` when it is the background; the palette calls it `focus.halo`.
const paired = new Set(colorPairs.flatMap((pair) => [pair.foreground, pair.background]).map((path) => (path === 'surface.focusHalo' ? 'focus.halo' : path)));
/** Tokens no pair checks, so a colour never drops silently out of the contrast test. */
const unpaired = Object.entries(lightColors).flatMap(([group, names]) => Object.keys(names).map((name) => `${group}.${name}`)).filter((path) => !paired.has(path));

function colorOf(theme: 'light' | 'contrast', path: string) {
  const [group, name] = path.split('.') as [keyof typeof lightColors, string];
  return (palettes[theme][group] as Record<string, string>)[name];
}

function TokenContrast({ theme }: { theme: 'light' | 'contrast' }) {
  return (
    <Stack space="xlarge">
      <table className={styles.table}>
        <caption className={styles.caption}>Colour pairs in the {theme} theme</caption>
        <thead>
          <tr>
            <th scope="col">Sample</th>
            <th scope="col">Foreground</th>
            <th scope="col">Background</th>
            <th scope="col">Used by</th>
            <th scope="col">Ratio</th>
            <th scope="col">Needed</th>
          </tr>
        </thead>
        <tbody>
          {rows
            .filter((row) => row.theme === theme)
            .map((row) => (
              // The same pair can serve two components, so its use is part of the key.
              <tr key={`${row.foreground}-${row.background}-${row.usedBy}`}>
                <td>
                  {/* The samples show the raw palette on purpose; they are the subject of this page. */}
                  {row.kind === 'text' ? (
                    <span className={styles.sample} style={{ color: row.fg, backgroundColor: row.bg, borderColor: row.fg }}>
                      Text
                    </span>
                  ) : (
                    <span className={styles.sample} style={{ backgroundColor: row.bg, borderColor: row.bg }} aria-hidden="true">
                      <span className={styles.swatch} style={{ backgroundColor: row.fg }} />
                    </span>
                  )}
                </td>
                <td>
                  <code>{row.foreground}</code> {row.fg}
                </td>
                <td>
                  <code>{row.background}</code> {row.bg}
                </td>
                <td>{row.usedBy}</td>
                <td>{row.ratio.toFixed(2)}:1</td>
                <td>
                  {requiredRatio(row)}:1 {row.passes ? '✓' : '✗ fails'}
                </td>
              </tr>
            ))}
        </tbody>
      </table>
      <table className={styles.table}>
        <caption className={styles.caption}>
          The focus ring in the {theme} theme: ring or halo needs 3:1 against each surface it may sit on
        </caption>
        <thead>
          <tr>
            <th scope="col">Surface</th>
            <th scope="col">Used by</th>
            <th scope="col">Ring</th>
            <th scope="col">Halo</th>
            <th scope="col">Needed</th>
          </tr>
        </thead>
        <tbody>
          {ringRows
            .filter((row) => row.theme === theme)
            .map((row) => (
              <tr key={row.surface}>
                <td>
                  <code>{row.surface}</code> {row.bg}
                </td>
                <td>{row.usedBy}</td>
                <td>
                  {row.ring} {row.ringRatio.toFixed(2)}:1
                </td>
                <td>
                  {row.halo} {row.haloRatio.toFixed(2)}:1
                </td>
                <td>3:1 {row.ratio >= 3 ? '✓' : '✗ fails'}</td>
              </tr>
            ))}
        </tbody>
      </table>
      {unpaired.length ? (
        <table className={styles.table}>
          <caption className={styles.caption}>Colours in no pair in the {theme} theme: no ratio is checked for them</caption>
          <thead>
            <tr>
              <th scope="col">Token</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {unpaired.map((path) => (
              <tr key={path}>
                <td>
                  <code>{path}</code>
                </td>
                <td>{colorOf(theme, path)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Stack>
  );
}

const meta = {
  title: 'Tokens/Contrast',
  component: TokenContrast,
  parameters: componentParameters(
    'Every foreground/background pair the components use, with its WCAG contrast ratio. Text needs 7:1, non-text UI 3:1. The same list drives `tokens/src/contrast.test.ts`.',
    { a11y: { config: { rules: [
      { id: 'region', enabled: false, reason: 'component rendered in isolation' },
      { id: 'landmark-one-main', enabled: false, reason: 'component rendered in isolation' },
      { id: 'page-has-heading-one', enabled: false, reason: 'component rendered in isolation' },
    ] } } },
  ),
  args: { theme: 'light' },
} satisfies Meta<typeof TokenContrast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Contrast: Story = { args: { theme: 'contrast' } };
