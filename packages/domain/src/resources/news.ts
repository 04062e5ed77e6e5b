import { z } from 'zod';
import { zFlag, zId, zLine, zMultiline } from '../api/fields.ts';
import { defineResourceMeta } from './define.ts';

/** News for employees (shown in the employee app when published). */
export const ZNews = z.object({
  id: zId,
  title: zLine(200, { min: 1 }),
  message: zMultiline(20_000).default(''),
  published: zFlag.default(0),
  deleted: zFlag.default(0),
});
export const newsResource = defineResourceMeta({
  name: 'News',
  plural: 'News',
  page: 'news',
  schema: ZNews,
  fields: [
    { key: 'title', kind: 'text', required: true },
    { key: 'message', kind: 'text', multiline: true },
    { key: 'published', kind: 'flag' },
  ],
  insert: true,
  table: 'news',
  example: { title: 'Contract test news', message: 'hello', published: 1 },
});
