// Tagged, accessible PDFs with pdfkit: structure tree, language, title, embedded Unicode font.
import PDFDocument from 'pdfkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('@fontsource/dejavu-sans/package.json')), 'files');
/** DejaVu Sans covers umlauts, ß and the euro sign; embedded so every reader shows and extracts the same text. */
export const FONT_REGULAR = path.join(fontDir, 'dejavu-sans-latin-400-normal.woff');
export const FONT_BOLD = path.join(fontDir, 'dejavu-sans-latin-700-normal.woff');

import { subsetEncoder, type FontSubset, type SubsetSourceFont } from './fontSubset';
import { woffToSfnt } from './woff';

/** The fontkit that pdfkit itself uses (resolved from pdfkit's folder, so both always agree on the version). */
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as { create(data: Uint8Array): FontkitFont };

/** The parts of a fontkit TrueType font used here; pdfkit takes one wherever it takes a font file. */
interface FontkitFont {
  layout(...args: unknown[]): unknown;
  stream: { buffer: Uint8Array; constructor: new (buffer: Uint8Array) => { pos: number } };
  _directoryPos: number;
  _tables: Record<string, unknown>;
  constructor: new (stream: { pos: number }) => FontkitFont;
  createSubset(): FontSubset;
}

/**
 * Parsed once per process: decoding the TrueType tables (cmap, hmtx, GSUB, GPOS …) was most of a
 * small PDF's cost. Kept as the shared table cache only, never laid out directly.
 */
let parsed: { regular: FontkitFont; bold: FontkitFont } | undefined;

/**
 * A font for one document that shares the parsed tables, the way fontkit's own `getVariation` does,
 * but has its own glyph cache and layout engine. fontkit keeps a glyph's code points from the glyph's
 * first use: the subset of one document creates component glyphs (the U of Ü) without code points,
 * and a font shared across documents would then lose those characters from a later PDF's text layer.
 * Reads of the shared tables are synchronous, so concurrent documents never interleave on them.
 */
function documentFont(shared: FontkitFont): FontkitFont {
  const stream = new shared.stream.constructor(shared.stream.buffer);
  stream.pos = shared._directoryPos;
  const font = new shared.constructor(stream);
  font._tables = shared._tables;
  return font;
}

/** A glyph run as fontkit's layout returns it (pdfkit scales the positions in place). */
interface GlyphRun {
  glyphs: unknown[];
  positions: Record<string, number>[];
}

/**
 * Shaping a word (OpenType substitutions and positioning) is the largest part of laying out a PDF,
 * and most words (labels, amounts, dates) recur in every document. Runs are shaped on a font used for
 * nothing else, so its glyphs always come from a layout and carry their code points; the shaped runs
 * are kept across documents (shareScaledRuns below) for words up to LAYOUT_CACHE_WORD_LENGTH
 * characters, at most LAYOUT_CACHE_SIZE of them per font (the oldest go first).
 */
const LAYOUT_CACHE_SIZE = 2000;
const LAYOUT_CACHE_WORD_LENGTH = 40;

/** Fresh runs from the layout font: pdfkit scales a run's positions in place. */
function layoutOn(layoutFont: FontkitFont): (text: string, features?: unknown) => GlyphRun {
  return (text, features) => layoutFont.layout(text, features) as GlyphRun;
}

let layouts: { regular: ReturnType<typeof layoutOn>; bold: ReturnType<typeof layoutOn> } | undefined;

/** The parts of pdfkit's EmbeddedFont (the font of one document) used here. */
interface EmbeddedFont {
  layoutRun(text: string): GlyphRun & { advanceWidth: number };
  layoutCached(text: string): { glyphs: unknown[]; positions: Record<string, number>[]; advanceWidth: number };
}

/**
 * The runs as pdfkit uses them (positions scaled to its 1000 units), kept across documents: pdfkit's
 * own cache of a document's words starts empty with every document, and copying and scaling each
 * word's run again was a quarter of the memory a PDF allocated (garbage the thread then collects).
 * pdfkit only reads a run it took from its cache (it shares them within a document the same way).
 */
const scaledRuns = { regular: new Map<string, ReturnType<EmbeddedFont['layoutCached']>>(), bold: new Map<string, ReturnType<EmbeddedFont['layoutCached']>>() };

function shareScaledRuns(doc: PDFKit.PDFDocument, name: 'regular' | 'bold'): void {
  doc.font(name);
  const font = (doc as unknown as { _font: EmbeddedFont })._font;
  const runs = scaledRuns[name];
  font.layoutCached = (text) => {
    let run = runs.get(text);
    if (!run) {
      const laid = font.layoutRun(text);
      run = { glyphs: laid.glyphs, positions: laid.positions, advanceWidth: laid.advanceWidth };
      if (text.length <= LAYOUT_CACHE_WORD_LENGTH) {
        if (runs.size >= LAYOUT_CACHE_SIZE) runs.delete(runs.keys().next().value as string);
        runs.set(text, run);
      }
    }
    return run;
  };
}

/** The glyph records of the embedded subsets, read once per font (fontSubset.ts), from fonts used for nothing else. */
let subsets: { regular: ReturnType<typeof subsetEncoder>; bold: ReturnType<typeof subsetEncoder> } | undefined;

function loadFonts() {
  parsed ??= {
    regular: fontkit.create(woffToSfnt(readFileSync(FONT_REGULAR))),
    bold: fontkit.create(woffToSfnt(readFileSync(FONT_BOLD))),
  };
  layouts ??= { regular: layoutOn(documentFont(parsed.regular)), bold: layoutOn(documentFont(parsed.bold)) };
  subsets ??= {
    regular: subsetEncoder(documentFont(parsed.regular) as unknown as SubsetSourceFont),
    bold: subsetEncoder(documentFont(parsed.bold) as unknown as SubsetSourceFont),
  };
  const regular = documentFont(parsed.regular);
  const bold = documentFont(parsed.bold);
  regular.layout = layouts.regular;
  bold.layout = layouts.bold;
  const { regular: regularSubsets, bold: boldSubsets } = subsets;
  regular.createSubset = () => regularSubsets.createSubset(regular as unknown as SubsetSourceFont);
  bold.createSubset = () => boldSubsets.createSubset(bold as unknown as SubsetSourceFont);
  return { regular, bold };
}

export interface PairRow {
  label: string;
  value: string;
  /** A subtotal: label and value in bold. */
  emphasis?: boolean;
}

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string; emphasis?: boolean }
  | {
      kind: 'pairs';
      rows: PairRow[];
      /** Column headers (a header row of TH with scope Column). */
      header?: { label: string; value: string };
      /** Values are amounts: aligned on the right. */
      numeric?: boolean;
    }
  | { kind: 'list'; items: string[] };

export interface PdfMeta {
  title: string;
  lang: 'de-DE' | 'en-US';
  author: string;
  subject?: string;
}

/** What every page carries beside the content, as pagination artifacts (a screen reader skips them). */
export interface PageFurniture {
  /** The page number line at the foot of every page, e.g. "Seite 1 von 3". */
  pageNumber?: (page: number, pages: number) => string;
  /** The running header of every page after the first (name, transfer number). */
  runningHeader?: string;
}

const MARGIN = 56;
const FURNITURE_SIZE = 9;

/**
 * Heights of wrapped text, kept across documents by font, size, width and text (texts up to
 * HEIGHT_CACHE_TEXT_LENGTH characters, at most HEIGHT_CACHE_SIZE of them, the oldest go first). Every
 * block is measured before it is written (to keep it on its page), a table's rows twice or more, and
 * most labels and headings recur in every document; wrapping a text to measure it was a third of the
 * layout. With no line gap, indent or spacing options, pdfkit's height depends on nothing else.
 */
const HEIGHT_CACHE_SIZE = 2000;
const HEIGHT_CACHE_TEXT_LENGTH = 200;
const heights = new Map<string, number>();

/** Renders blocks in reading order into a tagged PDF and returns its bytes. */
export function renderTaggedPdf(meta: PdfMeta, blocks: Block[], furniture: PageFurniture = {}): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    // No default font: pdfkit would parse the Helvetica metrics (AFM) for every document. Every
    // block below selects 'regular' or 'bold' before it writes.
    font: null as unknown as string,
    size: 'A4',
    margin: MARGIN,
    pdfVersion: '1.7',
    tagged: true,
    lang: meta.lang,
    displayTitle: true,
    info: { Title: meta.title, Author: meta.author, Subject: meta.subject ?? meta.title, Creator: meta.author },
    // Kept until the end when pages are numbered: "Seite 1 von 3" needs the count.
    bufferPages: !!furniture.pageNumber,
  });
  doc.registerFont('regular', regular as unknown as string);
  doc.registerFont('bold', bold as unknown as string);
  shareScaledRuns(doc, 'regular');
  shareScaledRuns(doc, 'bold');
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // One typed wrapper: pdfkit's typings miss the (tag, children) overload and closures returning the document.
  const el = (tag: string, children: (() => unknown) | PDFKit.PDFStructureElement[], options: object = {}) =>
    doc.struct(tag, options, children as unknown as PDFKit.PDFStructureElementChild[]);
  const root = doc.struct('Document');
  doc.addStructure(root);
  /** The font and size of the text written next; heightOf measures in them. */
  let fontKey = '';
  const setFont = (name: 'regular' | 'bold', size: number) => {
    doc.font(name).fontSize(size);
    fontKey = `${name} ${size}`;
  };
  const heightOf = (text: string, textWidth: number): number => {
    if (text.length > HEIGHT_CACHE_TEXT_LENGTH) return doc.heightOfString(text, { width: textWidth });
    const key = `${fontKey} ${textWidth} ${text}`;
    let height = heights.get(key);
    if (height === undefined) {
      height = doc.heightOfString(text, { width: textWidth });
      if (heights.size >= HEIGHT_CACHE_SIZE) heights.delete(heights.keys().next().value as string);
      heights.set(key, height);
    }
    return height;
  };
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;
  /** Starts a new page when `height` does not fit; true when it did. */
  const ensureSpace = (height: number): boolean => {
    if (doc.y + height <= bottom()) return false;
    doc.addPage();
    return true;
  };
  const sizes = { 1: 18, 2: 14, 3: 12 } as const;
  const rule = (y: number, lineWidth: number, type: 'Layout' | 'Pagination') => {
    doc.markContent('Artifact', { type });
    doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(lineWidth).stroke();
    doc.endMarkedContent();
  };

  /** The height of a block's first line, row or item: a heading keeps it on its own page. */
  const firstPartHeight = (block: Block | undefined): number => {
    if (!block || block.kind === 'heading') return 0;
    setFont('regular', 11);
    const first = block.kind === 'pairs' ? `${block.header ? 'x\n' : ''}${block.rows[0]?.label ?? ''}` : block.kind === 'list' ? (block.items[0] ?? '') : block.text;
    return Math.min(heightOf(first, block.kind === 'pairs' ? width * 0.55 : width), 3 * doc.currentLineHeight(true)) + 8;
  };

  for (const [index, block] of blocks.entries()) {
    if (block.kind === 'heading') {
      const keep = firstPartHeight(blocks[index + 1]);
      setFont('bold', sizes[block.level]);
      ensureSpace(heightOf(block.text, width) + 24 + keep);
      doc.moveDown(block.level === 1 ? 0 : 0.6);
      root.add(el(`H${block.level}`, () => doc.text(block.text, MARGIN, doc.y, { width })));
      doc.moveDown(0.3);
    } else if (block.kind === 'paragraph') {
      setFont(block.emphasis ? 'bold' : 'regular', 11);
      ensureSpace(heightOf(block.text, width));
      root.add(el('P', () => doc.text(block.text, MARGIN, doc.y, { width })));
      doc.moveDown(0.4);
    } else if (block.kind === 'list') {
      setFont('regular', 11);
      const list = doc.struct('L');
      root.add(list);
      for (const item of block.items) {
        ensureSpace(heightOf(item, width - 16));
        const y = doc.y;
        list.add(
          el('LI', [
            el('Lbl', () => doc.text('•', MARGIN, y, { width: 12 })),
            el('LBody', () => doc.text(item, MARGIN + 16, y, { width: width - 16 })),
          ]),
        );
      }
      list.end();
      doc.moveDown(0.4);
    } else {
      const table = doc.struct('Table');
      root.add(table);
      const labelWidth = width * (block.numeric ? 0.7 : 0.55);
      const valueWidth = width - labelWidth - 12;
      const align = block.numeric ? 'right' : 'left';
      const rowHeight = (row: PairRow) => {
        setFont(row.emphasis ? 'bold' : 'regular', 11);
        return Math.max(heightOf(row.label, labelWidth), heightOf(row.value || ' ', valueWidth));
      };
      const header = block.header;
      const headerHeight = header ? rowHeight({ ...header, emphasis: true }) + 4 : 0;
      const headerCells = (y: number) =>
        header
          ? [() => doc.text(header.label, MARGIN, y, { width: labelWidth }), () => doc.text(header.value, MARGIN + labelWidth + 12, y, { width: valueWidth, align })]
          : [];
      if (header) {
        // The header row stays with the first row.
        ensureSpace(headerHeight + (block.rows[0] ? rowHeight(block.rows[0]) + 4 : 0));
        rowHeight({ ...header, emphasis: true });
        const y = doc.y;
        table.add(el('TR', headerCells(y).map((cell) => el('TH', cell, { scope: 'Column' }))));
        doc.x = MARGIN;
        doc.y = y + headerHeight;
      }
      for (const row of block.rows) {
        const height = rowHeight(row);
        if (ensureSpace(height + 4) && header) {
          // The table goes on over the page: its column headers again, as a pagination artifact (read once).
          rowHeight({ ...header, emphasis: true });
          const y = doc.y;
          doc.markContent('Artifact', { type: 'Pagination' });
          for (const cell of headerCells(y)) cell();
          doc.endMarkedContent();
          doc.x = MARGIN;
          doc.y = y + headerHeight;
          rowHeight(row);
        }
        const y = doc.y;
        // A subtotal's rule above it, as on the summary: layout, not content.
        if (row.emphasis) rule(y - 2, 1, 'Layout');
        table.add(
          el('TR', [
            el('TH', () => doc.text(row.label, MARGIN, y, { width: labelWidth }), { scope: 'Row' }),
            el('TD', () => doc.text(row.value || '–', MARGIN + labelWidth + 12, y, { width: valueWidth, align })),
          ]),
        );
        doc.x = MARGIN;
        doc.y = y + height + 4;
      }
      table.end();
      doc.moveDown(0.4);
    }
  }
  root.end();
  if (furniture.pageNumber) writeFurniture(doc, furniture, width);
  doc.end();
  return done;
}

/**
 * Page numbers on every page and the running header on every page after the first, written last (the
 * count is known only then) as pagination artifacts: outside the structure tree, so a screen reader
 * reads the content without them, while a printed page says whose it is and where it belongs.
 */
function writeFurniture(doc: PDFKit.PDFDocument, furniture: PageFurniture, width: number): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = 0; i < count; i++) {
    doc.switchToPage(start + i);
    // In the margins: pdfkit would start a new page for text below the bottom margin.
    const margins = { ...doc.page.margins };
    doc.page.margins = { ...margins, top: 0, bottom: 0 };
    doc.font('regular').fontSize(FURNITURE_SIZE);
    if (i > 0 && furniture.runningHeader) {
      const header = furniture.runningHeader;
      doc.markContent('Artifact', { type: 'Pagination' });
      doc.text(header, MARGIN, MARGIN / 2 - FURNITURE_SIZE / 2, { width, lineBreak: false });
      doc.moveTo(MARGIN, MARGIN - 12).lineTo(MARGIN + width, MARGIN - 12).lineWidth(0.5).stroke();
      doc.endMarkedContent();
    }
    doc.markContent('Artifact', { type: 'Pagination' });
    doc.text(furniture.pageNumber!(i + 1, count), MARGIN, doc.page.height - MARGIN / 2 - FURNITURE_SIZE / 2, { width, align: 'center', lineBreak: false });
    doc.endMarkedContent();
    doc.page.margins = margins;
  }
}
