import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { FONT_REGULAR } from '../../../src/server/pdf/document';
function woffToSfnt(woff: Buffer): Buffer {
  const n = woff.readUInt16BE(12);
  const tables = [];
  for (let i = 0; i < n; i++) {
    const e = 44 + i * 20;
    const tag = woff.subarray(e, e + 4), off = woff.readUInt32BE(e + 4), comp = woff.readUInt32BE(e + 8), orig = woff.readUInt32BE(e + 12), sum = woff.readUInt32BE(e + 16);
    const raw = woff.subarray(off, off + comp);
    tables.push({ tag, sum, data: comp < orig ? inflateSync(raw) : raw });
  }
  let pow = 1, log = 0; while (pow * 2 <= n) { pow *= 2; log++; }
  const head = Buffer.alloc(12 + 16 * n);
  head.writeUInt32BE(woff.readUInt32BE(4), 0); head.writeUInt16BE(n, 4); head.writeUInt16BE(pow * 16, 6); head.writeUInt16BE(log, 8); head.writeUInt16BE(n * 16 - pow * 16, 10);
  const parts = [head]; let offset = head.length;
  tables.forEach((t, i) => {
    const r = 12 + i * 16; t.tag.copy(head, r); head.writeUInt32BE(t.sum, r + 4); head.writeUInt32BE(offset, r + 8); head.writeUInt32BE(t.data.length, r + 12);
    const pad = (4 - (t.data.length % 4)) % 4; parts.push(t.data, Buffer.alloc(pad)); offset += t.data.length + pad;
  });
  return Buffer.concat(parts);
}
const ttf = woffToSfnt(readFileSync(FONT_REGULAR));
for (const [name, font] of [['woff', FONT_REGULAR], ['ttf', ttf]] as const) {
  const t = performance.now();
  const doc = new PDFDocument(); const chunks: Buffer[] = []; doc.on('data', (c) => chunks.push(c));
  const done = new Promise((r) => doc.on('end', r));
  doc.registerFont('r', font as any); doc.font('r');
  for (let i = 0; i < 100; i++) doc.text(`Übermittlungsbestätigung Zeile ${i} äöüß €`);
  doc.end(); await done;
  console.log(name, (performance.now() - t).toFixed(0), 'ms', Buffer.concat(chunks).length);
}
