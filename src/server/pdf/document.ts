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

import { woffToSfnt } from './woff';

let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  fonts ??= { regular: woffToSfnt(readFileSync(FONT_REGULAR)), bold: woffToSfnt(readFileSync(FONT_BOLD)) };
  return fonts;
}

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'pairs'; rows: { label: string; value: string }[] }
  | { kind: 'list'; items: string[] };

export interface PdfMeta {
  title: string;
  lang: 'de-DE' | 'en-US';
  author: string;
  subject?: string;
}

const MARGIN = 56;

/** Renders blocks in reading order into a tagged PDF and returns its bytes. */
export function renderTaggedPdf(meta: PdfMeta, blocks: Block[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    pdfVersion: '1.7',
    tagged: true,
    lang: meta.lang,
    displayTitle: true,
    info: { Title: meta.title, Author: meta.author, Subject: meta.subject ?? meta.title, Creator: meta.author },
    bufferPages: false,
  });
  const { regular, bold } = loadFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
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
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;
  const ensureSpace = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const sizes = { 1: 18, 2: 14, 3: 12 } as const;

  for (const block of blocks) {
    if (block.kind === 'heading') {
      doc.font('bold').fontSize(sizes[block.level]);
      ensureSpace(doc.heightOfString(block.text, { width }) + 24);
      doc.moveDown(block.level === 1 ? 0 : 0.6);
      root.add(el(`H${block.level}`, () => doc.text(block.text, MARGIN, doc.y, { width })));
      doc.moveDown(0.3);
    } else if (block.kind === 'paragraph') {
      doc.font('regular').fontSize(11);
      ensureSpace(doc.heightOfString(block.text, { width }));
      root.add(el('P', () => doc.text(block.text, MARGIN, doc.y, { width })));
      doc.moveDown(0.4);
    } else if (block.kind === 'list') {
      doc.font('regular').fontSize(11);
      const list = doc.struct('L');
      root.add(list);
      for (const item of block.items) {
        ensureSpace(doc.heightOfString(item, { width: width - 16 }));
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
      doc.font('regular').fontSize(11);
      const table = doc.struct('Table');
      root.add(table);
      const labelWidth = width * 0.55;
      const valueWidth = width - labelWidth - 12;
      for (const row of block.rows) {
        const height = Math.max(doc.heightOfString(row.label, { width: labelWidth }), doc.heightOfString(row.value || ' ', { width: valueWidth }));
        ensureSpace(height + 4);
        const y = doc.y;
        table.add(
          el('TR', [
            el('TH', () => doc.text(row.label, MARGIN, y, { width: labelWidth }), { scope: 'Row' }),
            el('TD', () => doc.text(row.value || '–', MARGIN + labelWidth + 12, y, { width: valueWidth })),
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
  doc.end();
  return done;
}
