import { z } from 'zod';
import { defineCall, ZNoBody } from '../api/contract.ts';
import {
  ZBulkPriceJob,
  ZBulkPriceJobRequest,
  ZBulkPricePreview,
  ZBulkPriceUpdateRequest,
  ZPriceChange,
  ZPriceChangesRequest,
  ZUnchangedPriceProject,
} from './price-schemas.ts';

/** Price changes of works and the bulk price update (spec 001 §7 priceChangesDateRange; the bulk update job). */
export const PRICE_CALLS = {
  priceChangesDateRange: defineCall({
    method: 'POST',
    path: '/priceChangesDateRange',
    area: 'sales',
    level: 'read',
    body: ZPriceChangesRequest,
    response: z.array(ZPriceChange),
    summary: "Changes of works' hour rates and fixed prices dated in the range (at most one year and one month)",
  }),
  projectsWithoutPriceChange: defineCall({
    method: 'POST',
    path: '/projectsWithoutPriceChange',
    area: 'sales',
    level: 'read',
    body: ZNoBody,
    response: z.array(ZUnchangedPriceProject),
    summary: 'Active projects with no price change in the last 13 months',
  }),
  bulkPriceUpdatePreview: defineCall({
    method: 'POST',
    path: '/bulkPriceUpdatePreview',
    area: 'sales',
    level: 'write',
    body: ZBulkPriceUpdateRequest,
    response: ZBulkPricePreview,
    summary: 'What a bulk price update would change: each work before and after, and the totals',
  }),
  bulkPriceUpdate: defineCall({
    method: 'POST',
    path: '/bulkPriceUpdate',
    area: 'sales',
    level: 'write',
    body: ZBulkPriceUpdateRequest,
    response: ZBulkPriceJob,
    summary: 'Queue a bulk price update: applied on its date as a job that records the changes and mails them',
  }),
  bulkPriceUpdateJob: defineCall({
    method: 'POST',
    path: '/bulkPriceUpdateJob',
    area: 'sales',
    level: 'write',
    body: ZBulkPriceJobRequest,
    response: ZBulkPriceJob,
    summary: "A bulk price update's progress and outcome",
  }),
} as const;
