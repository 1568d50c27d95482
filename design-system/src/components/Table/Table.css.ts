import { createContainer, globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css';
import { mq, vars } from '@einfach/tokens';

const tableContainer = createContainer('table');

/**
 * The stacked layout below this container width: a two-column table of words and amounts no longer
 * fits at 320 CSS px (400 % zoom) once WCAG 1.4.12 text spacing is applied.
 */
export const stackBelow = '30rem';
const narrow = `${tableContainer} (max-width: ${stackBelow})`;

// Sizes itself by its container query; no sideways scrolling (the table stacks instead).
export const container = style({ position: 'relative', maxWidth: '100%', containerName: tableContainer, containerType: 'inline-size' });

/** Set by the component when the table layout does not fit, whatever the width. */
export const forceStacked = style({});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text.primary,
});

export const caption = style({
  textAlign: 'start',
  hyphens: 'auto',
  overflowWrap: 'break-word',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.fontSize.lead,
  paddingBottom: vars.space.small,
});

/** Tighter cells on phones so a two-column table fits 320 px without scrolling. */
const cellPadding = {
  padding: `${vars.space.xsmall} ${vars.space.xxsmall}`,
  '@media': { [mq.tablet]: { padding: `${vars.space.xsmall} ${vars.space.small}` } },
} as const;

export const head = style({});

export const headerCell = style({
  ...cellPadding,
  textAlign: 'start',
  verticalAlign: 'bottom',
  fontWeight: vars.font.weight.bold,
  borderBottom: `${vars.border.fieldWidth} solid ${vars.color.border.strong}`,
});

export const row = style({});

export const cell = style({
  ...cellPadding,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBottom: `${vars.border.width} solid ${vars.color.border.subtle}`,
});

/** Long German compounds hyphenate (by the page's lang) instead of forcing the table wider. */
export const rowHeader = style({ fontWeight: vars.font.weight.regular, hyphens: 'auto', overflowWrap: 'break-word' });

/** Amounts line up on their decimal places and never wrap inside the number. */
export const numeric = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** A stacked value's column name (more than two columns); hidden from screen readers, which have the column header. */
export const stackedLabel = style({ display: 'none' });

export const emphasisRow = style({});

globalStyle(`${emphasisRow} > th, ${emphasisRow} > td`, {
  fontWeight: vars.font.weight.bold,
  borderTop: `${vars.border.fieldWidth} solid ${vars.color.border.strong}`,
});

/** One rule for both ways of stacking: the container query and the class set when the table does not fit. */
function stacked(selector: string, rule: GlobalStyleRule) {
  globalStyle(`${container} ${selector}`, { '@container': { [narrow]: rule } });
  globalStyle(`${forceStacked} ${selector}`, rule);
}

stacked(`${table}`, { display: 'block', width: '100%' });
stacked(`${table} > tbody`, { display: 'block', width: '100%' });
// A caption left as a table caption in a block table is wrapped in an anonymous table and shrinks to
// its longest word: one word per line. As a block it takes the table's width.
stacked(`${caption}`, { display: 'block', width: '100%' });
// The column headers stay for screen readers (explicit roles), out of sight: each row says what it holds.
stacked(`${head}`, {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
stacked(`${row}`, {
  display: 'block',
  padding: `${vars.space.xsmall} 0`,
  borderBottom: `${vars.border.width} solid ${vars.color.border.subtle}`,
});
const stackedCell: GlobalStyleRule = {
  display: 'block',
  padding: `0 ${vars.space.xxsmall}`,
  border: 0,
  textAlign: 'start',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
};
stacked(`${row} > th`, stackedCell);
stacked(`${row} > td`, stackedCell);
// An amount under its label, right-aligned as in the table, and free to wrap only if it must.
stacked(`${row} > ${numeric}`, { textAlign: 'end', overflowWrap: 'anywhere' });
stacked(`${emphasisRow}`, { borderTop: `${vars.border.fieldWidth} solid ${vars.color.border.strong}` });
stacked(`${stackedLabel}`, { display: 'block', textAlign: 'start', fontWeight: vars.font.weight.bold });
