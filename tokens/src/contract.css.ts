import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract. Names say what a value is for, never which colour it is.
 * Every theme (light, contrast) fills all of it; components read only `vars`.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      text: {
        primary: null,
        secondary: null,
        link: null,
        linkVisited: null,
        critical: null,
        success: null,
        onBrand: null,
        onCritical: null,
        onBanner: null,
      },
      surface: {
        page: null,
        raised: null,
        sunken: null,
        brand: null,
        brandHover: null,
        secondaryHover: null,
        critical: null,
        criticalSoft: null,
        successSoft: null,
        infoSoft: null,
        banner: null,
        selected: null,
        overlay: null,
      },
      border: {
        field: null,
        strong: null,
        subtle: null,
        critical: null,
        success: null,
        info: null,
      },
      focus: {
        ring: null,
        halo: null,
      },
    },
    font: {
      family: {
        body: null,
        mono: null,
      },
      weight: {
        regular: null,
        bold: null,
      },
    },
    fontSize: {
      small: null,
      body: null,
      lead: null,
      h3: null,
      h2: null,
      h1: null,
    },
    lineHeight: {
      tight: null,
      body: null,
    },
    space: {
      none: null,
      xxsmall: null,
      xsmall: null,
      small: null,
      medium: null,
      large: null,
      xlarge: null,
      xxlarge: null,
    },
    radius: {
      small: null,
      medium: null,
      full: null,
    },
    border: {
      width: null,
      fieldWidth: null,
    },
    /**
     * The one focus ring (design-system/src/styles/focus.css.ts): a ring of `color.focus.ring`,
     * `width` thick, between two bands of `color.focus.halo` (`offset` inside, `haloWidth` outside),
     * so one of the two colours stands out 3:1 from any surface. Nothing is drawn at rest. In forced
     * colours only outlines survive: the ring is drawn in the system colour `forcedColor`.
     */
    focus: {
      width: null,
      offset: null,
      haloWidth: null,
      forcedColor: null,
    },
    touchableSize: null,
    contentMaxWidth: null,
    motion: {
      durationFast: null,
      durationMedium: null,
      easing: null,
    },
  },
  (_value, path) => `ee-${path.join('-')}`,
);
