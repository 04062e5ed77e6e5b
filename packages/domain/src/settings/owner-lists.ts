import { z } from 'zod';
import { PURCHASE_RUBRICS, SALES_RUBRICS } from '../accounting/vat-rubrics.ts';
import { zCode, zEndDate, zFlag, zId, zInt, zLine } from '../api/fields.ts';
import { VALIDATION_MESSAGES } from '../api/messages.ts';
import { ZBankAccount } from '../payments/bank-accounts.ts';
import { FLEX_FIELD_KINDS } from '../projects/enums.ts';
import { ZPurchaseCategory, ZPurchaseType } from '../purchases/purchase-lists.ts';
import { defineRecordMeta, resourceDeclarations } from '../resources/define.ts';
import type { AccessLevel, Area } from '../roles.ts';

const zName = zLine(200, { min: 1 });

/** Districts group projects (Projects/Districts). */
export const ZDistrict = z.object({ id: zId, name: zName, deleted: zFlag.default(0) });
/** Machine types (Projects/MachineTypes). */
export const ZMachineType = z.object({ id: zId, name: zName, deleted: zFlag.default(0) });
/**
 * VAT codes (spec 000 §3): the rate in hundredths of a percent (2100 = 21 %); usable while validUntil is in the
 * future (default 3000-01-01).
 */
export const ZVatCode = z.object({
  id: zId,
  name: zName,
  percentage: zInt(0, 10_000),
  validUntil: zEndDate,
  deleted: zFlag.default(0),
  /** 1: the VAT is reverse-charged (btw verlegd) to the customer; the e-invoice says category AE. */
  reverseCharge: zFlag.default(0),
  /** The ledger account a sale's VAT at this code is booked on (0: not chosen; Accounting2 settings). Optional: a
   * save from the Sales settings that does not send it keeps the stored link. */
  ledgerAccountId: zInt(0).optional(),
  /** The VAT return rubric of sales at this code ('': by its rate, vatCodeRubrics in accounting/vat-rubrics.ts). */
  salesRubric: z.enum(['', ...SALES_RUBRICS]).optional(),
  /** The VAT return rubric of purchases at this code ('': 2a when reverse-charged, else only input tax 5b). */
  purchaseRubric: z.enum(['', ...PURCHASE_RUBRICS]).optional(),
});
/** Work (sales) types: what a work or invoice row is sold as; active while validUntil is in the future. */
export const ZWorkType = z.object({
  id: zId,
  name: zName,
  /** Default hour rate in cents for new works of this type. */
  hourRate: zInt(0, 100_000_000).default(0),
  vatCodeId: zInt(0).default(0),
  validUntil: zEndDate,
  deleted: zFlag.default(0),
  /** The revenue ledger account rows of this type are booked on (0: the unclassified revenue account); kept when
   * a save does not send it. */
  ledgerAccountId: zInt(0).optional(),
});
/** Project flex fields (spec 000 §3 Owner flexFieldsProjects): kinds 1 text, 2 long text, 3 yes/no, 4 select. */
export const ZFlexFieldProject = z
  .object({
    id: zId,
    name: zName,
    kind: zCode(FLEX_FIELD_KINDS).default(1),
    options: z
      .array(zLine(100, { min: 1 }))
      .max(100)
      .default([]),
    order: zInt(0, 10_000).default(0),
    showApp: zFlag.default(0),
    category: zLine(100).default(''),
    deleted: zFlag.default(0),
  })
  // A select without options would show an empty dropdown on every project.
  .refine((field) => field.kind !== 4 || field.options.length > 0, {
    message: VALIDATION_MESSAGES.required,
    path: ['options'],
  });

export type TDistrict = z.infer<typeof ZDistrict>;
export type TMachineType = z.infer<typeof ZMachineType>;
export type TVatCode = z.infer<typeof ZVatCode>;
export type TWorkType = z.infer<typeof ZWorkType>;
export type TFlexFieldProject = z.infer<typeof ZFlexFieldProject>;

/**
 * Owner settings lists (spec 000 §3: each item has an id and a deleted flag). Each gets `GET /r/all<Plural>` (every
 * back-office user reads them: a planner picks a work type, a project leader a district) and `POST /r/save<Singular>`
 * gated by its area's write level. `column` 'settings' keeps the list in owners.settings[key]; otherwise the owners
 * column of that name.
 */
export const OWNER_LISTS = {
  districts: { plural: 'Districts', singular: 'District', area: 'projects', schema: ZDistrict, column: 'settings' },
  machineTypes: {
    plural: 'MachineTypes',
    singular: 'MachineType',
    area: 'projects',
    schema: ZMachineType,
    column: 'settings',
  },
  vatCodes: { plural: 'VatCodes', singular: 'VatCode', area: 'sales', schema: ZVatCode, column: 'settings' },
  workTypes: { plural: 'WorkTypes', singular: 'WorkType', area: 'sales', schema: ZWorkType, column: 'settings' },
  purchaseTypes: {
    plural: 'PurchaseTypes',
    singular: 'PurchaseType',
    area: 'purchases',
    schema: ZPurchaseType,
    column: 'settings',
  },
  purchaseCategories: {
    plural: 'PurchaseCategories',
    singular: 'PurchaseCategory',
    area: 'purchases',
    schema: ZPurchaseCategory,
    column: 'settings',
  },
  bankAccounts: {
    plural: 'BankAccounts',
    singular: 'BankAccount',
    area: 'payments',
    schema: ZBankAccount,
    column: 'settings',
    write: 'admin',
  },
  flexFieldsProjects: {
    plural: 'FlexFieldsProjects',
    singular: 'FlexFieldProject',
    area: 'projects',
    schema: ZFlexFieldProject,
    column: 'flexFieldsProjects',
  },
} as const satisfies Record<
  string,
  {
    plural: string;
    singular: string;
    area: Area;
    schema: z.ZodType;
    column: 'settings' | 'flexFieldsProjects';
    /** The level that saves; 'write' unless the spec gives the list to the area's admins. */
    write?: AccessLevel;
  }
>;
export type OwnerListName = keyof typeof OWNER_LISTS;

/** An owner list as a record type stored in the owner's settings: every back-office user reads it. */
const listMeta = <S extends z.ZodObject>(
  entry: { plural: string; singular: string; area: Area; schema: S; write?: AccessLevel },
  example: Partial<z.input<S>>,
) =>
  defineRecordMeta({
    name: entry.singular,
    plural: entry.plural,
    area: entry.area,
    write: entry.write,
    read: { area: 'home', level: 'read' },
    schema: entry.schema,
    insert: false,
    table: 'owners',
    example,
  });

export const OWNER_LIST_METAS = {
  districts: listMeta(OWNER_LISTS.districts, { name: 'Contract test district' }),
  machineTypes: listMeta(OWNER_LISTS.machineTypes, { name: 'Contract test machine type' }),
  vatCodes: listMeta(OWNER_LISTS.vatCodes, { name: 'Contract test VAT', percentage: 900 }),
  workTypes: listMeta(OWNER_LISTS.workTypes, { name: 'Contract test work type', hourRate: 3500 }),
  purchaseTypes: listMeta(OWNER_LISTS.purchaseTypes, { name: 'Contract test purchase type' }),
  purchaseCategories: listMeta(OWNER_LISTS.purchaseCategories, { name: 'Contract test category' }),
  bankAccounts: listMeta(OWNER_LISTS.bankAccounts, { name: 'Contract test bank', iban: 'NL91ABNA0417164300' }),
  flexFieldsProjects: listMeta(OWNER_LISTS.flexFieldsProjects, {
    name: 'Contract test field',
    kind: 4,
    options: ['a'],
  }),
} satisfies Record<OwnerListName, unknown>;

/** The calls of each owner list: GET /r/all<Plural> and POST /r/save<Singular>. */
export const OWNER_LIST_CALLS = {
  districts: resourceDeclarations(OWNER_LIST_METAS.districts),
  machineTypes: resourceDeclarations(OWNER_LIST_METAS.machineTypes),
  vatCodes: resourceDeclarations(OWNER_LIST_METAS.vatCodes),
  workTypes: resourceDeclarations(OWNER_LIST_METAS.workTypes),
  purchaseTypes: resourceDeclarations(OWNER_LIST_METAS.purchaseTypes),
  purchaseCategories: resourceDeclarations(OWNER_LIST_METAS.purchaseCategories),
  bankAccounts: resourceDeclarations(OWNER_LIST_METAS.bankAccounts),
  flexFieldsProjects: resourceDeclarations(OWNER_LIST_METAS.flexFieldsProjects),
} satisfies Record<OwnerListName, unknown>;
export type OwnerListItem<N extends OwnerListName> = z.infer<(typeof OWNER_LISTS)[N]['schema']>;

/** A dated list item (work type, VAT code) is usable while validUntil is after today (spec 000 §4). */
export const isValidUntilActive = (item: { validUntil: string; deleted: number }, today: string) =>
  !item.deleted && item.validUntil > today;
