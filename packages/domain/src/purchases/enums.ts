// Enumerations of suppliers (spec 001 §9, 002 §9); labels are translated in the web app.

/** Supplier payment methods: 1 manual, 2 cash, 3 SEPA direct debit. */
export const SUPPLIER_PAYMENT_TYPES = [1, 2, 3] as const;
/** The list filter of /Purchases/Suppliers: 0 all, 1 subcontractors only, 2 others. */
export const SUPPLIER_KIND_FILTERS = [0, 1, 2] as const;
/** Most bank accounts one supplier has (ordinary and G-account splits). */
export const MAX_SUPPLIER_BANK_ACCOUNTS = 10;
