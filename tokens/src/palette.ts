/**
 * Raw colour values per theme. Only the theme files and the contrast test read these;
 * components use the semantic `vars` from the contract.
 */
export const lightColors = {
  text: {
    primary: '#0b0c0c',
    secondary: '#3d4046',
    link: '#1a4480',
    linkVisited: '#4c2c92',
    critical: '#8a1116',
    success: '#0b5a2e',
    onBrand: '#ffffff',
    onCritical: '#ffffff',
    onBanner: '#0b0c0c',
  },
  surface: {
    page: '#ffffff',
    raised: '#ffffff',
    sunken: '#f3f2f1',
    brand: '#1f4e8c',
    brandHover: '#163a69',
    secondaryHover: '#e8eef6',
    critical: '#8a1116',
    criticalSoft: '#fdf2f2',
    successSoft: '#eff8f2',
    infoSoft: '#eef3fa',
    banner: '#ffdd00',
    selected: '#e8eef6',
    overlay: 'rgba(11, 12, 12, 0.6)',
  },
  border: {
    field: '#505a5f',
    strong: '#0b0c0c',
    subtle: '#b1b4b6',
    critical: '#b4161b',
    success: '#0b6b37',
    info: '#1f4e8c',
  },
  focus: {
    ring: '#0b0c0c',
    halo: '#ffdd00',
  },
} as const;

export const contrastColors: Palette = {
  text: {
    primary: '#ffffff',
    secondary: '#e6e6e6',
    link: '#9fd3ff',
    linkVisited: '#e0c4ff',
    critical: '#ffb3b3',
    success: '#9be8b8',
    onBrand: '#000000',
    onCritical: '#000000',
    onBanner: '#000000',
  },
  surface: {
    page: '#000000',
    raised: '#000000',
    sunken: '#141414',
    brand: '#ffdd00',
    brandHover: '#fff27a',
    secondaryHover: '#1f1f1f',
    critical: '#ffb3b3',
    criticalSoft: '#000000',
    successSoft: '#000000',
    infoSoft: '#000000',
    banner: '#ffdd00',
    selected: '#1f1f1f',
    overlay: 'rgba(0, 0, 0, 0.8)',
  },
  border: {
    field: '#ffffff',
    strong: '#ffffff',
    subtle: '#8c8c8c',
    critical: '#ff8080',
    success: '#7fdca2',
    info: '#9fd3ff',
  },
  focus: {
    ring: '#ffdd00',
    halo: '#000000',
  },
} as const;

/** Both themes fill the same names with any colour string. */
export type Palette = { readonly [G in keyof typeof lightColors]: { readonly [K in keyof (typeof lightColors)[G]]: string } };
