import { z } from 'zod';
import {
  jsonField,
  zAutoNumber,
  zCode,
  zCountry,
  zFlag,
  zIbanList,
  zId,
  zInt,
  zIsoDate,
  zJson,
  zLine,
  zMultiEmail,
  zNotes,
  zNumber,
  zOptionalEmail,
  zRef,
  zText,
  zTrimmedMultiline,
} from '../api/fields.ts';
import { LOCALES } from '../api/session.ts';
import { NOTE_RATINGS } from '../employees/enums.ts';
import type { KeyedMessage } from '../errors/catalogue.ts';
import { CUSTOMER_NOTE_KINDS, CUSTOMER_STATUS_FILTERS, CUSTOMER_TYPES, DEFAULT_PAYMENT_DAYS } from './enums.ts';

/** A postal address other than the visiting address (invoices go there when set). */
export const ZOtherAddress = z.object({
  name: zText(200),
  address: zText(200),
  houseNumber: zText(20),
  houseAddition: zText(20),
  postalCode: zText(20),
  city: zText(100),
  country: zCountry.default('NL'),
});

/** saveCustomer (spec 000 §3 Customer, 002 §3 Customer address part). bankAccounts lists arrive as JSON text too. */
export const ZCustomer = z.object({
  id: zId,
  number: zAutoNumber(1),
  name: zLine(200, { min: 1 }),
  searchName: zText(200),
  tav: zText(200),
  country: zCountry.default('NL'),
  locale: z.enum(LOCALES).default('nl'),
  clientType: zCode(CUSTOMER_TYPES).default(1),
  /** Share paid to the G-account (wage-tax escrow), whole percent. */
  gPercentage: zInt(0, 100).default(0),
  cocNumber: zText(40),
  vatNumber: zText(40),
  address: zText(200),
  houseNumber: zText(20),
  houseAddition: zText(20),
  postalCode: zText(20),
  city: zText(100),
  latitude: zNumber(-90, 90).default(0),
  longitude: zNumber(-180, 180).default(0),
  otherAddress: jsonField(ZOtherAddress.nullable()).default(null),
  email: zOptionalEmail,
  phone: zText(40),
  remarks: zNotes(5000),
  multiProjects: zFlag.default(0),
  isManager: zFlag.default(0),
  managementId: zRef('customers').default(0),
  overrideManagementEmail: zInt(0, 1).default(0),
  joinInvoices: zFlag.default(0),
  paymentDays: zInt(0, 365).default(DEFAULT_PAYMENT_DAYS),
  bankAccounts: zIbanList.default([]),
  bankAccountsG: zIbanList.default([]),
  invoiceToEmail: zMultiEmail,
  invoiceReminderEmail: zMultiEmail,
  deleted: zFlag.default(0),
  /** 1: invoice mails carry the UBL e-invoice besides the PDF. */
  attachUbl: zFlag.default(0),
  /** The revenue account of this customer's invoice rows whose work type has none (0: the unclassified revenue). */
  ledgerAccountId: zRef('ledgerAccounts').default(0),
});
/**
 * saveCustomer's body and an imported row: payment days, joinInvoices and multiProjects may be left out. A new
 * customer then gets the owner's Sales general settings (sales-defaults.ts), as the customer form starts with them,
 * not the schema's own defaults; a stored customer keeps its own.
 */
export const ZCustomerSave = ZCustomer.extend({
  paymentDays: ZCustomer.shape.paymentDays.unwrap().optional(),
  joinInvoices: ZCustomer.shape.joinInvoices.unwrap().optional(),
  multiProjects: ZCustomer.shape.multiProjects.unwrap().optional(),
});
export type TCustomerInput = z.input<typeof ZCustomer>;
export type TCustomer = Omit<z.infer<typeof ZCustomer>, 'number'> & {
  number: number;
  /** The number as the lists show it. */
  customerNumber: string;
  /** Derived (rules.ts): linked to an active project, or a manager with an active managed customer. */
  active: boolean;
  /** Derived: the managing customer's name ('' without one). */
  managementName: string;
  projectCount: number;
  warnings?: KeyedMessage[];
};

/**
 * The fields allCustomers sends per customer; the rest (remarks, postal address, bank accounts...) come with
 * getCustomer. 20,000 customers are about 5 MB this way instead of 13 MB.
 */
export const CUSTOMER_LIST_FIELDS = [
  'id',
  'number',
  'name',
  'searchName',
  'clientType',
  'locale',
  'address',
  'houseNumber',
  'houseAddition',
  'postalCode',
  'city',
  'country',
  'email',
  'phone',
  'isManager',
  'managementId',
  'paymentDays',
  'invoiceToEmail',
  'deleted',
] as const;
export type TCustomerListRow = Pick<
  TCustomer,
  (typeof CUSTOMER_LIST_FIELDS)[number] | 'customerNumber' | 'managementName' | 'projectCount' | 'active'
>;

export const ZCustomerListFilter = z.object({
  status: zCode(CUSTOMER_STATUS_FILTERS).default(1),
  manager: zInt(-1, 1).default(0),
});

/** Customer note (spec 001 §3): kind 1-9 or 99, cause, additionalData as JSON text or JSON. */
/** The fields of a note on a customer or a supplier (spec 001 §3: a supplier note has the customer note's shape). */
export const PARTY_NOTE_FIELDS = {
  id: zId,
  kind: zCode(CUSTOMER_NOTE_KINDS).default(1),
  cause: zInt(0, 99).default(0),
  rating: zCode(NOTE_RATINGS).default(15),
  date: zIsoDate,
  text: zTrimmedMultiline(10_000, { min: 1 }),
  additionalData: zJson(z.record(z.string(), z.unknown())).default({}),
  deleted: zFlag.default(0),
};
export const ZCustomerNote = z.object({ ...PARTY_NOTE_FIELDS, customerId: zRef('customers', {}) });
export type TCustomerNote = z.infer<typeof ZCustomerNote> & { createdBy: number; createdByName: string };

/** notesCustomer, notesSupplier: the notes of one customer or supplier in a date range. */
export const ZNotesCustomerRequest = z.object({ id: zInt(1), startDate: zIsoDate, endDate: zIsoDate });

/** Contact person of a customer (spec 001 §3); projects link contacts through contactIds. */
export const ZContact = z.object({
  id: zId,
  name: zLine(200, { min: 1 }),
  customerId: zRef('customers').default(0),
  function: zText(100),
  email: zOptionalEmail,
  phone: zText(40),
  mobile: zText(40),
  remarks: zNotes(2000),
  /** Extra lines (second phone, department...), kept as the user typed them. */
  contactRows: jsonField(z.array(z.object({ label: zText(100), value: zText(200) })).max(20)).default([]),
  deleted: zFlag.default(0),
});
export type TContact = z.infer<typeof ZContact> & { customerName: string };
