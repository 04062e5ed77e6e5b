import {
  type NewCustomerDefaultField,
  newCustomerDefaults,
  SALES_SETTINGS_DEFAULTS,
  type TCustomer,
  type TSalesSettings,
  ZCustomer,
  type ZOtherAddress,
  zIbanList,
} from '@backoffice/domain';
import type { z } from 'zod';
import { sentFields } from '../../../platform/edit/sent-fields.ts';

export type OtherAddress = z.output<typeof ZOtherAddress>;

/** The form's copy of a customer: the schema's fields, with the number as typed ('<auto>' for a new customer). */
export type CustomerDraft = Omit<z.output<typeof ZCustomer>, 'number'> & { number: string };

export const AUTO_NUMBER = '<auto>';

/** What a new customer starts with from the owner's Sales general settings (payment days, invoice grouping). */
export type NewCustomerDefaults = Pick<TSalesSettings, NewCustomerDefaultField>;

export function emptyCustomer(
  defaults: NewCustomerDefaults = newCustomerDefaults(SALES_SETTINGS_DEFAULTS),
): CustomerDraft {
  return {
    id: 0,
    number: AUTO_NUMBER,
    name: '',
    searchName: '',
    tav: '',
    country: 'NL',
    locale: 'nl',
    clientType: 1,
    gPercentage: 0,
    cocNumber: '',
    vatNumber: '',
    address: '',
    houseNumber: '',
    houseAddition: '',
    postalCode: '',
    city: '',
    latitude: 0,
    longitude: 0,
    otherAddress: null,
    email: '',
    phone: '',
    remarks: '',
    multiProjects: defaults.multiProjects,
    isManager: 0,
    managementId: 0,
    overrideManagementEmail: 0,
    joinInvoices: defaults.joinInvoices,
    paymentDays: defaults.paymentDays,
    bankAccounts: [],
    bankAccountsG: [],
    invoiceToEmail: '',
    invoiceReminderEmail: '',
    ledgerAccountId: 0,
    deleted: 0,
    attachUbl: 0,
  };
}

export function emptyOtherAddress(country: string): OtherAddress {
  return { name: '', address: '', houseNumber: '', houseAddition: '', postalCode: '', city: '', country };
}

const textList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * The editable copy of a saved customer, or a new one with the owner's defaults; derived fields (active,
 * managementName, projectCount) stay out.
 */
export function toDraft(record: TCustomer | undefined, defaults?: NewCustomerDefaults): CustomerDraft {
  const base = emptyCustomer(defaults);
  if (!record) return base;
  return {
    ...base,
    ...sentFields(base, record),
    number: record.number ? String(record.number) : AUTO_NUMBER,
    otherAddress: record.otherAddress ? { ...emptyOtherAddress(base.country), ...record.otherAddress } : null,
    bankAccounts: textList(record.bankAccounts),
    bankAccountsG: textList(record.bankAccountsG),
  };
}

/** What saveCustomer receives: the draft through the shared schema (blank IBAN lines dropped, defaults applied). */
export function parseDraft(draft: CustomerDraft) {
  return ZCustomer.safeParse(draft);
}

/** The draft as it would be saved, for "unsaved changes": an added but empty IBAN line changes nothing. */
export function comparableDraft(draft: CustomerDraft): string {
  const lines = (list: readonly string[]) => list.map((line) => line.trim()).filter(Boolean);
  return JSON.stringify({
    ...draft,
    bankAccounts: lines(draft.bankAccounts),
    bankAccountsG: lines(draft.bankAccountsG),
  });
}

/** Per IBAN line: true when the schema's IBAN rule refuses it (a blank line is fine: the save drops it). */
export function invalidIbanLines(lines: readonly string[]): boolean[] {
  return lines.map((line) => line.trim() !== '' && !zIbanList.safeParse([line]).success);
}

/** The other managers a customer may be managed by: never itself. */
export function managementOptions<M extends { id: number; deleted?: number }>(managers: readonly M[], selfId: number) {
  return managers.filter((manager) => manager.id !== selfId && !manager.deleted);
}
