import { z } from 'zod';
import { defineCall, ZNoBody } from '../api/contract.ts';
import { defineImportCall } from '../api/imports.ts';
import { ZIdRequest } from '../api/users.ts';
import { ZSupplier, ZSupplierRecord } from './supplier-schemas.ts';

/**
 * The supplier calls (spec 001 §7; Purchases area of DESIGN §6): show_purchases reads and writes, a delete
 * (saveSupplier with deleted: 1) takes purchase_admin. The notes are a resource (SUPPLIER_NOTE_CALLS).
 */
export const SUPPLIER_CALLS = {
  allSuppliers: defineCall({
    method: 'GET',
    path: '/allSuppliers',
    area: 'purchases',
    level: 'read',
    body: ZNoBody,
    response: z.array(ZSupplierRecord),
    summary: "The owner's live suppliers with their bank accounts",
  }),
  getSupplier: defineCall({
    method: 'POST',
    path: '/getSupplier',
    area: 'purchases',
    level: 'read',
    body: ZIdRequest,
    response: ZSupplierRecord,
    summary: 'One supplier with every field',
  }),
  saveSupplier: defineCall({
    method: 'POST',
    path: '/saveSupplier',
    area: 'purchases',
    level: 'write',
    body: ZSupplier,
    response: ZSupplierRecord,
    summary:
      "Create or change a supplier ('<auto>' number: the highest plus one), or delete it (deleted: 1, purchase_admin)",
  }),
  insertSuppliers: defineImportCall({
    path: '/insertSuppliers',
    area: 'purchases',
    row: ZSupplier,
    summary: "Import new suppliers (a job): '<auto>' numbers follow the highest",
  }),
} as const;
