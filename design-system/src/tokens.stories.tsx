import type { Meta, StoryObj } from '@storybook/react-vite';
import { contrastReport, requiredRatio } from '@einfach/tokens';
import { componentParameters } from './test/storyParameters';
import * as styles from './tokens.css';

const rows = contrastReport();

function TokenContrast({ theme }: { theme: 'light' | 'contrast' }) {
  return (
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
            <tr key={`${row.foreground}-${row.background}`}>
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
