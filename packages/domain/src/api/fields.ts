import { z } from 'zod';
import { EMPTY_DATES, isBsnValid, isIbanValid, isValidIsoDate, OPEN_END_DATE } from './field-rules.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

/**
 * What kind of input field a schema is: the contract test finds every field of every call through these tags and sends
 * it the values that must be refused (NUL, lone surrogates, line breaks, ids of 2^31, booleans for numbers, deep JSON).
 * `ref` names the table an id points into; the registrar checks such ids belong to the caller's owner.
 */
/** `filter`: a search value the spec reads leniently (an invoice number "converted to an absolute integer"). */
export type FieldKind =
  | 'int'
  | 'number'
  | 'flag'
  | 'id'
  | 'ref'
  | 'line'
  | 'text'
  | 'json'
  | 'date'
  | 'filter'
  | 'secret';
export interface FieldTag {
  kind: FieldKind;
  /** For `ref`: the referenced table (see REF_TABLES). */
  ref?: string;
}
export const fieldTags = z.registry<FieldTag>();
/** Marks a schema as a field of that kind (for a field type built elsewhere, like the upload's file type). */
export function tag<T extends z.ZodType>(schema: T, fieldTag: FieldTag): T {
  fieldTags.add(schema as z.ZodType, fieldTag);
  return schema;
}

/** Tables an id field may point into (zRef); the server maps each to its table and its "live" rule. */
export const REF_TABLES = [
  'employees',
  'employers',
  'customers',
  'contacts',
  'projects',
  'works',
  'machines',
  'keys',
  'courses',
  'invoices',
  'shifts',
  'absences',
  'users',
  'uploads',
  'payments',
  'suppliers',
  'ledgerAccounts',
] as const;
export type RefTable = (typeof REF_TABLES)[number];

export const INT32_MAX = 2_147_483_647;
const INT32_MIN = -2_147_483_648;

/**
 * A number, or numeric text as forms and CSV send ('12', ' 3.5 '); '' and null read as 0 as the spec's clients expect.
 * Anything else (true, [], {}) is left alone for the schema to refuse: `{"id": true}` is not record 1.
 */
function numeric(value: unknown): unknown {
  if (value === '' || value === null) return 0;
  if (typeof value === 'string' && /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/.test(value)) return Number(value);
  return value;
}

/** An integer that arrives as a number or as numeric text (spec: "numeric fields become integers"); 32-bit. */
export const zInt = (min = INT32_MIN, max = INT32_MAX, minMessage?: string) =>
  tag(z.preprocess(numeric, z.number().int().min(min, minMessage).max(max)), { kind: 'int' });

/** A record id: 0 (or absent) means "new"; never more than the database's integer holds. */
export const zId = tag(z.preprocess(numeric, z.number().int().min(0).max(INT32_MAX)), { kind: 'id' }).default(0);
/** The id of an existing record (a get, a delete). */
export const zRecordId = tag(z.preprocess(numeric, z.number().int().min(1).max(INT32_MAX)), { kind: 'id' });
/**
 * An id that points at another record of the caller's owner (employeeId, projectId...): the registrar refuses an id
 * that is unknown, deleted or another owner's. 0 means "none" where the field is optional.
 */
export const zRef = (table: RefTable, required?: { message?: string }) =>
  tag(
    z.preprocess(
      numeric,
      z
        .number()
        .int()
        .min(required ? 1 : 0, required?.message)
        .max(INT32_MAX),
    ),
    {
      kind: 'ref',
      ref: table,
    },
  );
/** A list of references (blacklisted employees, a project's contacts), as an array or JSON text. */
export const zRefList = (table: RefTable) => jsonField(z.array(zRef(table, {})).max(10_000)).default([]);

/** A number that need not be whole (a coordinate, a factor), as a number or numeric text. */
export const zNumber = (min: number, max: number) =>
  tag(z.preprocess(numeric, z.number().min(min).max(max)), { kind: 'number' });

/** 0/1 flags as the spec stores booleans; true/false are accepted too. */
export const zFlag = tag(
  z
    .union([z.boolean(), z.preprocess(numeric, z.number().int().min(0).max(1))])
    .transform((v) => (v === true ? 1 : v === false ? 0 : v)),
  { kind: 'flag' },
);

// Control characters never belong in text; a line break only in a multi-line field (a remark, a mail body).
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINES = /(?![\t\n\r])\p{Cc}/u;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const TEXT_MESSAGES = {
  control: 'Text cannot contain control characters',
  lineBreak: 'Text must be on one line',
  surrogate: 'Text contains an invalid character',
} as const;

/** Why a text is refused, or undefined when it is fine. */
export function textProblem(value: string, multiline: boolean): string | undefined {
  if (LONE_SURROGATE.test(value)) return TEXT_MESSAGES.surrogate;
  if (multiline) return CONTROL_BUT_LINES.test(value) ? TEXT_MESSAGES.control : undefined;
  if (!CONTROL.test(value)) return undefined;
  return /[\r\n]/.test(value) ? TEXT_MESSAGES.lineBreak : TEXT_MESSAGES.control;
}

const checked = (text: z.ZodString, multiline: boolean) =>
  text.superRefine((value, ctx) => {
    const problem = textProblem(value, multiline);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  });

/** What a text must hold at least: `min` characters, else `message` (a required name, a note's text). */
interface TextLimits {
  min?: number;
  message?: string;
}
const limited = (text: z.ZodString, max: number, limits: TextLimits) =>
  limits.min ? text.min(limits.min, limits.message).max(max) : text.max(max);

/** A one-line text (a name, a subject, a file name); trimmed, without control characters. */
export const zLine = (max = 200, limits: TextLimits = {}) =>
  tag(limited(checked(z.string().trim(), false), max, limits), { kind: 'line' });
/** A multi-line text (remarks, descriptions, mail bodies): line breaks and tabs allowed, other control characters not. */
export const zMultiline = (max = 10_000, limits: TextLimits = {}) =>
  tag(limited(checked(z.string(), true), max, limits), { kind: 'text' });
/** A trimmed multi-line text (a note's text). */
export const zTrimmedMultiline = (max = 10_000, limits: TextLimits = {}) =>
  tag(limited(checked(z.string().trim(), true), max, limits), { kind: 'text' });

/** A free-form JSON value kept as sent (upload data, additional fields): bounded in depth and size. */
export function zJson<T extends z.ZodType>(schema: T, limits: { depth?: number; bytes?: number } = {}) {
  const depth = limits.depth ?? 6;
  const bytes = limits.bytes ?? 64 * 1024;
  return tag(
    jsonField(schema).superRefine((value, ctx) => {
      if (jsonDepth(value) > depth) ctx.addIssue({ code: 'custom', message: `Nested deeper than ${depth} levels` });
      else if (JSON.stringify(value ?? null).length > bytes)
        ctx.addIssue({ code: 'custom', message: `Larger than ${Math.round(bytes / 1024)} kB` });
    }),
    { kind: 'json' },
  );
}

/** How deep a parsed JSON value nests (a scalar is 0); stops counting past 100. */
export function jsonDepth(value: unknown, level = 0): number {
  if (level > 100 || value === null || typeof value !== 'object') return level;
  let deepest = level + 1;
  for (const child of Object.values(value)) deepest = Math.max(deepest, jsonDepth(child, level + 1));
  return deepest;
}
export const zEmail = tag(z.string().trim().toLowerCase().pipe(z.email()), { kind: 'line' });
export const zPassword = tag(z.string().min(6).max(200), { kind: 'secret' });

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

/** A required calendar date 'YYYY-MM-DD'. */
export const zIsoDate = tag(
  z
    .string()
    .trim()
    .refine((v) => isValidIsoDate(v), VALIDATION_MESSAGES.invalidDate),
  { kind: 'date' },
);
const isEmptyInput = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && (v.trim() === '' || EMPTY_DATES.includes(v.trim())));
/** An end date: empty (or an empty-date marker) means open, stored as 3000-01-01 (DESIGN §5). */
export const zEndDate = z.preprocess((v) => (isEmptyInput(v) ? OPEN_END_DATE : v), zIsoDate);
/** An optional date: empty (or a marker) becomes null. */
export const zOptionalDate = z.preprocess((v) => (isEmptyInput(v) ? null : v), zIsoDate.nullable());

/** Optional e-mail: '' allowed. */
export const zOptionalEmail = tag(
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || z.email().safeParse(v).success, VALIDATION_MESSAGES.invalidEmail),
  { kind: 'line' },
).default('');
/** Optional Dutch citizen service number (BSN, 11-proef): '' allowed. */
export const zOptionalBsn = tag(
  z
    .string()
    .trim()
    .refine((v) => v === '' || isBsnValid(v), VALIDATION_MESSAGES.invalidSsn),
  { kind: 'line' },
).default('');
/** Optional IBAN (mod-97 and the country's format), stored without spaces in capitals: '' allowed. */
export const zOptionalIban = tag(
  z
    .string()
    .transform((v) => v.replace(/[\s.-]/g, '').toUpperCase())
    .refine((v) => v === '' || isIbanValid(v), VALIDATION_MESSAGES.invalidIban),
  { kind: 'line' },
).default('');
/** A two-letter country code, in capitals. */
export const zCountry = z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), zLine(2, { min: 2 }));

/** Optional one-line text ('' by default); numbers are accepted, as clients send house numbers and postal codes as numbers. */
export const zText = (max = 200) =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : v), zLine(max)).default('');
/** Optional multi-line text ('' by default). */
export const zNotes = (max = 10_000) => zMultiline(max).default('');
/** An amount in cents, 0 by default. */
export const zMoney = zInt(0, 100_000_000).default(0);
/** A number or '<auto>' (or empty): the server gives the highest existing number plus one (spec 000 §5). */
export const zAutoNumber = (min = 0) => z.union([z.literal('<auto>'), z.literal(''), zInt(min)]).default('<auto>');
/** A choice among enumerated integer codes. */
export const zCode = (values: readonly number[], message = `Must be one of ${values.join(', ')}`) =>
  tag(
    z.preprocess(
      numeric,
      z
        .number()
        .int()
        .refine((v) => values.includes(v), message),
    ),
    { kind: 'int' },
  );

/** A colour as '#RRGGBB'. */
export const zColor = tag(
  z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1C7ED6'),
  { kind: 'line' },
);

/** A time of day as an HHmm integer (1330); 2400 is the end of the day. Text like "13:30" is accepted. */
export const zTimeOfDay = tag(
  z.preprocess(
    (v) => (typeof v === 'string' ? Number(v.replace(':', '')) : v),
    z
      .number()
      .int()
      .min(0)
      .max(2400)
      .refine((v) => v % 100 < 60, VALIDATION_MESSAGES.invalidTime),
  ),
  { kind: 'int' },
);

/** A list sent as an array, as JSON text ('[1,5]') or as a comma list ("1,5,9"); '' is an empty list. */
function listFromText(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const text = v.trim();
  if (text === '') return [];
  if (!text.startsWith('[')) return text.split(',');
  try {
    return JSON.parse(text);
  } catch {
    return text; // left as text so the schema reports a clear error
  }
}

/** A list of integers sent as an array, JSON text or a comma list ("1,5,9"); duplicates removed, sorted. */
export const zIntList = (min: number, max: number) =>
  z.preprocess(
    listFromText,
    z
      .array(zInt(min, max))
      .max(max - min + 1)
      .transform((list) => [...new Set(list)].sort((a, b) => a - b)),
  );

/** Comma-separated e-mail addresses with the spaces removed (spec 002 §5 multi-email); '' allowed. */
export const zMultiEmail = tag(
  z
    .string()
    .transform((v) => v.replace(/\s+/g, '').toLowerCase().split(',').filter(Boolean).join(','))
    .refine(
      (v) => v === '' || v.split(',').every((one) => z.email().safeParse(one).success),
      VALIDATION_MESSAGES.invalidEmail,
    ),
  { kind: 'line' },
).default('');

/**
 * A list of IBANs (spec 000 §5, 002 §5): an array, JSON text or a comma list; whitespace removed, capitals, each valid;
 * an empty list is valid.
 */
export const zIbanList = z
  .preprocess((v) => (v === null || v === undefined ? [] : listFromText(v)), z.array(zLine(50)).max(20))
  .transform((list) => list.map((iban) => iban.replace(/\s+/g, '').toUpperCase()).filter(Boolean))
  .refine((list) => list.every((iban) => isIbanValid(iban)), VALIDATION_MESSAGES.invalidIban);

/** A save with `deleted: 1` (or true) and an id deletes the record (DESIGN §4); its other fields need not be valid. */
export const ZDeleteRequest = z.object({
  id: zRecordId,
  deleted: z.union([z.literal(1), z.literal(true), z.literal('1')]).transform(() => 1 as const),
});
export const isDeleteRequest = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  [1, true, '1'].includes((body as { deleted?: unknown }).deleted as never) &&
  'id' in body;

/**
 * An item of a list that is either saved or deleted (`{id, deleted: 1}`), told apart before parsing so a refused item
 * is reported by the fields of what it is, not by those of the other kind. The parsed item carries `op`.
 */
export function zSaveOrDelete<S extends z.ZodObject>(
  schema: S,
): z.ZodType<{ op: 'delete'; id: number; deleted: 1 } | (z.output<S> & { op: 'save' }), unknown> {
  const dispatched = z.preprocess(
    (v) => (v !== null && typeof v === 'object' ? { ...v, op: isDeleteRequest(v) ? 'delete' : 'save' } : v),
    z.discriminatedUnion('op', [
      ZDeleteRequest.extend({ op: z.literal('delete') }),
      schema.safeExtend({ op: z.literal('save') }),
    ]),
  );
  return dispatched as unknown as z.ZodType<
    { op: 'delete'; id: number; deleted: 1 } | (z.output<S> & { op: 'save' }),
    unknown
  >;
}
