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

/** The root element of the document, or a 400 naming why it cannot be read. */
export function readXmlTree(input: Uint8Array | string, options: XmlTreeOptions): XmlElement {
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
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // saxes words its errors in English with the position; the user gets the position in their own language.
    throw fail(`${errors}.notXml`, { line: parser.line, column: parser.column + 1 });
  }
  if (!root) throw fail(`${errors}.notXml`, { line: parser.line, column: parser.column + 1 });
  return root;
}
