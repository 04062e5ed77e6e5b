// Enumerations of suppliers (spec 001 §9, 002 §9); labels are translated in the web app.

/** Supplier payment methods: 1 manual, 2 cash, 3 SEPA direct debit. */
export const SUPPLIER_PAYMENT_TYPES = [1, 2, 3] as const;
/** The list filter of /Purchases/Suppliers: 0 all, 1 subcontractors only, 2 others. */
export const SUPPLIER_KIND_FILTERS = [0, 1, 2] as const;
/** Most bank accounts one supplier has (ordinary and G-account splits). */
export const MAX_SUPPLIER_BANK_ACCOUNTS = 10;

/** Purchase status (spec 001 §4): 0 draft (number 0, may be deleted), 1 definitive (numbered, never deleted). */
export const PURCHASE_STATUS = { draft: 0, definitive: 1 } as const;
/** The purchases list's status filter: -1 all, 0 drafts, 1 definitive. */
export const PURCHASE_STATUS_FILTERS = [-1, 0, 1] as const;
/** The purchases list's paid filter (spec 001 §9): 0 not paid, 1 paid, 2 all (the default). */
export const PURCHASE_PAID_FILTERS = [0, 1, 2] as const;
/** The purchases list's hidden filter: 0 not hidden, 1 hidden, 2 all (the default). */
export const PURCHASE_HIDDEN_FILTERS = [0, 1, 2] as const;
/** Open purchases by payment term (spec 001 §4, 002 §9): 0 not expired, 1 expired, 2 all (the default). */
export const PURCHASE_TERM_FILTERS = [0, 1, 2] as const;
/** The list's date field: the supplier's invoice date or the book date. */
export const PURCHASE_DATE_FIELDS = ['invoiceDate', 'bookDate'] as const;
/** Most rows one purchase has. */
export const MAX_PURCHASE_ROWS = 500;
/** A row amount excl. VAT in cents: ± € 10.000.000,00 (credit notes are negative). */
export const MAX_PURCHASE_ROW_AMOUNT = 1_000_000_000;
