import { MAX_UPLOAD_BYTES } from '@backoffice/domain';
import { SaxesParser } from 'saxes';
import { fail, HttpError } from '../../../platform/errors.ts';

// The XML of an e-invoice as a small tree of namespace-resolved elements. Parsed with saxes (DESIGN §2: streaming
// XML in, the parser of the bank statements too): it resolves namespaces, so a document that binds UBL to other
// prefixes (or to the default namespace) reads the same, which prefix-keeping parsers such as fast-xml-parser do not;
// it never fetches anything and expands only XML's five built-in entities and character references. A DOCTYPE is
// refused outright, so no DTD can declare entities (XXE, "billion laughs"). Limits keep a hostile file small.

/** The XML is stored as the purchase's document, so it may be as large as any upload (a UBL may embed a PDF). */
export const MAX_EINVOICE_BYTES = MAX_UPLOAD_BYTES;
export const MAX_ELEMENTS = 50_000;
const MAX_DEPTH = 40;

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

function decodeUtf8(bytes: Uint8Array): string {
  try {
    // fatal: a byte sequence that is not UTF-8 is refused rather than turned into U+FFFD; the BOM is dropped.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw fail('einvoiceIn.notUtf8');
  }
}

/** The root element of the document, or a 400 naming why it cannot be read. */
export function readXmlTree(input: Uint8Array | string): XmlElement {
  const size = typeof input === 'string' ? Buffer.byteLength(input, 'utf8') : input.byteLength;
  if (size > MAX_EINVOICE_BYTES) throw fail('einvoiceIn.tooLarge', { maxMb: MAX_EINVOICE_BYTES / (1024 * 1024) });
  const xml = typeof input === 'string' ? input : decodeUtf8(input);
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let count = 0;
  parser.on('doctype', () => {
    throw fail('einvoiceIn.doctype');
  });
  parser.on('opentag', (tag) => {
    count += 1;
    if (count > MAX_ELEMENTS || stack.length >= MAX_DEPTH) throw fail('einvoiceIn.tooComplex', { max: MAX_ELEMENTS });
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
    throw fail('einvoiceIn.notXml', { line: parser.line, column: parser.column + 1 });
  }
  if (!root) throw fail('einvoiceIn.notXml', { line: parser.line, column: parser.column + 1 });
  return root;
}
