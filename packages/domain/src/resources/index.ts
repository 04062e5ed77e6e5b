import { diaryResource, ledgerClassResource } from '../accounting/ledger-calls.ts';
import { opportunityResource, quoteResource } from '../sales/quote-calls.ts';
import { OWNER_LIST_METAS } from '../settings/owner-lists.ts';
import type { RecordMeta } from './define.ts';
import { newsResource } from './news.ts';
import { carResource, fixedTaskResource, procedureResource, productResource } from './other.ts';
import {
  contactResource,
  courseResource,
  customerNoteResource,
  employeeNoteResource,
  machineResource,
  projectNoteResource,
  supplierNoteResource,
} from './records.ts';

export * from './define.ts';
export * from './news.ts';
export * from './other.ts';
export * from './pages.ts';

/** Every declared simple record type; the contract test walks this list. */
export const RESOURCE_METAS = [
  carResource,
  productResource,
  procedureResource,
  fixedTaskResource,
  newsResource,
  ledgerClassResource,
  diaryResource,
] as const;
export * from './records.ts';

/** Every record type served by the generic resource calls, with or without a page of its own. */
export const RECORD_METAS: readonly RecordMeta[] = [
  ...RESOURCE_METAS,
  courseResource,
  machineResource,
  contactResource,
  employeeNoteResource,
  customerNoteResource,
  supplierNoteResource,
  projectNoteResource,
  ...Object.values(OWNER_LIST_METAS),
  quoteResource,
  opportunityResource,
];
