import { OwnerListPage } from '../../../platform/owner-list/owner-list-page.tsx';
import { FLEX_FIELDS_LIST } from './owner-lists.ts';

export function ProjectFlexFieldsPage() {
  return <OwnerListPage decl={FLEX_FIELDS_LIST} />;
}
