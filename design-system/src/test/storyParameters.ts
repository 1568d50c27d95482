/**
 * Story parameters shared by the design-system stories.
 * A component story is not a page: it has no landmarks and no h1 of its own.
 */
export const isolatedReason = 'component rendered in isolation';

export const isolatedA11y = {
  config: {
    rules: [
      { id: 'region', enabled: false, reason: isolatedReason },
      { id: 'landmark-one-main', enabled: false, reason: isolatedReason },
      { id: 'page-has-heading-one', enabled: false, reason: isolatedReason },
    ],
  },
};

/** Parameters of an isolated component story with its a11y note as the docs description. */
export function componentParameters(a11yNote: string, extra: Record<string, unknown> = {}) {
  return {
    a11y: isolatedA11y,
    docs: { description: { component: a11yNote } },
    ...extra,
  };
}
