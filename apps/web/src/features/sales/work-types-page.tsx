import { OwnerListPage } from '../../platform/owner-list/owner-list-page.tsx';
import { WORK_TYPES_LIST } from './sales-lists.ts';

export function WorkTypesPage() {
  return <OwnerListPage decl={WORK_TYPES_LIST} />;
}
