/**
 * A bank file read into statements (camt.053 or a bank's CSV export), before anything is stored. Amounts are integer
 * cents, dates ISO 'YYYY-MM-DD'. A line becomes a Payment (spec 001 §3): amount, counterparty name and IBAN,
 * description, balance after.
 */

/** A balance the bank reports, signed (a debit balance is negative). */
export interface BankBalance {
  cents: number;
  date: string;
}

export interface BankStatementLine {
  bookingDate: string;
  valueDate: string | null;
  /** Signed: money in is positive, money out negative. */
  cents: number;
  counterpartyName: string;
  counterpartyIban: string;
  counterpartyBic: string;
  /** The unstructured remittance information, joined. */
  description: string;
  /** A structured creditor reference: an RF reference or the Dutch 16-digit betalingskenmerk. */
  structuredReference: string;
  endToEndId: string;
  /** The bank's own reference of the line (camt AcctSvcrRef, else NtryRef). */
  bankReference: string;
  /** The bank transaction code as the file gives it (camt domain/family/subfamily or proprietary code, CSV code). */
  transactionCode: string;
  /** The balance right after this line, when the file tells it (CSV exports do; camt.053 does not). */
  balanceAfter: number | null;
  /** 1-based position of the line within its statement. */
  position: number;
  /**
   * Identifies the line across imports so that the same or an overlapping file adds nothing: the own IBAN with the
   * bank's reference or end-to-end id, otherwise a hash of what the line says and where it stands.
   */
  key: string;
}

export interface BankStatement {
  /** The own account: an IBAN, or the bank's own account number where it gives no IBAN (ING savings). */
  accountIban: string;
  currency: string;
  /** The bank's statement id; for a CSV the file's account and period. */
  statementId: string;
  electronicSequenceNumber: string | null;
  fromDate: string | null;
  toDate: string | null;
  openingBalance: BankBalance | null;
  closingBalance: BankBalance | null;
  lines: BankStatementLine[];
}

export type BankFileFormat = 'camt053' | 'csv';

export interface ParsedBankFile {
  format: BankFileFormat;
  /** The camt.053 message version ('camt.053.001.02') or the CSV layout ('ing', 'ingSavings'). */
  variant: string;
  statements: BankStatement[];
}
