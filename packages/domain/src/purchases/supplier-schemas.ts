import { z } from 'zod';
import { isIbanValid } from '../api/field-rules.ts';
import {
  zAutoNumber,
  zCode,
  zCountry,
  zFlag,
  zId,
  zInt,
  zLine,
  zNotes,
  zOptionalEmail,
  zRef,
  zText,
} from '../api/fields.ts';
import { VALIDATION_MESSAGES } from '../api/messages.ts';
import { PARTY_NOTE_FIELDS, ZNotesCustomerRequest } from '../customers/schemas.ts';
import { MAX_SUPPLIER_BANK_ACCOUNTS, SUPPLIER_PAYMENT_TYPES } from './enums.ts';
import { BIC_PATTERN, bankAccountProblems, unwrapJson } from './supplier-rules.ts';

/** One bank account of a supplier: IBAN, BIC (needed outside NL), its share in whole percent, the G-account mark. */
export const ZSupplierBankAccount = z.object({
  // One-line texts first (no line breaks or control characters), then without spaces in capitals.
  iban: zLine(50)
    .transform((v) => v.replace(/[\s.-]/g, '').toUpperCase())
    .refine((v) => isIbanValid(v), VALIDATION_MESSAGES.invalidIban),
  bic: zLine(20)
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine((v) => v === '' || BIC_PATTERN.test(v), VALIDATION_MESSAGES.invalidBic)
    .default(''),
  /** Whole percent of each payment that goes to this account (70 / 30 for a G-account split). */
  percentage: zInt(0, 100).default(100),
  /** 1: the blocked G-account (Dutch chain liability) the wage-tax share is paid into. */
  gAccount: zFlag.default(0),
});
export type TSupplierBankAccount = z.infer<typeof ZSupplierBankAccount>;

/** The bank accounts as a list, as JSON text (unwrapped up to 100 times, spec 001 §5) or real JSON, with the split rules. */
export const zSupplierBankAccounts = z
  .preprocess(
    (v) => (v === null || v === undefined ? [] : unwrapJson(v)),
    z.array(ZSupplierBankAccount).max(MAX_SUPPLIER_BANK_ACCOUNTS),
  )
  .superRefine((accounts, ctx) => {
    for (const problem of bankAccountProblems(accounts)) {
      ctx.addIssue({
        code: 'custom',
        path: problem.index === undefined ? [] : [problem.index, ...(problem.field ? [problem.field] : [])],
        message: problem.message,
      });
    }
  });

/**
 * saveSupplier (spec 001 §3 Supplier): the number '<auto>' becomes the highest plus one; the address as the customer's
 * (street, house number, postal code, city, country), the city required as SEPA files need it. `purchaseType` is the id
 * of the owner's purchase type; 0 while none is chosen (the purchase types list comes with the purchases).
 */
export const ZSupplier = z.object({
  id: zId,
  number: zAutoNumber(1),
  name: zLine(200, { min: 1 }),
  address: zText(200),
  houseNumber: zText(20),
  houseAddition: zText(20),
  postalCode: zText(20),
  city: zLine(100, { min: 1, message: VALIDATION_MESSAGES.required }),
  country: zCountry.default('NL'),
  vatNumber: zText(40),
  cocNumber: zText(40),
  email: zOptionalEmail,
  phone: zText(40),
  paymentDays: zInt(0, 365).default(0),
  purchaseType: zInt(0).default(0),
  paymentType: zCode(SUPPLIER_PAYMENT_TYPES).default(1),
  subcontractor: zFlag.default(0),
  bankAccounts: zSupplierBankAccounts.default([]),
  remarks: zNotes(5000),
  /** The cost account of this supplier's purchase rows whose purchase type has none (0: unclassified expenditure). */
  ledgerAccountId: zRef('ledgerAccounts').default(0),
  deleted: zFlag.default(0),
});
export type TSupplierInput = z.input<typeof ZSupplier>;

/** A supplier as the calls answer it: the stored fields with its number. */
export const ZSupplierRecord = ZSupplier.extend({ number: z.number().int() });
export type TSupplier = z.infer<typeof ZSupplierRecord>;

/** Supplier note (spec 001 §3): the same shape as a customer note. */
export const ZSupplierNote = z.object({ ...PARTY_NOTE_FIELDS, supplierId: zRef('suppliers', {}) });
export type TSupplierNote = z.infer<typeof ZSupplierNote> & { createdBy: number; createdByName: string };

export const ZNotesSupplierRequest = ZNotesCustomerRequest;
