import { style } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';

export const inline = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.body,
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.surface.overlay,
});

export const panel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.large} ${vars.space.xlarge}`,
  borderRadius: vars.radius.medium,
  border: `${vars.border.fieldWidth} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.lead,
});

export const spinnerColor = style({ color: vars.color.surface.brand });
