import { describe, expect, it } from 'vitest';
import { loadTokenSet, resolveSources, toCss, TokenFormatError, validateTokenSet, type TokenSource } from './dtcg';
import { tokenFiles } from './tokenSet';

const srgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return { colorSpace: 'srgb', components: [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => Math.round((c / 255) * 10000) / 10000), hex };
};
const file = (name: string, tree: unknown): TokenSource => ({ name, tree });
/** A small valid set: a shared spacing token and two themes with the same two colours. */
const fixture = () => ({
  shared: [file('base.tokens.json', { space: { $type: 'dimension', small: { $value: { value: 0.5, unit: 'rem' } } } })],
  themes: {
    light: file('light.tokens.json', { color: { $type: 'color', ink: { $value: srgb('#0b0c0c') }, ring: { $value: '{color.ink}' } } }),
    contrast: file('contrast.tokens.json', { color: { $type: 'color', ink: { $value: srgb('#ffffff') }, ring: { $value: '{color.ink}' } } }),
  },
});
type Fixture = ReturnType<typeof fixture>;
/** The messages for a fixture changed by `edit`, one line each as TokenFormatError prints them. */
function messages(edit: (set: Fixture & { themes: Record<string, TokenSource> }) => void) {
  const set = fixture();
  edit(set as Fixture & { themes: Record<string, TokenSource> });
  return validateTokenSet(set).map((issue) => `${issue.file} › ${issue.path}: ${issue.problem}`);
}
const lightColor = (set: Fixture) => (set.themes.light.tree as { color: Record<string, unknown> }).color;

describe('the token files of the design system', () => {
  it('follow the format, and both themes define the same tokens', () => {
    expect(validateTokenSet(tokenFiles)).toEqual([]);
  });

  it('use aliases that resolve to the colour they name', () => {
    const light = loadTokenSet(tokenFiles).light;
    const ring = light.get('color.focus.ring')!;
    expect(ring.aliasOf).toBe('color.text.primary');
    expect(toCss(ring)).toBe(toCss(light.get('color.text.primary')!));
  });
});

describe('a broken token file fails with a message naming the token and the problem', () => {
  it('the fixture itself is valid', () => {
    expect(messages(() => {})).toEqual([]);
  });

  it('missing $value', () => {
    expect(messages((set) => (lightColor(set).ink = { $type: 'color', $description: 'no value' }))).toContain('light.tokens.json › color.ink: missing $value (a token needs one; a group needs at least one token)');
  });

  it('a bare value where a token object belongs', () => {
    expect(messages((set) => (lightColor(set).ink = '#0b0c0c'))).toContain('light.tokens.json › color.ink: missing $value: found "#0b0c0c" where a token or group object belongs (write {"$value": ...})');
  });

  it('unknown $type', () => {
    expect(messages((set) => (lightColor(set).$type = 'colour'))).toContain('light.tokens.json › color: unknown $type "colour" (known: color, dimension, fontFamily, fontWeight, duration, cubicBezier, number)');
  });

  it('a format type this loader does not convert', () => {
    expect(messages((set) => (lightColor(set).ink = { $type: 'shadow', $value: {} }))[0]).toMatch(/^light\.tokens\.json › color\.ink: \$type "shadow" is in the format but tokens\/src\/dtcg\.ts does not convert it/);
  });

  it('bad colour components', () => {
    expect(messages((set) => (lightColor(set).ink = { $value: { colorSpace: 'srgb', components: [11, 12, 12] } }))).toContain(
      'light.tokens.json › color.ink: bad colour components [11,12,12]: srgb needs three numbers from 0 to 1 [red, green, blue]',
    );
  });

  it('a hex fallback that disagrees with the components', () => {
    expect(messages((set) => (lightColor(set).ink = { $value: { ...srgb('#0b0c0c'), hex: '#000000' } }))).toContain(
      'light.tokens.json › color.ink: hex #000000 does not match the components [0.0431,0.0471,0.0471] (#0b0c0c); change both together',
    );
  });

  it('a colour written as a string (the format before 2025.10)', () => {
    expect(messages((set) => (lightColor(set).ink = { $value: '#0b0c0c' }))[0]).toBe(
      'light.tokens.json › color.ink: a color $value is an object {"colorSpace": "srgb", "components": [r, g, b], "alpha"?, "hex"?}, found "#0b0c0c"',
    );
  });

  it('a dimension without its unit', () => {
    expect(messages((set) => ((set.shared[0].tree as { space: { small: unknown } }).space.small = { $value: 8 }))).toContain(
      'base.tokens.json › space.small: a dimension $value is {"value": <number>, "unit": "px" or "rem"}, found 8',
    );
  });

  it('alias to a missing token', () => {
    expect(messages((set) => (lightColor(set).ring = { $value: '{color.inc}' }))).toContain('light.tokens.json › color.ring: alias {color.inc} points to a missing token');
  });

  it('alias cycle', () => {
    const found = messages((set) => {
      lightColor(set).ink = { $value: '{color.ring}' };
    });
    expect(found).toContain('light.tokens.json › color.ink: alias cycle: color.ink → color.ring → color.ink');
  });

  it('a token in one theme missing in the other', () => {
    expect(messages((set) => delete (set.themes.contrast.tree as { color: Record<string, unknown> }).color.ring)).toContain(
      'contrast.tokens.json › color.ring: missing in theme "contrast" (it is in light.tokens.json); every theme defines the same tokens',
    );
  });

  it('a misspelt property', () => {
    expect(messages((set) => (lightColor(set).ink = { $valeu: srgb('#0b0c0c') }))).toContain('light.tokens.json › color.ink: unknown property "$valeu" on a group (allowed: $type, $description, $extensions, $deprecated)');
  });

  it('loading throws every message at once', () => {
    const set = fixture();
    lightColor(set).ring = { $value: '{color.inc}' };
    (set.themes.contrast.tree as { color: Record<string, unknown> }).color.ink = { $value: { colorSpace: 'srgb', components: [2, 0, 0] } };
    expect(() => loadTokenSet(set)).toThrow(TokenFormatError);
    expect(() => loadTokenSet(set)).toThrow(/light\.tokens\.json › color\.ring: alias \{color\.inc\} points to a missing token\n.*contrast\.tokens\.json › color\.ink: bad colour components/s);
  });
});

describe('CSS values', () => {
  const css = (tree: Record<string, unknown>) => toCss(resolveSources([file('t.tokens.json', { t: tree })]).tokens.get('t')!);

  it('opaque colours as #rrggbb, translucent ones as rgba()', () => {
    expect(css({ $type: 'color', $value: srgb('#1f4e8c') })).toBe('#1f4e8c');
    expect(css({ $type: 'color', $value: { ...srgb('#0b0c0c'), alpha: 0.6 } })).toBe('rgba(11, 12, 12, 0.6)');
  });

  it('dimensions with their unit, zero without one', () => {
    expect(css({ $type: 'dimension', $value: { value: 1.1875, unit: 'rem' } })).toBe('1.1875rem');
    expect(css({ $type: 'dimension', $value: { value: 0, unit: 'rem' } })).toBe('0');
  });

  it('font stacks quote names that need it, not generic families', () => {
    expect(css({ $type: 'fontFamily', $value: ['Atkinson Hyperlegible', 'system-ui', '-apple-system', 'Arial', 'SFMono-Regular', 'sans-serif'] })).toBe(
      '"Atkinson Hyperlegible", system-ui, -apple-system, Arial, "SFMono-Regular", sans-serif',
    );
  });

  it('weights, numbers, durations and easing curves', () => {
    expect(css({ $type: 'fontWeight', $value: 'bold' })).toBe('700');
    expect(css({ $type: 'number', $value: 1.5 })).toBe('1.5');
    expect(css({ $type: 'duration', $value: { value: 120, unit: 'ms' } })).toBe('120ms');
    expect(css({ $type: 'cubicBezier', $value: [0.2, 0, 0, 1] })).toBe('cubic-bezier(0.2, 0, 0, 1)');
  });
});
