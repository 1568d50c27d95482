// A tiny writer that emits XML directly in exclusive canonical form (xml-exc-c14n without comments):
// no declaration, `<a></a>` for empty elements, attributes sorted, canonical escaping, no whitespace.

export interface XmlElement {
  name: string;
  /** Namespace declarations (`xmlns` or `xmlns:p`) and attributes; sorted on output as C14N requires. */
  namespaces?: Record<string, string>;
  attributes?: Record<string, string>;
  children?: (XmlElement | string)[];
}

// Characters XML 1.0 cannot carry at all; user text loses them rather than producing a broken document.
const INVALID_XML_CHARS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function stripInvalidXmlChars(text: string): string {
  return text.replace(INVALID_XML_CHARS, '');
}

export function escapeText(text: string): string {
  return stripInvalidXmlChars(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#xD;');
}

export function escapeAttribute(text: string): string {
  return stripInvalidXmlChars(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#x9;')
    .replace(/\n/g, '&#xA;')
    .replace(/\r/g, '&#xD;');
}

// C14N orders by code point (UTF-16 order is the same for the ASCII names we use).
const byName = (a: [string, string], b: [string, string]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/**
 * Serializes an element tree. Only unprefixed attributes are supported, so the C14N rule
 * "namespace declarations first (default first, then by prefix), then attributes by name" reduces
 * to sorting each list by name.
 */
export function serialize(element: XmlElement): string {
  const ns = Object.entries(element.namespaces ?? {}).sort(byName);
  const attrs = Object.entries(element.attributes ?? {}).sort(byName);
  for (const [name] of attrs) if (name.includes(':')) throw new Error(`Prefixed attribute ${name} is not supported`);
  const open =
    `<${element.name}` +
    ns.map(([name, uri]) => ` ${name}="${escapeAttribute(uri)}"`).join('') +
    attrs.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('') +
    '>';
  const body = (element.children ?? []).map((c) => (typeof c === 'string' ? escapeText(c) : serialize(c))).join('');
  return `${open}${body}</${element.name}>`;
}

/** An element with text content, or undefined when there is no value (so optional elements drop out). */
export function textElement(name: string, value: unknown): XmlElement | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return { name, children: [String(value)] };
}

export function element(name: string, children: (XmlElement | string | undefined)[], attributes?: Record<string, string>): XmlElement | undefined {
  const kept = children.filter((c): c is XmlElement | string => c !== undefined);
  if (kept.length === 0) return undefined;
  return attributes ? { name, attributes, children: kept } : { name, children: kept };
}
