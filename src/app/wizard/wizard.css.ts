import { style } from '@vanilla-extract/css';
import { mq, vars } from '@einfach/tokens';

/** Wizard page: the step menu beside the form on desktop; hidden on small and medium widths (docs/product-spec.md §2). */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  '@media': {
    // Wide enough for the longest word of a step name ("Krankheitskosten", "Steuernummer") on one line at normal spacing.
    [mq.desktop]: { gridTemplateColumns: 'minmax(15rem, 20rem) minmax(0, 1fr)' },
  },
});

export const menu = style({
  display: 'none',
  '@media': {
    [mq.desktop]: { display: 'block' },
  },
});

export const content = style({ minWidth: 0 });

/** One item of a repeatable group, set apart so "Spende 2" reads as its own block. */
export const item = style({
  paddingLeft: vars.space.medium,
  borderLeft: `${vars.border.fieldWidth} solid ${vars.color.border.subtle}`,
});

/** The prepared summary from the server: headings, description lists and item lists. */
export const summary = style({ color: vars.color.text.primary });
