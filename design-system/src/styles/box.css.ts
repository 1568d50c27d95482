import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';

/** Shared frame of message boxes: a thick left bar plus a hairline border for forced colours. */
export const messageBox = (border: string, background: string): StyleRule => ({
  padding: `${vars.space.medium} ${vars.space.medium} ${vars.space.medium} ${vars.space.large}`,
  border: `${vars.border.fieldWidth} solid ${border}`,
  borderLeftWidth: vars.space.xsmall,
  borderRadius: vars.radius.small,
  backgroundColor: background,
  color: vars.color.text.primary,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  maxWidth: '100%',
});
