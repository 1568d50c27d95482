// The parsed fonts are shared by all documents: every PDF must still carry its own complete text layer.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderTaggedPdf } from './document';

const work = mkdtempSync(path.join(tmpdir(), 'ee-pdf-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function pdfText(pdf: Buffer, name: string): string {
  const file = path.join(work, name);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-']).toString();
}

describe('renderTaggedPdf with fonts shared across documents', () => {
  it('keeps every character extractable in later documents', async () => {
    // Composite glyphs (Ü, Ö, Ä, é) pull their base letters into the first document's subset.
    const first = await renderTaggedPdf({ title: 'Eins', lang: 'de-DE', author: 'Test' }, [
      { kind: 'heading', level: 1, text: 'ÜÖÄ éè' },
      { kind: 'paragraph', text: 'Übermittlung München Öl Äpfel' },
    ]);
    expect(pdfText(first, 'first.pdf')).toContain('Übermittlung München Öl Äpfel');
    const text = 'UOA ue oa EEZ-UOAE-1234-5678';
    const second = await renderTaggedPdf({ title: 'Zwei', lang: 'de-DE', author: 'Test' }, [
      { kind: 'heading', level: 1, text },
      { kind: 'pairs', rows: [{ label: 'Freischaltcode', value: text }] },
    ]);
    const extracted = pdfText(second, 'second.pdf');
    expect(extracted).toContain(text);
    expect(execFileSync('pdfinfo', [path.join(work, 'second.pdf')]).toString()).toMatch(/Tagged:\s+yes/);
  });

  it('renders documents concurrently with the right text each', async () => {
    const texts = Array.from({ length: 6 }, (_, i) => `Dokument ${i}: ${'ÄÖÜäöüß€ '.repeat(i + 1)}Ende`);
    const pdfs = await Promise.all(texts.map((text) => renderTaggedPdf({ title: text, lang: 'de-DE', author: 'Test' }, [{ kind: 'paragraph', text }])));
    pdfs.forEach((pdf, i) => expect(pdfText(pdf, `c${i}.pdf`).replace(/\s+/g, ' ')).toContain(texts[i].replace(/\s+/g, ' ').trim()));
  });
});
