import { z } from 'zod';
import { defineCall, ZNoBody } from '../api/contract.ts';
import { defineImportCall } from '../api/imports.ts';
import { ZIdRequest } from '../api/users.ts';
import {
  ZOpenPurchases,
  ZOpenPurchasesDateRequest,
  ZOpenPurchasesRequest,
  ZProjectPurchaseCosts,
  ZPurchase,
  ZPurchaseListRow,
  ZPurchaseRecord,
  ZPurchasesByIdsRequest,
  ZPurchasesPage,
  ZPurchasesPagedRequest,
} from './purchase-schemas.ts';
import { ZPurchaseSettings } from './purchase-settings.ts';

/**
 * The purchase calls (spec 001 §7; Purchases area of DESIGN §6): show_purchases reads and writes drafts; making one
 * definitive (savePurchase with status 1) and deleting (savePurchase with deleted: 1) take purchase_admin. Purchase
 * types and categories are owner lists (settings/owner-lists.ts: allPurchaseTypes, savePurchaseType,
 * allPurchaseCategories, savePurchaseCategory).
 */
export const PURCHASE_CALLS = {
  purchasesDateRange: defineCall({
    method: 'POST',
    path: '/purchasesDateRange',
    area: 'purchases',
    level: 'read',
    body: ZPurchasesPagedRequest,
    response: ZPurchasesPage,
    summary: 'A page of purchases by date range and filters (paid, status, supplier) with the totals of every match',
  }),
  purchasesByIds: defineCall({
    method: 'POST',
    path: '/purchasesByIds',
    area: 'purchases',
    level: 'read',
    body: ZPurchasesByIdsRequest,
    response: z.array(ZPurchaseRecord),
    summary: "The owner's purchases of these ids, with their rows (unknown ids are left out)",
  }),
  getPurchase: defineCall({
    method: 'POST',
    path: '/getPurchase',
    area: 'purchases',
    level: 'read',
    body: ZIdRequest,
    response: ZPurchaseRecord,
    summary: 'One purchase with its rows, VAT lines and bank accounts',
  }),
  savePurchase: defineCall({
    method: 'POST',
    path: '/savePurchase',
    area: 'purchases',
    level: 'write',
    body: ZPurchase,
    response: ZPurchaseRecord,
    summary:
      'Create or change a draft purchase; status 1 makes it definitive with the next number, deleted: 1 deletes a draft or sets a numbered one to 0 (both purchase_admin)',
  }),
  insertPurchases: defineImportCall({
    path: '/insertPurchases',
    area: 'purchases',
    row: ZPurchase,
    summary: 'Import purchases (a job) as drafts, each checked as savePurchase checks it; status 1 is refused',
  }),
  openPurchases: defineCall({
    method: 'GET',
    path: '/openPurchases',
    area: 'purchases',
    level: 'read',
    body: ZOpenPurchasesRequest,
    response: ZOpenPurchases,
    summary: 'The open purchases (definitive, not paid) by payment term 0 not expired, 1 expired, 2 all, with totals',
  }),
  openPurchasesSupplier: defineCall({
    method: 'POST',
    path: '/openPurchasesSupplier',
    area: 'purchases',
    level: 'read',
    body: ZIdRequest,
    response: z.array(ZPurchaseListRow),
    summary: "The supplier's open purchases, oldest due date first",
  }),
  getOpenPurchasesDate: defineCall({
    method: 'POST',
    path: '/getOpenPurchasesDate',
    area: 'purchases',
    level: 'read',
    body: ZOpenPurchasesDateRequest,
    response: ZOpenPurchases,
    summary: 'The purchases open on a date: definitive, booked on or before it, not paid, with totals',
  }),
  projectPurchaseCosts: defineCall({
    method: 'POST',
    path: '/projectPurchaseCosts',
    area: ['purchases', 'projects'],
    level: 'read',
    body: ZIdRequest,
    response: ZProjectPurchaseCosts,
    summary: "A project's purchase costs: the rows of its live purchases, newest first, with their totals excl. VAT",
  }),
} as const;

/** The Purchases settings (/Purchases/Settings): defaults of new purchases and their rows. */
export const PURCHASE_SETTING_CALLS = {
  purchaseSettings: defineCall({
    method: 'POST',
    path: '/purchaseSettings',
    area: 'purchases',
    level: 'read',
    body: ZNoBody,
    response: ZPurchaseSettings,
    summary: 'The Purchases settings: purchase type, category and VAT codes new purchases start with',
  }),
  savePurchaseSettings: defineCall({
    method: 'POST',
    path: '/savePurchaseSettings',
    area: 'purchases',
    level: 'write',
    body: ZPurchaseSettings,
    response: ZPurchaseSettings,
    summary: 'Save the Purchases settings (each chosen type, category and VAT code must be a live one of the owner)',
  }),
} as const;
