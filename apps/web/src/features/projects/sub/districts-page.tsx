import { OwnerListPage } from '../../../platform/owner-list/owner-list-page.tsx';
import { DISTRICTS_LIST } from './owner-lists.ts';

export function DistrictsPage() {
  return <OwnerListPage decl={DISTRICTS_LIST} />;
}
