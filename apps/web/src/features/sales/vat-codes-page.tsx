import { OwnerListPage } from '../../platform/owner-list/owner-list-page.tsx';
import { VAT_CODES_LIST } from './sales-lists.ts';

export function VatCodesPage() {
  return <OwnerListPage decl={VAT_CODES_LIST} />;
}
