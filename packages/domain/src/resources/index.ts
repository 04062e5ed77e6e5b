import { newsResource } from './news.ts';
import { carResource, fixedTaskResource, procedureResource, productResource } from './other.ts';

export * from './define.ts';
export * from './news.ts';
export * from './other.ts';

/** Every declared simple record type; the contract test walks this list. */
export const RESOURCE_METAS = [
  carResource,
  productResource,
  procedureResource,
  fixedTaskResource,
  newsResource,
] as const;
export * from './records.ts';
