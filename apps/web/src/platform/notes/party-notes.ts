import {
  type CallAnswer,
  CUSTOMER_NOTE_CALLS,
  SUPPLIER_NOTE_CALLS,
  type TCustomerNote,
  type TSupplierNote,
  ZCustomerNote,
  ZSupplierNote,
} from '@backoffice/domain';

// Customers and suppliers keep notes of one shape (spec 001 §3): one tab and one dialog serve both, told apart here.

export const PARTY_NOTES = {
  customer: {
    calls: CUSTOMER_NOTE_CALLS,
    schema: ZCustomerNote,
    texts: 'customers.notes',
    tabTitle: 'customers.tabs.Notes',
    parentKey: 'customerId',
  },
  supplier: {
    calls: SUPPLIER_NOTE_CALLS,
    schema: ZSupplierNote,
    texts: 'suppliers.notes',
    tabTitle: 'suppliers.tabs.Notes',
    parentKey: 'supplierId',
  },
} as const;

export type Party = keyof typeof PARTY_NOTES;
export type PartyNoteRow =
  | CallAnswer<typeof CUSTOMER_NOTE_CALLS.all>[number]
  | CallAnswer<typeof SUPPLIER_NOTE_CALLS.all>[number];
export type PartyNoteValues =
  | Omit<TCustomerNote, 'createdBy' | 'createdByName'>
  | Omit<TSupplierNote, 'createdBy' | 'createdByName'>;

export const partyNoteValues = ({ createdBy: _by, createdByName: _name, ...note }: PartyNoteRow): PartyNoteValues =>
  note;

/** A new note of the customer or supplier `parentId`, dated today. */
export function blankPartyNote(party: Party, parentId: number, today: string): PartyNoteValues {
  const note = { id: 0, kind: 1, cause: 0, rating: 15, date: today, text: '', additionalData: {}, deleted: 0 };
  return party === 'customer' ? { ...note, customerId: parentId } : { ...note, supplierId: parentId };
}
