import type { ComponentType } from 'react';

/** WCAG 1.4.12 text spacing, as a user style sheet applies it: line height, letter, word and paragraph spacing. */
export const TEXT_SPACING_CSS =
  '[data-text-spacing] * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } [data-text-spacing] p { margin-bottom: 2em !important; }';

/** A story decorator that applies WCAG 1.4.12 text spacing to the story only. */
export function withTextSpacing(Story: ComponentType) {
  return (
    <div data-text-spacing="">
      <style>{TEXT_SPACING_CSS}</style>
      <Story />
    </div>
  );
}
