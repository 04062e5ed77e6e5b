import { setImmediate as nextTurn } from 'node:timers/promises';
import { SaxesParser } from 'saxes';
import { fail, HttpError } from './errors.ts';

// An XML document as a small tree of namespace-resolved elements, for the files users upload (e-invoices, bank
// statements). Parsed with saxes: it resolves namespaces, so a document that binds a namespace to other prefixes (or
// to the default namespace) reads the same, which prefix-keeping parsers such as fast-xml-parser do not; it never
// fetches anything and expands only XML's five built-in entities and character references. A DOCTYPE is refused
// outright, so no DTD can declare entities (XXE, "billion laughs"). Limits keep a hostile file small.

export interface XmlElement {
  /** Namespace URI, '' when none. */
  uri: string;
  /** Local name (without prefix). */
  local: string;
  /** Attributes without a namespace, by local name (currencyID, schemeID, unitCode). */
  attributes: ReadonlyMap<string, string>;
  children: XmlElement[];
  /** The element's own text and CDATA, joined. */
  text: string;
}

/**
 * What a kind of file may hold, and the area whose error keys word the refusals: each area declares the same five
 * (tooLarge, notUtf8, notXml, doctype, tooComplex) so the user reads about an e-invoice or a bank file.
 */
export interface XmlTreeOptions {
  errors: 'einvoiceIn' | 'bankFile';
  maxBytes: number;
  maxElements: number;
  maxDepth: number;
}

function decodeUtf8(bytes: Uint8Array, options: XmlTreeOptions): string {
  try {
    // fatal: a byte sequence that is not UTF-8 is refused rather than turned into U+FFFD; the BOM is dropped.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw fail(`${options.errors}.notUtf8`);
  }
}

/** Characters written to the parser between two turns of the event loop (readXmlTreeInTurns). */
const SLICE = 256 * 1024;

/** A parser that builds the tree of `input`; `finish` answers its root once the whole text was written. */
function treeBuilder(input: Uint8Array | string, options: XmlTreeOptions) {
  const { errors, maxBytes, maxElements, maxDepth } = options;
  const size = typeof input === 'string' ? Buffer.byteLength(input, 'utf8') : input.byteLength;
  if (size > maxBytes) throw fail(`${errors}.tooLarge`, { maxMb: Math.floor(maxBytes / (1024 * 1024)) });
  // A string keeps no BOM for saxes to stumble over either.
  const xml = typeof input === 'string' ? input.replace(/^\uFEFF/, '') : decodeUtf8(input, options);
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let count = 0;
  parser.on('doctype', () => {
    throw fail(`${errors}.doctype`);
  });
  parser.on('opentag', (tag) => {
    count += 1;
    if (count > maxElements || stack.length >= maxDepth) throw fail(`${errors}.tooComplex`, { max: maxElements });
    const attributes = new Map<string, string>();
    for (const attribute of Object.values(tag.attributes))
      if (attribute.uri === '') attributes.set(attribute.local, attribute.value);
    const element: XmlElement = { uri: tag.uri, local: tag.local, attributes, children: [], text: '' };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    stack.push(element);
  });
  const addText = (text: string) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    stack.pop();
  });
  const notXml = () => fail(`${errors}.notXml`, { line: parser.line, column: parser.column + 1 });
  return {
    parser,
    xml,
    /** saxes words its errors in English with the position; the user gets the position in their own language. */
    refusal: (error: unknown) => (error instanceof HttpError ? error : notXml()),
    finish(): XmlElement {
      if (!root) throw notXml();
      return root;
    },
  };
}

/** The root element of the document, or a 400 naming why it cannot be read. */
export function readXmlTree(input: Uint8Array | string, options: XmlTreeOptions): XmlElement {
  const builder = treeBuilder(input, options);
  try {
    builder.parser.write(builder.xml).close();
  } catch (error) {
    throw builder.refusal(error);
  }
  return builder.finish();
}

/**
 * readXmlTree for a large file (a bank statement of 40 MB): written to the parser a slice at a time, with a turn of
 * the event loop after each, so that other users' calls are answered meanwhile.
 */
export async function readXmlTreeInTurns(input: Uint8Array | string, options: XmlTreeOptions): Promise<XmlElement> {
  const builder = treeBuilder(input, options);
  const { parser, xml } = builder;
  try {
    for (let start = 0; start < xml.length; ) {
      let end = Math.min(xml.length, start + SLICE);
      // Never between the two halves of a surrogate pair.
      if (end < xml.length && /[\uD800-\uDBFF]/.test(xml.charAt(end - 1))) end -= 1;
      parser.write(xml.slice(start, end));
      start = end;
      await nextTurn();
    }
    parser.close();
  } catch (error) {
    throw builder.refusal(error);
  }
  return builder.finish();
}
