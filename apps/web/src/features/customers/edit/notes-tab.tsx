import { PartyNotesTab } from '../../../platform/notes/party-notes-tab.tsx';
import type { CustomerTabProps } from './tabs.ts';

/** The customer's notes (the tab customers and suppliers share). */
export function NotesTab({ customer, canWrite }: CustomerTabProps) {
  return <PartyNotesTab party="customer" parent={customer} canWrite={canWrite} />;
}
