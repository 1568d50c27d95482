import { globalStyle, style } from '@vanilla-extract/css';
import { mq, vars } from '@einfach/tokens';

/** One section of the server's summary, with its edit action. */
export const section = style({
  paddingBottom: vars.space.large,
  borderBottom: `${vars.border.width} solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
});

/**
 * The edit action's text starts at the content edge, under the section's heading and rows: a link
 * button is drawn inset by its padding and border.
 */
export const editAction = style({ marginInlineStart: `calc(-1 * (${vars.space.xxsmall} + ${vars.border.fieldWidth}))` });

globalStyle(`${section} h2`, { fontSize: vars.fontSize.h2, lineHeight: vars.lineHeight.tight, margin: `0 0 ${vars.space.small}` });
globalStyle(`${section} h3`, { fontSize: vars.fontSize.h3, lineHeight: vars.lineHeight.tight, margin: `${vars.space.medium} 0 ${vars.space.xsmall}` });
globalStyle(`${section} ol`, { listStyle: 'none', padding: 0, margin: 0 });
globalStyle(`${section} dl`, { margin: 0 });
globalStyle(`${section} dl > div`, {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxsmall,
  padding: `${vars.space.xsmall} 0`,
  borderTop: `${vars.border.width} solid ${vars.color.border.subtle}`,
  '@media': {
    [mq.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.medium },
    // Paper is as wide as a tablet: label and value side by side, never split across pages.
    print: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.medium, breakInside: 'avoid' },
  },
});
globalStyle(`${section} dt`, { fontWeight: vars.font.weight.bold });
globalStyle(`${section} dd`, { margin: 0, overflowWrap: 'anywhere' });
