import { defineOwnerList } from '../../../platform/owner-list/owner-list-types.ts';

/** Purchases/Types: what purchase rows are booked as, with a new row's VAT code; active through validUntil. */
export const PURCHASE_TYPES_LIST = defineOwnerList({
  list: 'purchaseTypes',
  ns: 'purchases.types',
  route: '/Purchases/Types',
  testId: 'purchase-types-page',
  fields: [
    { key: 'name', kind: 'text', required: true },
    { key: 'vatCodeId', kind: 'ref', list: 'vatCodes' },
    { key: 'validUntil', kind: 'date', inclusive: true },
  ],
});

/** Purchases/Categories: how purchase invoices are grouped. */
export const PURCHASE_CATEGORIES_LIST = defineOwnerList({
  list: 'purchaseCategories',
  ns: 'purchases.categories',
  route: '/Purchases/Categories',
  testId: 'purchase-categories-page',
  fields: [{ key: 'name', kind: 'text', required: true }],
});
