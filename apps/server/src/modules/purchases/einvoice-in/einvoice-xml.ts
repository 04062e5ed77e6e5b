import { MAX_UPLOAD_BYTES } from '@backoffice/domain';
import { readXmlTree, type XmlElement } from '../../../platform/xml-tree.ts';

/** The XML is stored as the purchase's document, so it may be as large as any upload (a UBL may embed a PDF). */
export const MAX_EINVOICE_BYTES = MAX_UPLOAD_BYTES;
export const MAX_ELEMENTS = 50_000;

/** The e-invoice's XML tree, refused in the e-invoice's own words when it cannot be read. */
export const readEInvoiceXml = (input: Uint8Array | string): XmlElement =>
  readXmlTree(input, { errors: 'einvoiceIn', maxBytes: MAX_EINVOICE_BYTES, maxElements: MAX_ELEMENTS, maxDepth: 40 });
