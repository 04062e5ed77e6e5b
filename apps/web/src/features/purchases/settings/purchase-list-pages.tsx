import { OwnerListPage } from '../../../platform/owner-list/owner-list-page.tsx';
import { PURCHASE_CATEGORIES_LIST, PURCHASE_TYPES_LIST } from './purchase-lists.ts';

export function PurchaseTypesPage() {
  return <OwnerListPage decl={PURCHASE_TYPES_LIST} />;
}

export function PurchaseCategoriesPage() {
  return <OwnerListPage decl={PURCHASE_CATEGORIES_LIST} />;
}
