import type { XmlElement } from '../../../platform/xml-tree.ts';

// Finding UBL elements by their usual qualified names ('cac:Party/cbc:Name'): the prefix stands for the namespace
// URI, whatever prefix the document itself uses.

export const UBL_NS = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
} as const;

type Prefix = 'cac' | 'cbc';

function matcher(name: string): (element: XmlElement) => boolean {
  const [prefix, local] = name.split(':') as [Prefix, string];
  const uri = UBL_NS[prefix];
  return (element) => element.uri === uri && element.local === local;
}

/** The direct children with that name. */
export const childrenOf = (parent: XmlElement | undefined, name: string): XmlElement[] =>
  parent ? parent.children.filter(matcher(name)) : [];

/** The first element at that path of child names ('cac:Party/cac:PostalAddress/cbc:CityName'). */
export function elementAt(parent: XmlElement | undefined, path: string): XmlElement | undefined {
  let current = parent;
  for (const name of path.split('/')) current = current?.children.find(matcher(name));
  return current;
}

/** The trimmed text at that path, '' when the element is absent. */
export const textAt = (parent: XmlElement | undefined, path: string): string =>
  elementAt(parent, path)?.text.trim() ?? '';
