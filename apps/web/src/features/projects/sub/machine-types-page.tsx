import { OwnerListPage } from '../../../platform/owner-list/owner-list-page.tsx';
import { MACHINE_TYPES_LIST } from './owner-lists.ts';

export function MachineTypesPage() {
  return <OwnerListPage decl={MACHINE_TYPES_LIST} />;
}
