import { style } from '@vanilla-extract/css';
import { breakpoints, mq, vars } from '@einfach/tokens';
import { focusRing } from '../../styles/focus.css';
import { hiddenBelowSmall } from '../../styles/hiddenBelowSmall';

export const header = style({
  backgroundColor: vars.color.surface.brand,
  color: vars.color.text.onBrand,
  borderBottom: `${vars.space.xxsmall} solid ${vars.color.border.strong}`,
});

/** Below 375 px: the compact header (styles/hiddenBelowSmall.ts). */
const belowSmall = `screen and (max-width: ${breakpoints.small - 0.02}px)`;
/** From 375 px to the tablet width: two rows. */
const smallOnly = `screen and (min-width: ${breakpoints.small}px) and (max-width: ${breakpoints.tablet - 0.02}px)`;

export const inner = style({
  maxWidth: vars.contentMaxWidth,
  margin: '0 auto',
  // One row below 375 px: tight padding and gaps, so logo and four tools fit 320 px.
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xxsmall,
  '@media': {
    // Two rows, whatever the words' widths: home (its name may wrap) and Leichte Sprache, then the tools.
    [smallOnly]: {
      padding: `${vars.space.small} ${vars.space.medium}`,
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      columnGap: vars.space.small,
      rowGap: vars.space.xsmall,
    },
    // Leichte Sprache and the tools on the right, also when the tools wrap below it.
    [mq.tablet]: { padding: `${vars.space.small} ${vars.space.large}`, gap: vars.space.small, justifyContent: 'flex-end' },
  },
});

export const home = style([
  // The one ring: its halo bands stand out from the blue and the yellow bar alike.
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minHeight: vars.touchableSize,
    minWidth: vars.touchableSize,
    justifyContent: 'center',
    // The rest of the row goes to the right.
    marginRight: 'auto',
    color: vars.color.text.onBrand,
    fontSize: vars.fontSize.lead,
    fontWeight: vars.font.weight.bold,
    textDecoration: 'none',
    borderRadius: vars.radius.small,
    selectors: { '&:hover': { textDecoration: 'underline' }, '&:visited': { color: vars.color.text.onBrand } },
  },
]);

export const logo = style({ width: '2rem', height: '2rem', flexShrink: 0 });

export const tools = style({
  // A form when the switches are sent to the server (Header's switchForm): no margins of its own.
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  '@media': { [smallOnly]: { gridColumn: '1 / -1' }, [mq.tablet]: { gap: vars.space.xsmall } },
});

/** The product name beside the logo; below 375 px only its accessible name stays (the home link keeps it). */
export const productName = style({
  '@media': {
    ...hiddenBelowSmall['@media'],
    // Body size up to the tablet width, so home and Leichte Sprache share the first row at 375 px.
    [smallOnly]: { fontSize: vars.fontSize.body },
  },
});

/** The words of the contrast toggle and of Leichte Sprache: below 375 px hidden visually (their symbols show), still their accessible names. */
export const contrastLabel = style(hiddenBelowSmall);

/** Positions the contrast toggle's hidden words inside it. */
export const contrastTool = style({ position: 'relative' });

export const tool = style([
  // The one ring: its halo bands stand out from the blue and the yellow bar alike.
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minHeight: vars.touchableSize,
    minWidth: vars.touchableSize,
    justifyContent: 'center',
    padding: `0 ${vars.space.xsmall}`,
    border: `${vars.border.fieldWidth} solid ${vars.color.text.onBrand}`,
    borderRadius: vars.radius.small,
    background: 'transparent',
    color: vars.color.text.onBrand,
    fontSize: vars.fontSize.small,
    fontWeight: vars.font.weight.bold,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      '&:visited': { color: vars.color.text.onBrand },
      '&[aria-pressed="true"]': { backgroundColor: vars.color.text.onBrand, color: vars.color.surface.brand },
    },
    '@media': { [smallOnly]: { padding: `${vars.space.xxsmall} ${vars.space.xsmall}` }, [mq.tablet]: { padding: `0 ${vars.space.small}`, whiteSpace: 'nowrap' } },
  },
]);

/** A tool with a symbol: up to the tablet width the symbol stands above its words, which may wrap. */
export const tile = style({
  '@media': {
    [smallOnly]: { flexDirection: 'column', gap: vars.space.xxsmall, textAlign: 'center', lineHeight: vars.lineHeight.tight },
  },
});

/** The words of a tile. */
export const tileLabel = style({});

/** The help link's arrow; below 375 px the words "Hilfe" and the hidden "(öffnet in neuem Tab)" say it alone. */
export const externalMark = style({ '@media': { [belowSmall]: { display: 'none' } } });

/** The contrast symbol; below 375 px it stands alone for the toggle (its words stay the name). */
export const switchMark = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0 });

export const extra = style({ flexBasis: '100%', gridColumn: '1 / -1', fontSize: vars.fontSize.body });

/**
 * The Leichte Sprache link: right of home on the first row (pushed to the tools from the tablet
 * width); below 375 px its symbol alone, the words stay its name.
 */
export const easyReadTool = style({
  position: 'relative',
  justifySelf: 'end',
  // Its words wrap ("Leichte / Sprache") before the product name beside it would.
  '@media': { [smallOnly]: { width: 'min-content' } },
});
