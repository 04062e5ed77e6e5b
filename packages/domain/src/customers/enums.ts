// Enumerations of spec 002 §9 used by customers; labels are translated in the web app.

/** Customer types: 1 business, 2 private. */
export const CUSTOMER_TYPES = [1, 2] as const;
/** Customer note kinds 1-9 and 99. */
export const CUSTOMER_NOTE_KINDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 99] as const;
/** The customer list filters: status 1 active, 0 inactive, 2 all; manager 1 managers only, -1 non-managers, 0 all. */
export const CUSTOMER_STATUS_FILTERS = [1, 0, 2] as const;
export const MANAGER_FILTERS = [0, 1, -1] as const;
export const DEFAULT_PAYMENT_DAYS = 14;
