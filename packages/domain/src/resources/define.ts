import type { z } from 'zod';
import type { Area } from '../roles.ts';

/** How a field is edited and shown; labels come from i18n `resources.<plural>.fields.<key>`. */
export type FieldSpec<K extends string = string> =
  | { key: K; kind: 'text'; required?: boolean; multiline?: boolean }
  | { key: K; kind: 'int'; min: number; max: number }
  | { key: K; kind: 'enum'; values: readonly number[] }
  | { key: K; kind: 'flag' };

/**
 * A simple record type: its save schema (shared by server route and web form), where it lives and which calls it has.
 * The server turns it into GET /r/all{plural}, POST /r/save{name} and, with `insert`, POST /r/insert{plural}.
 */
export interface ResourceMeta<S extends z.ZodObject = z.ZodObject> {
  name: string;
  plural: string;
  area: Area;
  route: string;
  schema: S;
  fields: readonly FieldSpec<Extract<keyof z.infer<S>, string>>[];
  insert: boolean;
}

export function defineResourceMeta<S extends z.ZodObject>(meta: ResourceMeta<S>): ResourceMeta<S> {
  return meta;
}

export const resourceCalls = (meta: Pick<ResourceMeta, 'name' | 'plural' | 'insert'>) => ({
  all: `/r/all${meta.plural}`,
  save: `/r/save${meta.name}`,
  insert: meta.insert ? `/r/insert${meta.plural}` : undefined,
});
