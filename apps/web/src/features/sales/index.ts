/** The sales feature's public surface: other features and the app import only this (.dependency-cruiser.cjs). */

export { TotalsCard } from './invoices/edit/totals-card.tsx';
export { VAT_CODES_LIST, WORK_TYPES_LIST } from './sales-lists.ts';
