import { z } from 'zod';
import { zCode, zFlag, zId, zLine, zMultiline } from '../api/fields.ts';
import { defineResourceMeta } from './define.ts';

const zName = zLine(200, { min: 1 });
const zText = zMultiline(10_000).default('');

/** Fixed task frequency (spec 002 §9): 0 disabled, 1 daily, 2 business days, 3 weekly. */
export const FIXED_TASK_FREQUENCIES = [0, 1, 2, 3] as const;

export const ZCar = z.object({
  id: zId,
  name: zName,
  licensePlate: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), zLine(20)).default(''),
  deleted: zFlag.default(0),
});
export const carResource = defineResourceMeta({
  name: 'Car',
  plural: 'Cars',
  page: 'cars',
  schema: ZCar,
  fields: [
    { key: 'name', kind: 'text', required: true },
    { key: 'licensePlate', kind: 'text' },
  ],
  insert: false,
  table: 'cars',
  example: { name: 'Contract test car', licensePlate: 'ab-12-cd' },
});

export const ZProduct = z.object({ id: zId, name: zName, description: zText, deleted: zFlag.default(0) });
export const productResource = defineResourceMeta({
  name: 'Product',
  plural: 'Products',
  page: 'products',
  schema: ZProduct,
  fields: [
    { key: 'name', kind: 'text', required: true },
    { key: 'description', kind: 'text', multiline: true },
  ],
  insert: false,
  table: 'products',
  example: { name: 'Contract test product', description: 'x' },
});

export const ZProcedure = z.object({ id: zId, name: zName, description: zText, deleted: zFlag.default(0) });
export const procedureResource = defineResourceMeta({
  name: 'Procedure',
  plural: 'Procedures',
  page: 'procedures',
  schema: ZProcedure,
  fields: [
    { key: 'name', kind: 'text', required: true },
    { key: 'description', kind: 'text', multiline: true },
  ],
  insert: false,
  table: 'procedures',
  example: { name: 'Contract test procedure', description: 'y' },
});

export const ZFixedTask = z.object({
  id: zId,
  title: zName,
  frequency: zCode(FIXED_TASK_FREQUENCIES, 'Frequency must be 0, 1, 2 or 3').default(0),
  deleted: zFlag.default(0),
});
export const fixedTaskResource = defineResourceMeta({
  name: 'FixedTask',
  plural: 'FixedTasks',
  page: 'fixedTasks',
  schema: ZFixedTask,
  fields: [
    { key: 'title', kind: 'text', required: true },
    { key: 'frequency', kind: 'enum', values: FIXED_TASK_FREQUENCIES },
  ],
  insert: false,
  table: 'fixed_tasks',
  example: { title: 'Contract test task', frequency: 2 },
});
