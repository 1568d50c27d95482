// Reads the structure of the summary HTML (headings, description lists, tables, paragraphs) for the PDF.
import type { Block } from './document';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decode(text: string): string {
  return text
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const TOKEN = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?>|([^<]+)/g;
const BLOCK_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'dt', 'dd', 'th', 'td', 'li', 'caption']);
const HIDDEN = /class="[^"]*(visually-hidden|sr-only)[^"]*"/;

/** Blocks in document order; consecutive dt/dd (or th/td in a row) become label/value rows. */
export function htmlToBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  let current: { tag: string; text: string } | null = null;
  let pendingLabel: string | null = null;
  let rowCells: string[] = [];
  const pushRow = (label: string, value: string) => {
    const last = blocks[blocks.length - 1];
    if (last?.kind === 'pairs') last.rows.push({ label, value });
    else blocks.push({ kind: 'pairs', rows: [{ label, value }] });
  };
  const close = () => {
    if (!current) return;
    const text = decode(current.text);
    const tag = current.tag;
    current = null;
    if (tag === 'dt') pendingLabel = text;
    else if (tag === 'dd') {
      pushRow(pendingLabel ?? '', text);
      pendingLabel = null;
    } else if (tag === 'th' || tag === 'td') rowCells.push(text);
    else if (!text) return;
    else if (/^h[1-6]$/.test(tag)) blocks.push({ kind: 'heading', level: Math.min(3, Math.max(2, Number(tag[1]))) as 2 | 3, text });
    else if (tag === 'li') {
      const last = blocks[blocks.length - 1];
      if (last?.kind === 'list') last.items.push(text);
      else blocks.push({ kind: 'list', items: [text] });
    } else blocks.push({ kind: 'paragraph', text });
  };
  let hiddenDepth = 0;
  for (const match of html.matchAll(TOKEN)) {
    const [whole, slash, rawTag, text] = match;
    if (text !== undefined) {
      if (current && hiddenDepth === 0) current.text += text;
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (tag === 'span' || tag === 'div') {
      if (!slash && HIDDEN.test(whole)) hiddenDepth++;
      else if (slash && hiddenDepth > 0) hiddenDepth--;
      continue;
    }
    if (tag === 'br' && current) current.text += ' ';
    if (tag === 'tr') {
      if (slash) {
        if (rowCells.length >= 2) pushRow(rowCells[0], rowCells.slice(1).join(' '));
        else if (rowCells.length === 1) blocks.push({ kind: 'paragraph', text: rowCells[0] });
        rowCells = [];
      }
      continue;
    }
    if (!BLOCK_TAGS.has(tag)) continue;
    if (!slash) {
      close();
      current = { tag, text: '' };
    } else if (current?.tag === tag) close();
  }
  close();
  return blocks;
}
