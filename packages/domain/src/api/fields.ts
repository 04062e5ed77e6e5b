import { z } from 'zod';

/** A record id: 0 (or absent) means "new". */
export const zId = z.coerce.number().int().nonnegative().default(0);
/** 0/1 flags as the spec stores booleans; true/false are accepted too. */
export const zFlag = z
  .union([z.boolean(), z.coerce.number().int().min(0).max(1)])
  .transform((v) => (v === true ? 1 : v === false ? 0 : v));
export const zEmail = z.string().trim().toLowerCase().pipe(z.email());
export const zPassword = z.string().min(6).max(200);

/** Fields the spec sends "as JSON text" are accepted both as text and as real JSON (DESIGN §4). */
export function jsonField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    try {
      return JSON.parse(value);
    } catch {
      return value; // left as text so the schema reports a clear error
    }
  }, schema);
}
