import { style, styleVariants } from '@vanilla-extract/css';
import { mq, vars } from '@einfach/tokens';
import { focusRingDrawn } from './styles/focusRing';

/** A strip of one surface the ring may sit on. */
const strip = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.large,
  padding: vars.space.large,
  borderRadius: vars.radius.small,
});

export const surface = styleVariants({
  page: [strip, { backgroundColor: vars.color.surface.page, color: vars.color.text.primary, border: `${vars.border.width} solid ${vars.color.border.subtle}` }],
  sunken: [strip, { backgroundColor: vars.color.surface.sunken, color: vars.color.text.primary }],
  brand: [strip, { backgroundColor: vars.color.surface.brand, color: vars.color.text.onBrand }],
  criticalSoft: [strip, { backgroundColor: vars.color.surface.criticalSoft, color: vars.color.text.primary, border: `${vars.space.xxsmall} solid ${vars.color.border.critical}` }],
  infoSoft: [strip, { backgroundColor: vars.color.surface.infoSoft, color: vars.color.text.primary, border: `${vars.space.xxsmall} solid ${vars.color.border.info}` }],
});

/** A sample shaped like a control; at rest it draws nothing around itself. */
const sampleBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touchableSize,
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  fontWeight: vars.font.weight.bold,
  // In forced colours a picture of a control takes a control's system colours, as a real button does.
  '@media': { [mq.forcedColors]: { color: 'ButtonText', backgroundColor: 'ButtonFace', borderColor: 'ButtonText' } },
});

export const sample = styleVariants({
  primary: [sampleBase, { backgroundColor: vars.color.surface.brand, color: vars.color.text.onBrand, border: `${vars.border.fieldWidth} solid ${vars.color.surface.brand}` }],
  secondary: [sampleBase, { backgroundColor: vars.color.surface.page, color: vars.color.text.link, border: `${vars.border.fieldWidth} solid ${vars.color.border.strong}` }],
  warning: [sampleBase, { backgroundColor: vars.color.surface.critical, color: vars.color.text.onCritical, border: `${vars.border.fieldWidth} solid ${vars.color.surface.critical}` }],
  onBrand: [sampleBase, { backgroundColor: 'transparent', color: vars.color.text.onBrand, border: `${vars.border.fieldWidth} solid ${vars.color.text.onBrand}` }],
  field: [sampleBase, { backgroundColor: vars.color.surface.raised, color: vars.color.text.primary, border: `${vars.border.fieldWidth} solid ${vars.color.border.field}`, borderRadius: 0, fontWeight: vars.font.weight.regular, minWidth: '10rem' }],
});

/** The ring drawn as on focus, with the declarations of the real ring (forced colours included). */
export const focused = style(focusRingDrawn());
