import { BIC_PATTERN, isValidIban, normalizeIban, type TEInvoiceSupplier } from '@backoffice/domain';
import type { XmlElement } from '../../../platform/xml-tree.ts';
import { childrenOf, elementAt, textAt } from './ubl-nodes.ts';

// The seller of a UBL invoice (BG-4) and the accounts it asks to be paid into (BG-17), as our supplier fields.

/** ISO 6523 identifiers of a Dutch KvK number: 0106 (Peppol, SI-UBL 2.0) and 'NL:KVK' (SI-UBL 1.x). */
const KVK_SCHEMES = new Set(['0106', 'NL:KVK']);
/** ISO 6523 identifier of a Dutch VAT number used as an electronic address. */
const NL_VAT_SCHEME = '9944';

/** VAT and KvK numbers as stored and compared: without spaces, dots and dashes, in capitals. */
const compactNumber = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();

const scheme = (element: XmlElement | undefined) => element?.attributes.get('schemeID')?.trim().toUpperCase() ?? '';

function vatNumberOf(party: XmlElement | undefined): string {
  const vat = childrenOf(party, 'cac:PartyTaxScheme').find(
    (tax) => textAt(tax, 'cac:TaxScheme/cbc:ID').toUpperCase() === 'VAT',
  );
  const written = textAt(vat, 'cbc:CompanyID');
  if (written) return compactNumber(written);
  const endpoint = elementAt(party, 'cbc:EndpointID');
  return scheme(endpoint) === NL_VAT_SCHEME ? compactNumber(endpoint?.text ?? '') : '';
}

/**
 * The KvK number: a legal-entity id, electronic address or party id under a KvK scheme; or a legal-entity id without
 * a scheme of a Dutch seller when it has the KvK number's 8 digits (the TC 434 example does exactly that).
 */
function cocNumberOf(party: XmlElement | undefined, country: string): string {
  const candidates = [
    elementAt(party, 'cac:PartyLegalEntity/cbc:CompanyID'),
    elementAt(party, 'cbc:EndpointID'),
    ...childrenOf(party, 'cac:PartyIdentification').map((id) => elementAt(id, 'cbc:ID')),
  ];
  const kvk = candidates.find((element) => KVK_SCHEMES.has(scheme(element)));
  if (kvk) return compactNumber(kvk.text);
  const legal = elementAt(party, 'cac:PartyLegalEntity/cbc:CompanyID');
  const bare = compactNumber(legal?.text ?? '');
  return legal && scheme(legal) === '' && country === 'NL' && /^\d{8}$/.test(bare) ? bare : '';
}

/** The valid IBANs of the payment means, each once; an account number that is no IBAN cannot be paid by SEPA. */
function bankAccountsOf(root: XmlElement): TEInvoiceSupplier['bankAccounts'] {
  const accounts: TEInvoiceSupplier['bankAccounts'] = [];
  for (const means of childrenOf(root, 'cac:PaymentMeans')) {
    const account = elementAt(means, 'cac:PayeeFinancialAccount');
    const iban = normalizeIban(textAt(account, 'cbc:ID'));
    if (!isValidIban(iban) || accounts.some((known) => known.iban === iban)) continue;
    const bic = textAt(account, 'cac:FinancialInstitutionBranch/cbc:ID').replace(/\s+/g, '').toUpperCase();
    accounts.push({ iban, bic: BIC_PATTERN.test(bic) ? bic : '' });
  }
  return accounts;
}

/** The seller's fields. */
export function supplierOf(root: XmlElement): TEInvoiceSupplier {
  const party = elementAt(root, 'cac:AccountingSupplierParty/cac:Party');
  const address = elementAt(party, 'cac:PostalAddress');
  const country = textAt(address, 'cac:Country/cbc:IdentificationCode').toUpperCase();
  return {
    name: textAt(party, 'cac:PartyLegalEntity/cbc:RegistrationName') || textAt(party, 'cac:PartyName/cbc:Name'),
    vatNumber: vatNumberOf(party),
    cocNumber: cocNumberOf(party, country),
    street: [textAt(address, 'cbc:StreetName'), textAt(address, 'cbc:BuildingNumber')].filter(Boolean).join(' '),
    postalCode: textAt(address, 'cbc:PostalZone'),
    city: textAt(address, 'cbc:CityName'),
    country,
    bankAccounts: bankAccountsOf(root),
  };
}
