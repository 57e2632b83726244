// XML for CAMT.053 and SAF-T, read safely. A statement comes from outside (a bank, an accountant,
// a WhatsApp forward), so the document may not declare a DTD or entities at all: they are the
// door to XXE (external entities reading files or URLs) and to "billion laughs" expansion. We
// refuse them before the parser sees a byte, and tell the parser to expand nothing itself
// (processEntities off: we decode the five XML entities and &#…; references ourselves).
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ImportReadError } from '../statement';
import { decodeEntities, lineIndex } from './machine-values';

/** A parsed element: its children by name, attributes as "@_name", its text as "#text". */
export type XmlElement = { readonly [name: string]: unknown };

export interface SafeXml {
  readonly root: XmlElement;
  /** The 1-based line an element starts on, when the parser recorded it. */
  readonly lineOf: (el: unknown) => number | undefined;
}

const META = XMLParser.getMetaDataSymbol();

/** Refuses DTDs and entity declarations, checks the document is well formed, then parses it. */
export function parseSafeXml(text: string, arrayNames: ReadonlySet<string>): SafeXml {
  const toLine = lineIndex(text);
  const dtd = /<!(?:DOCTYPE|ENTITY)/i.exec(text);
  if (dtd) throw new ImportReadError('bad_xml', 'the document declares a DTD or entities, which are refused', { line: toLine(dtd.index) });
  // The parser itself is lenient (it reads "<a><b></a>" without complaint), so well-formedness is
  // checked first. The validator shipped inside the pinned fast-xml-parser is marked deprecated in
  // favour of a separate package; it is the same code, and one dependency fewer.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new ImportReadError('bad_xml', `not well-formed XML: ${valid.err.msg}`, { line: valid.err.line });
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true, // camt files come as <Document xmlns=…> or <ns2:Document>: same reader
    parseTagValue: false, // amounts stay text, read exactly on their digits
    parseAttributeValue: false,
    processEntities: false,
    htmlEntities: false,
    trimValues: true,
    captureMetaData: true,
    isArray: (name: string, _path: unknown, _leaf: boolean, isAttribute: boolean) => !isAttribute && arrayNames.has(name),
  });
  let parsed: unknown;
  try {
    parsed = parser.parse(text);
  } catch (e) {
    throw new ImportReadError('bad_xml', `the XML parser gave up: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!isElement(parsed)) throw new ImportReadError('bad_xml', 'no document element');
  return {
    root: parsed,
    lineOf: (el) => {
      if (!isElement(el)) return undefined;
      const meta: unknown = (el as Record<symbol, unknown>)[META as symbol];
      if (typeof meta !== 'object' || meta === null) return undefined;
      const start = (meta as { startIndex?: unknown }).startIndex;
      return typeof start === 'number' ? toLine(start) : undefined;
    },
  };
}

export function isElement(v: unknown): v is XmlElement {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The first child of that name (the first of a list), or undefined. */
export function child(el: unknown, name: string): unknown {
  if (!isElement(el)) return undefined;
  const v = el[name];
  return Array.isArray(v) ? (v as unknown[])[0] : v;
}

/** Follows a path of child names: path(stmt, 'Acct', 'Id', 'IBAN'). */
export function path(el: unknown, ...names: readonly string[]): unknown {
  let cur = el;
  for (const n of names) cur = child(cur, n);
  return cur;
}

/** Every child of that name, as a list (one, many or none). */
export function children(el: unknown, name: string): readonly unknown[] {
  if (!isElement(el)) return [];
  const v = el[name];
  if (v === undefined) return [];
  return Array.isArray(v) ? (v as unknown[]) : [v];
}

/** An element's text, entities decoded and trimmed; null when it has none. */
export function textOf(el: unknown): string | null {
  let raw: unknown = el;
  if (isElement(el)) raw = el['#text'];
  if (typeof raw === 'number' || typeof raw === 'boolean') raw = String(raw);
  if (typeof raw !== 'string') return null;
  const t = decodeEntities(raw).trim();
  return t === '' ? null : t;
}

/** textOf(path(el, …names)). */
export function textAt(el: unknown, ...names: readonly string[]): string | null {
  return textOf(path(el, ...names));
}

export function attrOf(el: unknown, name: string): string | null {
  if (!isElement(el)) return null;
  const v = el[`@_${name}`];
  return typeof v === 'string' && v.trim() !== '' ? decodeEntities(v).trim() : null;
}

/** Where an element is, as a statement names places: its line, when the parser kept it. */
export function placeOf(xml: SafeXml, el: unknown): { line?: number } {
  const line = xml.lineOf(el);
  return line === undefined ? {} : { line };
}
