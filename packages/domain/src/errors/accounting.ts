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
  'ledger.linkedCustomer': 'SaveAccount: This account is already linked to customer {{name}}',
  'ledger.linkedSupplier': 'SaveAccount: This account is already linked to supplier {{name}}',
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
  'accounting.noBankLedgerAccount': 'Bank account {{bankAccount}} has no ledger account',
  'accounting.noCashAccount':
    'No cash ledger account (for payments without a bank account) is set in the accounting settings',
  'accounting.noSuspenseAccount':
    'No ledger account for payments still to be processed (suspense) is set in the accounting settings',
  'accounting.periodClosed': 'The books are closed up to {{closedDate}}: nothing can be booked on {{date}}',
  'accounting.closedDateEarlier':
    'The books are already closed up to {{closedDate}}; closing cannot be undone, only a later date can be chosen',
  'journal.noLines': 'A journal entry needs at least two lines',
  'journal.descriptionRequired': 'Journal entries need a description (line {{line}})',
  'journal.accountRequired': 'Journal entries need an account (line {{line}})',
  'journal.debitOrCredit': 'Line {{line}} needs either a debit or a credit amount',
  'journal.unbalanced': 'Booking totals must be equal (debit {{debit}}, credit {{credit}})',
  'journal.reservedDiary': 'Diary {{name}} is reserved for automatic processing and cannot be used manually',
  'journal.reservedDocumentKind':
    'Document kind {{kind}} is reserved for automatic processing and cannot be used manually',
  'journal.diaryNotFound': 'Diary {{id}} does not exist',
  'journal.noMemorandum': 'There is no memorandum diary (kind 0) to book a journal entry in',
  'startBalance.notBalanceAccount': 'Ledger account {{number}} is not a balance account',
  'startBalance.unbalanced': 'The start balance must balance (debit {{debit}}, credit {{credit}})',
} as const satisfies ErrorTexts;
