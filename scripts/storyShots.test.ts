// The story pictures' rules (scripts/storyShots.mjs): which modes each kind of story gets, how a
// picture is compared with its baseline, how the baseline is stored, and the fonts every run uses.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { compare, fingerprint, kindOf, modesFor, onlyTheCaret, optimised, storyFonts } from './storyShots.mjs';

const dir = mkdtempSync(join(tmpdir(), 'story-shots-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A small picture of an interface: white, a dark-blue link-like bar, grey letter-like edges. */
function picture(link = [11, 12, 140]): Buffer {
  const png = new PNG({ width: 64, height: 32 });
  for (let y = 0; y < 32; y++) {
    for (let x = 0; x < 64; x++) {
      const i = (y * 64 + x) * 4;
      const inBar = y >= 10 && y < 20 && x >= 8 && x < 56;
      const edge = (y === 9 || y === 20) && x >= 8 && x < 56;
      const [r, g, b] = inBar ? link : edge ? [200, 200, 210] : [255, 255, 255];
      png.data.set([r, g, b, 255], i);
    }
  }
  return PNG.sync.write(png);
}

describe('the modes of each kind of story', () => {
  it('screens: their theme, and 320 px in light; components: forced colours over each theme; layouts: both; foundations: their theme', () => {
    const screen = { title: 'Declaration/Wizard screens' };
    const component = { title: 'Forms/Radio group' };
    const layout = { title: 'Layout/Page' };
    expect(kindOf(screen)).toBe('screen');
    expect(kindOf({ title: 'App/Start' })).toBe('screen');
    expect(kindOf(layout)).toBe('layout');
    expect(kindOf({ title: 'Chrome/Header' })).toBe('layout');
    expect(kindOf(component)).toBe('component');
    expect(kindOf({ title: 'Foundations/Contrast grid' })).toBe('foundation');
    expect([...modesFor({ title: 'Tokens/Contrast' }, 'light'), ...modesFor({ title: 'Tokens/Contrast' }, 'contrast')]).toEqual(['light', 'contrast']);
    expect([...modesFor(screen, 'light'), ...modesFor(screen, 'contrast')]).toEqual(['light', 'light-320', 'contrast']);
    expect([...modesFor(component, 'light'), ...modesFor(component, 'contrast')]).toEqual(['light', 'forced-light', 'contrast', 'forced-dark']);
    expect([...modesFor(layout, 'light'), ...modesFor(layout, 'contrast')]).toEqual(['light', 'forced-light', 'light-320', 'contrast', 'forced-dark']);
  });
});

describe('comparing a picture with its baseline', () => {
  it('is the same without a baseline check when the fingerprint is the manifest one, and new without a baseline', async () => {
    const actual = picture();
    const baseline = join(dir, 'same.png');
    expect(compare(actual, baseline, fingerprint(actual)).status).toBe('new');
    writeFileSync(baseline, await optimised(actual));
    expect(compare(actual, baseline, fingerprint(actual)).status).toBe('same');
    // Without the fingerprint, pixelmatch decides against the reduced baseline: the same to the eye.
    expect(compare(actual, baseline, undefined).status).toBe('same');
  });

  it('finds a changed link colour against the stored (reduced) baseline, with a picture of the difference', async () => {
    const baseline = join(dir, 'link.png');
    writeFileSync(baseline, await optimised(picture()));
    const changed = picture([29, 112, 184]);
    const found = compare(changed, baseline, fingerprint(picture()));
    if (found.status !== 'changed') throw new Error(`expected a change, got ${found.status}`);
    expect(found.pixels).toBe(48 * 10);
    expect(PNG.sync.read(found.diff!).width).toBe(64);
  });

  it('finds a small move of the link colour (#1a4480 to #004480, red 26 to 0) that the old threshold of 0.1 let pass', async () => {
    const baseline = join(dir, 'link-small.png');
    writeFileSync(baseline, await optimised(picture([26, 68, 128])));
    const found = compare(picture([0, 68, 128]), baseline, fingerprint(picture([26, 68, 128])));
    expect(found.status).toBe('changed');
  });

  it('reports a changed size', async () => {
    const baseline = join(dir, 'size.png');
    writeFileSync(baseline, await optimised(picture()));
    const wider = new PNG({ width: 65, height: 32 });
    wider.data.fill(255);
    expect(compare(PNG.sync.write(wider), baseline, undefined)).toMatchObject({ status: 'changed', size: '64×32 → 65×32' });
  });

  it('takes a changed line 1 px wide inside the focused text field for its caret, and nothing else', () => {
    const diffWith = (pixels: [number, number][]) => {
      const png = new PNG({ width: 64, height: 32 });
      for (const [x, y] of pixels) png.data.set([255, 0, 0, 255], (y * 64 + x) * 4);
      return png;
    };
    const field = { left: 10, top: 5, right: 60, bottom: 25 };
    const caretLine = Array.from({ length: 14 }, (_, i): [number, number] => [20, 8 + i]);
    expect(onlyTheCaret(diffWith(caretLine), field)).toBe(true);
    expect(onlyTheCaret(diffWith(caretLine), null)).toBe(false);
    expect(onlyTheCaret(diffWith([...caretLine, [23, 10]]), field)).toBe(false);
    expect(onlyTheCaret(diffWith([[5, 10], [5, 11]]), field)).toBe(false);
    expect(onlyTheCaret(diffWith([[20, 2], [20, 10]]), field)).toBe(false);
  });

  it('stores a baseline as a palette PNG', async () => {
    const stored = await optimised(picture());
    // IHDR colour type 3: indexed colours.
    expect(stored.readUInt8(25)).toBe(3);
  });
});

describe('the fonts of the pictures', () => {
  it('are DejaVu from npm as TrueType, and fontconfig knows only them', async () => {
    const conf = await storyFonts(join(dir, 'fonts'));
    const files = readdirSync(join(dir, 'fonts', 'fonts'));
    expect(files).toContain('dejavu-sans-latin-400-normal.ttf');
    expect(files).toContain('dejavu-mono-latin-700-normal.ttf');
    expect(readFileSync(join(dir, 'fonts', 'fonts', 'dejavu-sans-latin-400-normal.ttf')).readUInt32BE(0)).toBe(0x00010000);
    const text = readFileSync(conf, 'utf8');
    expect(text).not.toContain('<include');
    expect(text).toContain('<family>Atkinson Hyperlegible</family><prefer><family>DejaVu Sans</family>');
    expect(text).toContain('<family>ui-monospace</family><prefer><family>DejaVu Sans Mono</family>');
    // fc-list comes with fontconfig, which Chromium needs (scripts/ensure-tools.sh installs both).
    const listed = execFileSync('fc-list', [':', 'family'], { env: { ...process.env, FONTCONFIG_FILE: conf }, encoding: 'utf8' });
    expect([...new Set(listed.trim().split('\n'))].sort()).toEqual(['DejaVu Sans', 'DejaVu Sans Mono']);
  });
});
