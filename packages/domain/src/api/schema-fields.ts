import type { z } from 'zod';
import { type FieldTag, fieldTags } from './fields.ts';

/** A path into a body: keys and '*' for every element of a list (or every value of a record). */
export type FieldPath = (string | '*')[];
export interface SchemaField extends FieldTag {
  path: FieldPath;
}
/** A string or number in a body schema that is none of the tagged field types (the contract test refuses them). */
export interface UntaggedField {
  path: FieldPath;
  type: string;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/**
 * Every tagged field of a schema (zInt, zId, zRef, zLine, zMultiline, zJson, dates...), with its path; and every plain
 * string or number that is not one. Wrappers, pipes (preprocess, transform), unions and lists are looked through.
 */
export function schemaFields(schema: z.ZodType): { fields: SchemaField[]; untagged: UntaggedField[] } {
  const fields = new Map<string, SchemaField>();
  const untagged = new Map<string, UntaggedField>();
  const seen = new Set<z.ZodType>();
  const walk = (node: z.ZodType, path: FieldPath): void => {
    const fieldTag = fieldTags.get(node);
    if (fieldTag) {
      fields.set(`${path.join('.')}:${fieldTag.kind}`, { path, ...fieldTag });
      return;
    }
    if (seen.has(node)) return; // a recursive schema
    seen.add(node);
    const def = (node as unknown as { _zod: { def: Def } })._zod.def;
    if (WRAPPERS.has(def.type) && def.innerType) walk(def.innerType, path);
    else if (def.type === 'object')
      for (const [key, child] of Object.entries(def.shape ?? {})) walk(child, [...path, key]);
    else if (def.type === 'array' && def.element) walk(def.element, [...path, '*']);
    else if (def.type === 'record' && def.valueType) walk(def.valueType, [...path, '*']);
    else if (def.type === 'pipe') for (const part of [def.in, def.out]) walkIf(part, path);
    else if (def.type === 'union') for (const option of def.options ?? []) walk(option, path);
    else if (def.type === 'intersection') for (const part of [def.left, def.right]) walkIf(part, path);
    else if (def.type === 'tuple')
      for (const [i, item] of (def.items ?? []).entries()) walk(item, [...path, String(i)]);
    else if (def.type === 'string' || def.type === 'number' || def.type === 'unknown' || def.type === 'any')
      untagged.set(path.join('.'), { path, type: def.type });
    seen.delete(node);
  };
  const walkIf = (node: z.ZodType | undefined, path: FieldPath) => {
    if (node) walk(node, path);
  };
  walk(schema, []);
  // A tagged field refined further (zId.pipe(z.number().positive())) is tagged, whatever its other side is.
  const tagged = new Set([...fields.values()].map((field) => field.path.join('.')));
  return {
    fields: [...fields.values()],
    untagged: [...untagged.values()].filter((u) => !tagged.has(u.path.join('.'))),
  };
}

/** The values at a path of a parsed body, each with its concrete path ('*' expands over lists and records). */
export function valuesAt(value: unknown, path: FieldPath, at: string[] = []): { path: string; value: unknown }[] {
  if (path.length === 0) return [{ path: at.join('.'), value }];
  if (value === null || typeof value !== 'object') return [];
  const [head, ...rest] = path;
  if (head === '*') return Object.entries(value).flatMap(([key, child]) => valuesAt(child, rest, [...at, key]));
  return valuesAt((value as Record<string, unknown>)[head as string], rest, [...at, head as string]);
}
