import { keyframes, style } from '@vanilla-extract/css';
import { mq, vars } from '@einfach/tokens';
import { focusRing } from '../../styles/focus.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 200,
  backgroundColor: vars.color.surface.overlay,
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${fadeIn} ${vars.motion.durationMedium} ${vars.motion.easing}` } },
});

export const content = style([focusRing, {
  position: 'fixed',
  zIndex: 201,
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  width: `calc(100vw - 2 * ${vars.space.medium})`,
  maxWidth: '40rem',
  maxHeight: `calc(100vh - 2 * ${vars.space.medium})`,
  overflowY: 'auto',
  padding: vars.space.large,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  border: `${vars.border.fieldWidth} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  '@media': {
    [mq.tablet]: { padding: vars.space.xlarge },
    '(prefers-reduced-motion: no-preference)': { animation: `${fadeIn} ${vars.motion.durationMedium} ${vars.motion.easing}` },
  },
}]);

export const head = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.medium });

export const title = style([
  focusRing,
  { margin: 0, fontSize: vars.fontSize.h2, lineHeight: vars.lineHeight.tight, fontWeight: vars.font.weight.bold, borderRadius: vars.radius.small },
]);

export const description = style({ margin: 0 });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });
