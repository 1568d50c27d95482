import { describe, expect, it } from 'vitest';
import { inPalette, palettes, withImportant } from './forcedColors';

describe('withImportant (the forced-colours preview makes the design system’s forced rules win)', () => {
  it('marks every declaration important', () => {
    expect(withImportant('outline: 3px solid Highlight; box-shadow: none;')).toBe('outline: 3px solid Highlight !important; box-shadow: none !important');
  });

  it('keeps a shorthand with var() whole, and semicolons inside parentheses', () => {
    expect(withImportant('outline: var(--focus-width) solid var(--focus-forced); background: url("data:a;b")')).toBe(
      'outline: var(--focus-width) solid var(--focus-forced) !important; background: url("data:a;b") !important',
    );
  });

  it('does not double an important', () => {
    expect(withImportant('color: CanvasText !important;')).toBe('color: CanvasText !important');
  });

  it('leaves an empty rule empty', () => {
    expect(withImportant('')).toBe('');
  });
});

describe('inPalette (system colours as the Windows contrast themes have them)', () => {
  it('replaces each keyword, the longer ones whole', () => {
    expect(inPalette('outline: 3px solid Highlight; color: HighlightText; background: Canvas; border-color: CanvasText', palettes.dark)).toBe(
      'outline: 3px solid #1aebff; color: #000000; background: #000000; border-color: #ffffff',
    );
  });

  it('leaves custom property names, class names and other words alone', () => {
    expect(inPalette('--focus-Highlight: red; .sb-forced-Canvas { color: var(--Canvas) }; font-family: Fieldwork', palettes.light)).toBe(
      '--focus-Highlight: red; .sb-forced-Canvas { color: var(--Canvas) }; font-family: Fieldwork',
    );
  });
});

describe('inPalette on CSSOM text', () => {
  it('replaces lower-case keywords as the browser serialises them', () => {
    expect(inPalette('color: buttontext; background-color: buttonface', palettes.dark)).toBe('color: #ffffff; background-color: #000000');
  });
});
