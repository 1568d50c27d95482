// The cached subset encoder writes the same font bytes as fontkit's own TTFSubset.encode.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FONT_BOLD, FONT_REGULAR } from './document';
import { subsetEncoder, type SubsetSourceFont } from './fontSubset';
import { woffToSfnt } from './woff';

const require = createRequire(import.meta.url);
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as {
  create(data: Uint8Array): SubsetSourceFont & { glyphsForString(text: string): { id: number }[]; layout(text: string): { glyphs: { id: number }[] } };
};

const TEXTS = [
  'Übermittlungsbestätigung: Einkommensteuererklärung 2025',
  'Jürgen Weiß · Übermittlungsnummer ET-2026-ABCDEFGHJK – Seite 1 von 3',
  'Pflegepauschbetrag für Hilfe im Haushalt, Ärzte, Öl, Straße: 1.234,56 € • “Zitat” „Anführung“',
  'Łódź, Ångström, Œuvre, ﬁ ﬂ ŉ, Ĳ, ǅ: Ελληνικά, Кириллица',
];

describe('subset encoder', () => {
  for (const file of [FONT_REGULAR, FONT_BOLD]) {
    it(`writes fontkit's bytes for ${file.split('/').pop()}`, () => {
      const sfnt = woffToSfnt(readFileSync(file));
      const encoder = subsetEncoder(fontkit.create(sfnt));
      const reference = fontkit.create(sfnt);
      const ours = fontkit.create(sfnt);
      for (let n = 1; n <= TEXTS.length; n++) {
        const text = TEXTS.slice(0, n).join(' ');
        const expected = reference.createSubset();
        const actual = encoder.createSubset(ours);
        for (const glyph of reference.layout(text).glyphs) expected.includeGlyph(glyph.id);
        for (const glyph of ours.layout(text).glyphs) actual.includeGlyph(glyph.id);
        const bytes = actual.encode();
        expect(Buffer.from(bytes).equals(Buffer.from(expected.encode()))).toBe(true);
        // Components included on the way (the U and the dieresis of Ü) are in both subsets.
        expect(actual.glyphs).toEqual(expected.glyphs);
        // Encoding twice gives the same bytes.
        expect(Buffer.from(actual.encode()).equals(Buffer.from(bytes))).toBe(true);
      }
    });
  }
});
