import { z } from 'zod';
import { defineCall, ZNoBody } from '../api/contract.ts';
import type { AccessLevel, Area, AreaGate } from '../roles.ts';
import { RESOURCE_PAGES, type ResourcePageName } from './pages.ts';

/** How a field is edited and shown; labels come from i18n `resources.<plural>.fields.<key>`. */
export type FieldSpec<K extends string = string> =
  | { key: K; kind: 'text'; required?: boolean; multiline?: boolean }
  | { key: K; kind: 'int'; min: number; max: number }
  | { key: K; kind: 'enum'; values: readonly number[] }
  | { key: K; kind: 'flag' };

/**
 * Records of one parent (the notes of one employee): listed by the parent's id through `path` with `request` (which
 * has the parent's `id`), and the parent must be the owner's live record. `field` is the record's reference to it.
 */
export interface ResourceParent<S extends z.ZodObject, P extends z.ZodObject> {
  field: Extract<keyof z.infer<S>, string>;
  path: `/${string}`;
  request: P;
  /** What a list request needs besides the parent's id (a date range that holds the record's `example`). */
  example?: Omit<z.input<P>, 'id'>;
}

/**
 * A record type served by the generic resource calls: its save schema (shared by server route and web form), where it
 * lives and which calls it has. Without overrides the server gives it GET /r/all{plural}, POST /r/save{name} and,
 * with `insert`, POST /r/insert{plural}. The server's hooks (apps/server/src/platform/resources.ts) add validation,
 * the joined fields' queries and the like; what the answers carry is declared here.
 */
export interface RecordMeta<
  S extends z.ZodObject = z.ZodObject,
  J extends z.ZodRawShape = z.ZodRawShape,
  P extends z.ZodObject = z.ZodObject,
> {
  /** The audit entity and the save call's suffix. */
  name: string;
  plural: string;
  /** Who writes; readers default to the same area at read level. */
  area: Area;
  /** The level that saves (default 'write'): bank accounts are payments_admin's. */
  write?: AccessLevel;
  read?: { area: Area | readonly (Area | AreaGate)[]; level: AccessLevel };
  schema: S;
  /** Fields the answers add from other tables (a contact's customer name), read by the server with the record. */
  joined?: J;
  parent?: ResourceParent<S, P>;
  /** The spec's own paths where they are not all{plural} and save{name}. */
  paths?: { all?: `/${string}`; save?: `/${string}` };
  /** What the not-found message calls a record ('Note 5 not found'); default `name`. */
  label?: string;
  /** Rows are really deleted (accounting) instead of being flagged `deleted`. */
  hardDelete?: boolean;
  insert: boolean;
  /** Where the records live: their table, or `owners` for a list kept in the owner's settings. */
  table: string;
  /**
   * A valid new record (without id) for the contract test, which creates, changes and deletes it; the references that
   * the schema requires (a note's employee) are filled in with a live record of the owner.
   */
  example: Partial<z.input<S>>;
}

/** A record type with its own page under a menu: its page (RESOURCE_PAGES) and the fields its generic dialog edits. */
export interface ResourceMeta<S extends z.ZodObject = z.ZodObject> extends RecordMeta<S> {
  page: ResourcePageName;
  /** The page's path, from RESOURCE_PAGES. */
  route: string;
  fields: readonly FieldSpec<Extract<keyof z.infer<S>, string>>[];
}

/** The writers' area and the route come from the page's facts, so the page and the calls cannot disagree. */
export function defineResourceMeta<S extends z.ZodObject>(
  meta: Omit<ResourceMeta<S>, 'area' | 'route'>,
): ResourceMeta<S> {
  const page = RESOURCE_PAGES[meta.page];
  return { ...meta, area: page.area, route: page.path };
}

export function defineRecordMeta<
  S extends z.ZodObject,
  const J extends z.ZodRawShape = Record<never, never>,
  P extends z.ZodObject = typeof ZNoBody,
>(meta: RecordMeta<S, J, P>): RecordMeta<S, J, P> {
  return meta;
}

/** The paths of a record type's calls, below /r. */
export const resourceCalls = (meta: Pick<RecordMeta, 'name' | 'plural' | 'insert' | 'paths' | 'parent'>) => ({
  all: meta.parent?.path ?? meta.paths?.all ?? (`/all${meta.plural}` as const),
  save: meta.paths?.save ?? (`/save${meta.name}` as const),
  insert: meta.insert ? (`/insert${meta.plural}` as const) : undefined,
});

/** What a record type's calls answer: the record with its joined fields. */
export type ResourceRecordSchema<S extends z.ZodObject, J extends z.ZodRawShape> = z.ZodObject<
  z.core.util.Extend<S['shape'], J>
>;

/** A record schema with the joined fields (a refined schema such as a flex field's cannot be extended by zod). */
export function recordSchema<S extends z.ZodObject, J extends z.ZodRawShape>(
  meta: Pick<RecordMeta<S, J>, 'schema' | 'joined'>,
): ResourceRecordSchema<S, J> {
  return (meta.joined ? meta.schema.safeExtend(meta.joined as never) : meta.schema) as never;
}

/**
 * The declarations of a record type's calls: the list (by parent when it has one) and the save, with their bodies and
 * answers, so they are in the OpenAPI document and the web app calls them through the typed client.
 */
export function resourceDeclarations<S extends z.ZodObject, J extends z.ZodRawShape, P extends z.ZodObject>(
  meta: RecordMeta<S, J, P>,
) {
  const paths = resourceCalls(meta);
  const record = recordSchema(meta);
  const label = meta.label ?? meta.name;
  const read = meta.read ?? { area: meta.area, level: 'read' as const };
  return {
    all: defineCall({
      method: meta.parent ? 'POST' : 'GET',
      path: paths.all,
      area: read.area,
      level: read.level,
      body: (meta.parent?.request ?? ZNoBody) as P,
      response: z.array(record),
      summary: meta.parent
        ? `The live ${label.toLowerCase()} records of one ${String(meta.parent.field).replace(/Id$/, '')}`
        : `The live ${label.toLowerCase()} records of the owner`,
    }),
    save: defineCall({
      method: 'POST',
      path: paths.save,
      area: meta.area,
      level: meta.write ?? 'write',
      body: meta.schema,
      response: record,
      summary: `Creates (id 0), changes or deletes (deleted 1) one ${label.toLowerCase()} record`,
    }),
  };
}

/** The calls of any record type, for code that serves every one of them (the generic page and dialog). */
export type AnyResourceCalls = ReturnType<typeof resourceDeclarations<z.ZodObject, z.ZodRawShape, z.ZodObject>>;
