// OFX as a tree, for both versions with one small tokenizer. OFX 1.x is SGML: leaf elements are
// not closed (`<TRNAMT>-50.00` then the next tag), aggregates are (`</STMTTRN>`), and a header
// of KEY:VALUE lines comes first. OFX 2.x is XML, where every element is closed. The rule that
// reads both: an element followed by text is a leaf (its text runs to the next "<"); an element
// followed directly by a tag is an aggregate that stays open until its closing tag. A closing tag
// closes everything opened since (forgotten closes in sloppy exports); a stray one is ignored.
// An element with no text is an aggregate only if that name is closed somewhere in the file:
// an SGML leaf left empty (`<MEMO>` then `<NAME>…`) must not swallow the elements after it.
// Nothing is fetched or expanded: `<!…>` declarations and `<?…?>` instructions are skipped.
import { decodeEntities } from '../xml/machine-values';

export interface OfxNode {
  readonly name: string;
  /** A leaf's text, entities decoded and trimmed; null for an aggregate. */
  text: string | null;
  readonly children: OfxNode[];
  /** 1-based line of the opening tag. */
  readonly line: number;
}

/** Deeper than this is not an OFX statement (real files nest about 8 levels). */
const MAX_DEPTH = 64;

/** Parses the text (from its first "<") into a synthetic root holding the top elements. */
export function parseOfxTree(text: string): OfxNode {
  const root: OfxNode = { name: '#root', text: null, children: [], line: 1 };
  const stack: OfxNode[] = [root];
  const closedNames = new Set<string>();
  for (const m of text.matchAll(/<\/\s*([^\s>]+)/g)) closedNames.add((m[1] ?? '').toUpperCase());
  let line = 1;
  let i = text.indexOf('<');
  const countLines = (from: number, to: number): void => {
    for (let k = text.indexOf('\n', from); k >= 0 && k < to; k = text.indexOf('\n', k + 1)) line++;
  };
  countLines(0, i < 0 ? text.length : i);
  while (i >= 0 && i < text.length) {
    const top = stack[stack.length - 1] ?? root;
    if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      const next = end < 0 ? text.length : end + 3;
      countLines(i, next);
      i = text.indexOf('<', next);
      if (i >= 0) countLines(next, i);
      continue;
    }
    const close = text.indexOf('>', i + 1);
    if (close < 0) break;
    const tag = text.slice(i + 1, close);
    const tagLine = line;
    countLines(i, close);
    let next = text.indexOf('<', close + 1);
    if (next < 0) next = text.length;
    const content = text.slice(close + 1, next);
    countLines(close + 1, next);
    i = next < text.length ? next : -1;
    if (tag.startsWith('?') || tag.startsWith('!')) continue;
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim().toUpperCase();
      const at = findOpen(stack, name);
      if (at > 0) stack.length = at;
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const name = (/^[^\s/]+/.exec(tag)?.[0] ?? '').toUpperCase();
    if (name === '') continue;
    const node: OfxNode = { name, text: null, children: [], line: tagLine };
    top.children.push(node);
    const value = content.trim();
    if (selfClosing) continue;
    if (value !== '') {
      // A leaf; in XML its closing tag follows and is skipped by findOpen (it is not on the stack).
      node.text = decodeEntities(value);
      continue;
    }
    if (closedNames.has(name) && stack.length < MAX_DEPTH) stack.push(node);
  }
  return root;
}

function findOpen(stack: readonly OfxNode[], name: string): number {
  for (let k = stack.length - 1; k > 0; k--) if (stack[k]?.name === name) return k;
  return -1;
}

/** The first child of that name. */
export function ofxChild(node: OfxNode | undefined, name: string): OfxNode | undefined {
  return node?.children.find((c) => c.name === name);
}

export function ofxPath(node: OfxNode | undefined, ...names: readonly string[]): OfxNode | undefined {
  let cur = node;
  for (const n of names) cur = ofxChild(cur, n);
  return cur;
}

export function ofxText(node: OfxNode | undefined, ...names: readonly string[]): string | null {
  const t = ofxPath(node, ...names)?.text ?? null;
  return t === null || t.trim() === '' ? null : t.trim();
}

/** Every node of that name anywhere under `node`, in document order (not inside each other). */
export function ofxFindAll(node: OfxNode, name: string, out: OfxNode[] = []): OfxNode[] {
  for (const c of node.children) {
    if (c.name === name) out.push(c);
    else ofxFindAll(c, name, out);
  }
  return out;
}
