// The embedded font of a PDF, subset without decoding the same glyphs again for every document.
//
// pdfkit embeds a TrueType subset of the glyphs a document uses (fontkit's TTFSubset.encode). That
// decodes every glyph's outline (only to learn whether it is composite), reads its metrics and encodes
// the whole font directory field by field, for each document: about a third of a confirmation PDF's
// layout time. Here the glyph records (bytes, composite components, advance and bearing) are read once
// per process and the tables that do not depend on the glyphs are taken from one fontkit encode; a
// document's subset is then only concatenated. The bytes are the same as fontkit's (fontSubset.test.ts).

/** The parts of a fontkit TrueType font read here. */
export interface SubsetSourceFont {
  getGlyph(id: number): { _decode(): { numberOfContours: number; components?: { glyphID: number; pos: number }[] } | null; advanceWidth: number; _getMetrics(): { leftBearing: number } };
  loca: { offsets: number[]; version: number };
  _getTableStream(tag: string): { pos: number; readBuffer(length: number): Uint8Array };
  _variationProcessor?: unknown;
  createSubset(): FontSubset;
}

/** fontkit's subset as pdfkit uses it: glyphs in the order of first use, `includeGlyph` answers the new id. */
export interface FontSubset {
  glyphs: number[];
  includeGlyph(glyph: number): number;
  encode(): Uint8Array;
}

interface GlyphRecord {
  /** The glyph's bytes in the source font's glyf table (a composite's component ids are rewritten per subset). */
  bytes: Uint8Array;
  components: { glyphID: number; pos: number }[] | null;
  advance: number;
  bearing: number;
}

/** The tables of fontkit's subset, in its order; the starred ones are built per subset. */
const TABLE_ORDER = ['head', 'hhea', 'loca', 'maxp', 'cvt ', 'prep', 'glyf', 'hmtx', 'fpgm'] as const;
type TableTag = (typeof TABLE_ORDER)[number];
/** Byte offsets of the glyph counts fontkit writes into the copied tables. */
const HHEA_NUMBER_OF_METRICS = 34;
const MAXP_NUM_GLYPHS = 4;

/** Tables of a font file by tag (the directory of a TrueType font). */
function readTables(font: Uint8Array): Map<string, Uint8Array> {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = new Map<string, Uint8Array>();
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const entry = 12 + i * 16;
    const tag = String.fromCharCode(...font.subarray(entry, entry + 4));
    const offset = view.getUint32(entry + 8);
    tables.set(tag, font.slice(offset, offset + view.getUint32(entry + 12)));
  }
  return tables;
}

export interface SubsetEncoder {
  /** A subset for one document: fontkit's own, whose `encode` assembles the cached glyph records. */
  createSubset(documentFont: SubsetSourceFont): FontSubset;
}

/**
 * `source`: a font object that shares the parsed tables and is used for nothing else (its glyph objects
 * carry no code points, so they must never reach a document's text layer).
 */
export function subsetEncoder(source: SubsetSourceFont): SubsetEncoder {
  if (source._variationProcessor) throw new Error('Variable fonts are subset by fontkit itself');
  const records = new Map<number, GlyphRecord>();
  const record = (gid: number): GlyphRecord => {
    let found = records.get(gid);
    if (!found) {
      // As fontkit's TTFSubset._addGlyph reads it.
      const glyph = source.getGlyph(gid);
      const glyf = glyph._decode();
      const start = source.loca.offsets[gid];
      const stream = source._getTableStream('glyf');
      stream.pos += start;
      const bytes = Uint8Array.from(stream.readBuffer(source.loca.offsets[gid + 1] - start));
      const components = glyf && glyf.numberOfContours < 0 ? (glyf.components ?? []).map(({ glyphID, pos }) => ({ glyphID, pos })) : null;
      found = { bytes, components, advance: glyph.advanceWidth, bearing: glyph._getMetrics().leftBearing };
      records.set(gid, found);
    }
    return found;
  };
  // The tables that do not depend on the glyphs, as fontkit encodes them (from a subset of glyph 0 alone).
  const template = readTables(source.createSubset().encode());
  const fixed = (tag: TableTag) => {
    const table = template.get(tag);
    if (!table) throw new Error(`fontkit's subset has no ${tag} table`);
    return table;
  };
  const present = TABLE_ORDER.filter((tag) => template.has(tag));
  if (present.length !== template.size) throw new Error('fontkit writes other subset tables than expected');
  const locaLong = source.loca.version === 1;

  const encode = (subset: FontSubset): Uint8Array => {
    const parts: Uint8Array[] = [];
    const offsets: number[] = [];
    const metrics: { advance: number; bearing: number }[] = [];
    let glyfLength = 0;
    // Composite glyphs include their components as they go: the list may grow while it is read.
    for (let i = 0; i < subset.glyphs.length; i++) {
      const glyph = record(subset.glyphs[i]);
      let bytes = glyph.bytes;
      if (glyph.components) {
        bytes = bytes.slice();
        const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        for (const component of glyph.components) view.setUint16(component.pos, subset.includeGlyph(component.glyphID));
      }
      parts.push(bytes);
      offsets.push(glyfLength);
      metrics.push(glyph);
      glyfLength += bytes.length;
    }
    offsets.push(glyfLength);
    const count = parts.length;

    const hhea = fixed('hhea').slice();
    new DataView(hhea.buffer).setUint16(HHEA_NUMBER_OF_METRICS, count);
    const maxp = fixed('maxp').slice();
    new DataView(maxp.buffer).setUint16(MAXP_NUM_GLYPHS, count);
    const loca = new Uint8Array(offsets.length * (locaLong ? 4 : 2));
    const locaView = new DataView(loca.buffer);
    offsets.forEach((offset, i) => (locaLong ? locaView.setUint32(i * 4, offset) : locaView.setUint16(i * 2, offset >>> 1)));
    const glyf = new Uint8Array(glyfLength);
    let at = 0;
    for (const part of parts) {
      glyf.set(part, at);
      at += part.length;
    }
    const hmtx = new Uint8Array(count * 4);
    const hmtxView = new DataView(hmtx.buffer);
    metrics.forEach(({ advance, bearing }, i) => {
      hmtxView.setUint16(i * 4, advance);
      hmtxView.setInt16(i * 4 + 2, bearing);
    });
    const built: Partial<Record<TableTag, Uint8Array>> = { hhea, maxp, loca, glyf, hmtx };
    const tables = present.map((tag) => ({ tag, data: built[tag] ?? fixed(tag) }));

    // fontkit's directory: tag 'true', checksums 0, the tables one after the other without padding.
    const headerLength = 12 + tables.length * 16;
    const out = new Uint8Array(headerLength + tables.reduce((sum, t) => sum + t.data.length, 0));
    const view = new DataView(out.buffer);
    const exponent = Math.floor(Math.log2(tables.length));
    const searchRange = 2 ** exponent * 16;
    out.set([0x74, 0x72, 0x75, 0x65]);
    view.setUint16(4, tables.length);
    view.setUint16(6, searchRange);
    view.setUint16(8, exponent);
    view.setUint16(10, tables.length * 16 - searchRange);
    let offset = headerLength;
    tables.forEach(({ tag, data }, i) => {
      const entry = 12 + i * 16;
      for (let c = 0; c < 4; c++) out[entry + c] = tag.charCodeAt(c);
      view.setUint32(entry + 8, offset);
      view.setUint32(entry + 12, data.length);
      out.set(data, offset);
      offset += data.length;
    });
    return out;
  };

  return {
    createSubset(documentFont) {
      const subset = Object.getPrototypeOf(documentFont).createSubset.call(documentFont) as FontSubset;
      subset.encode = () => encode(subset);
      return subset;
    },
  };
}
