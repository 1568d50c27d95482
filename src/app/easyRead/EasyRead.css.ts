import { globalStyle, style } from '@vanilla-extract/css';
import { mq, vars } from '@einfach/tokens';

// Leichte Sprache layout (BITV 2.0 Anlage 2 Teil 2): large type, generous line spacing, one sentence
// per line, short lines, a picture to the left of its text.

/** 1.3 × body (at least 1.25 × asked), from the body token so text-only zoom scales it. */
const easyFontSize = `calc(${vars.fontSize.body} * 1.3)`;

export const document = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
});

/** Phones: the picture beside the heading, the sentences below at full width; wider: the picture left of all. */
export const section = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"picture heading" "lines lines"',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  alignItems: 'center',
  paddingTop: vars.space.large,
  borderTop: `${vars.border.width} solid ${vars.color.border.subtle}`,
  '@media': {
    [mq.tablet]: { gridTemplateAreas: '"picture heading" "picture lines"', alignItems: 'start' },
  },
});

export const lines = style({ gridArea: 'lines', display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const pictogram = style({
  gridArea: 'picture',
  width: '3rem',
  height: '3rem',
  color: vars.color.text.primary,
  flexShrink: 0,
  '@media': { [mq.tablet]: { width: '4rem', height: '4rem' } },
});


export const heading = style({
  gridArea: 'heading',
  fontSize: vars.fontSize.h2,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
  margin: 0,
});

/** One sentence: a block of its own. */
export const line = style({
  fontSize: easyFontSize,
  // 1.7: above the 1.5 of running text, as Leichte Sprache asks for generous spacing.
  lineHeight: 1.7,
  color: vars.color.text.primary,
  margin: 0,
  // About 60 characters of its own size: most sentences fit one line.
  maxWidth: '60ch',
  overflowWrap: 'anywhere',
});

export const intro = style({ maxWidth: '60ch', display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const listLink = style({ fontSize: easyFontSize, lineHeight: 1.7 });

/** An entry of the overview: its picture, then its link (which wraps beside the picture, not under it). */
export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  fontSize: easyFontSize,
  lineHeight: 1.7,
});

// In a list the pictures stay the phone size on every screen: eleven entries, not eleven large pictures.
globalStyle(`${listItem} > svg`, { width: '3rem', height: '3rem' });

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingTop: vars.space.large,
  borderTop: `${vars.border.width} solid ${vars.color.border.subtle}`,
});

/** A topic inside the help dialog: the same large lines, a little less space than on a page. */
export const inDialog = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const dialogTitle = style({
  fontSize: vars.fontSize.h2,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
  margin: 0,
});
