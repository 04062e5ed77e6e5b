// Accounting codes (spec 001 §9, 002 §9): ledger kinds, classes, diary kinds, document kinds, processing status.

/** Ledger (and class) kinds: 1 assets, 2 liabilities, 3 expenses, 4 income. */
export const LEDGER_KINDS = [1, 2, 3, 4] as const;
/** Class numbers (the spec's "classes 1 to 7"); 0: none. */
export const CLASS_NUMBERS = [0, 1, 2, 3, 4, 5, 6, 7] as const;
/** Diary kinds: 0 other (memorandum), 1 sales, 2 purchase, 3 bank, 4 cash. */
export const DIARY_KINDS = [0, 1, 2, 3, 4] as const;
export const DIARY_KIND = { other: 0, sales: 1, purchase: 2, bank: 3, cash: 4 } as const;

/** Document kinds 0-4: what a booking comes from. 0-3 are made by the system only (spec 001 §5 reserved kinds). */
export const DOCUMENT_KIND = { salesInvoice: 0, purchaseInvoice: 1, payment: 2, paymentLink: 3, other: 4 } as const;
export const DOCUMENT_KINDS = [0, 1, 2, 3, 4] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Accounting processing status of a document (spec 001 §4). */
export const PROCESSING_STATUS = { notYet: 0, toProcess: 1, toVerify: 2, failed: 9, done: 10 } as const;
export const PROCESSING_STATUSES = [0, 1, 2, 9, 10] as const;

/**
 * The seven default classes (spec 001 §4) as kind/balanceOrder pairs 2/10, 2/30, 2/20, 1/10, 1/20, 3/20, 4/10, in that
 * order, numbered 1-7 (oldClass). Names are the Dutch annual-account headings the RGS chart uses.
 */
export const DEFAULT_CLASSES = [
  { oldClass: 1, kind: 2, balanceOrder: 10, name: 'Eigen vermogen' },
  { oldClass: 2, kind: 2, balanceOrder: 30, name: 'Kortlopende schulden' },
  { oldClass: 3, kind: 2, balanceOrder: 20, name: 'Voorzieningen en langlopende schulden' },
  { oldClass: 4, kind: 1, balanceOrder: 10, name: 'Vaste activa' },
  { oldClass: 5, kind: 1, balanceOrder: 20, name: 'Vlottende activa' },
  { oldClass: 6, kind: 3, balanceOrder: 20, name: 'Kosten' },
  { oldClass: 7, kind: 4, balanceOrder: 10, name: 'Opbrengsten' },
] as const;

/**
 * The default diaries (spec 001 §4): one for each of kinds 1-4, with the document kinds the system books in them, and
 * the memorandum (kind 0, auto_doc 1: it numbers its manual entries itself).
 */
export const DEFAULT_DIARIES = [
  { number: 10, kind: 1, autoDoc: 0, name: 'Verkoopboek' },
  { number: 20, kind: 2, autoDoc: 0, name: 'Inkoopboek' },
  { number: 30, kind: 3, autoDoc: 0, name: 'Bank' },
  { number: 40, kind: 4, autoDoc: 0, name: 'Kas' },
  { number: 90, kind: 0, autoDoc: 1, name: 'Memoriaal' },
] as const;
