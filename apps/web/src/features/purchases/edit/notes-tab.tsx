import { PartyNotesTab } from '../../../platform/notes/party-notes-tab.tsx';
import type { SupplierTabProps } from './tabs.ts';

/** The supplier's notes (the tab customers and suppliers share). */
export function SupplierNotesTab({ supplier, canWrite }: SupplierTabProps) {
  return <PartyNotesTab party="supplier" parent={supplier} canWrite={canWrite} />;
}
