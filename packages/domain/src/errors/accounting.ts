import type { ErrorTexts } from './format.ts';

/**
 * The server's own accounting refusals (spec 001 §8, 002 §5 Accounting): hiding a ledger account refused while it is
 * linked (one text per link, in the order they are checked), a class in use, and why a document could not be booked
 * (processing status 9).
 */
export const ACCOUNTING_ERRORS = {
  'ledger.linkedVatCode': 'SaveAccount: This account is already linked to VAT code {{name}}',
  'ledger.linkedBankAccount': 'SaveAccount: This account is already linked to bank account {{name}}',
  'ledger.linkedWorkType': 'SaveAccount: This account is already linked to sales type {{name}}',
  'ledger.linkedPurchaseType': 'SaveAccount: This account is already linked to purchase type {{name}}',
  'ledger.linkedUnclassifiedExpenditure': 'SaveAccount: This account is already linked to unclassified expenditures',
  'ledger.linkedUnclassifiedRevenue': 'SaveAccount: This account is already linked to unclassified revenue',
  'ledger.linkedCreditors': 'SaveAccount: This account is already linked to creditors',
  'ledger.linkedDebtors': 'SaveAccount: This account is already linked to debtors',
  'ledger.linkedBooking': 'SaveAccount: This account is already linked to a booking',
  'ledger.linkedAutomaticVat': 'SaveAccount: This account is already linked to an automatic VAT account',
  'ledger.notDeletable': 'A ledger account cannot be deleted; hide it instead',
  'ledger.numberExists': 'Ledger account number {{number}} already exists',
  'ledger.accountNotFound': 'Ledger account {{id}} does not exist or is hidden',
  'ledger.classNotFound': 'Class {{id}} does not exist',
  'ledger.classInUse': 'A class in use cannot be deleted',
  'accounting.noDebtorsAccount': 'No debtors ledger account is set in the accounting settings',
  'accounting.noCreditorsAccount': 'No creditors ledger account is set in the accounting settings',
  'accounting.noRevenueAccount':
    'Sales type {{workType}} has no ledger account and no unclassified revenue account is set',
  'accounting.noCostAccount':
    'Purchase type {{purchaseType}} has no ledger account and no unclassified expenditure account is set',
  'accounting.noVatAccount': 'VAT code {{vatCode}} has no ledger account',
  'accounting.noVatToClaimAccount': 'No ledger account for VAT to claim is set in the accounting settings',
  'accounting.noReverseChargeVatAccount': 'No ledger account for reverse-charged VAT is set in the accounting settings',
  'accounting.noRoundingAccount': 'No rounding ledger account is set in the accounting settings',
} as const satisfies ErrorTexts;
