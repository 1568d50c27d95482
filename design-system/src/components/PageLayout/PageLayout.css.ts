import { style } from '@vanilla-extract/css';
import { mq, vars } from '@einfach/tokens';
import { focusRing } from '../../styles/focus.css';

export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const body = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.medium} 0`,
  '@media': { [mq.tablet]: { padding: `${vars.space.xlarge} ${vars.space.large} 0` } },
});

export const withAside = style({
  '@media': {
    [mq.desktop]: {
      display: 'grid',
      gridTemplateColumns: '16rem minmax(0, 1fr)',
      gap: vars.space.xlarge,
      alignItems: 'start',
    },
  },
});

// The wizard menu is only shown where there is room for two columns.
export const aside = style({
  display: 'none',
  '@media': { [mq.desktop]: { display: 'block' } },
});

export const main = style([focusRing, { minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.large }]);

export const errors = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
