import { type AnyResourceCalls, type CallAnswer, OWNER_LIST_CALLS, type OwnerListName } from '@backoffice/domain';

/** An item of an owner settings list as the API returns it. */
export type ListRecord = CallAnswer<AnyResourceCalls['save']>;

/** Form values: texts and choices as strings, numbers as number or '' (empty), flags as booleans. */
export type ListFormValues = Record<string, string | number | boolean>;

interface FieldBase {
  key: string;
  /** Only shown (and saved) while this holds, e.g. a select's options. */
  showWhen?: (values: ListFormValues) => boolean;
  /** Left out of the table's default columns (still in the column chooser). */
  hiddenByDefault?: boolean;
}

/**
 * How a field of an owner list is edited and shown; labels come from `<ns>.fields.<key>`.
 * lines: a list of texts, one per line (required: at least one while shown). percent: stored in hundredths (2100 = 21 %). money: stored in cents.
 * date: an end date, empty = open (3000-01-01), with an "expired" badge once past. choice: a code with labels
 * `<ns>.choices.<key>.<code>` (text codes stay texts). ref: the id of an item of another owner list, chosen by name.
 */
export type ListField = FieldBase &
  (
    | { kind: 'text'; required?: boolean }
    | { kind: 'lines'; required?: boolean }
    | { kind: 'int'; min: number; max: number }
    | { kind: 'percent' }
    | { kind: 'money' /** May be below zero (a bank account's initial balance). */; signed?: boolean }
    | {
        kind: 'date';
        /** Valid through the date itself (purchase types), not only before it. */
        inclusive?: boolean;
        /** A plain date (a bank account's initial balance date): no open end, never expired. */
        plain?: boolean;
      }
    | { kind: 'flag' /** Ticked on a new item. */; initial?: boolean }
    | {
        kind: 'choice';
        /** Codes: numbers, or texts (kept as texts). */
        values: readonly (number | string)[];
        /** May stay empty (''): shown as `<ns>.choices.<key>.empty` (a VAT code's rubric: by its rate). */
        optional?: boolean;
      }
    | { kind: 'ref'; list: OwnerListName }
  );

/** One owner list page: which list, where its texts live and which fields it edits. */
export interface OwnerListDecl {
  list: OwnerListName;
  /** Locale section with title, intro, new, edit, fields.<key> and choices. */
  ns: string;
  /** The page's route; a dialog opened by URL ({action}/{id}) closes back to it. */
  route: string;
  testId: string;
  fields: readonly ListField[];
}

export const defineOwnerList = (decl: OwnerListDecl): OwnerListDecl => decl;

/** GET /r/all<Plural> and POST /r/save<Singular>, declared in packages/domain (settings/owner-lists.ts). */
export function ownerListCalls(list: OwnerListName): AnyResourceCalls {
  return OWNER_LIST_CALLS[list];
}

/** The lists a declaration's ref fields point to (their names fill selects and cells). */
export const refLists = (decl: OwnerListDecl): OwnerListName[] => [
  ...new Set(decl.fields.flatMap((field) => (field.kind === 'ref' ? [field.list] : []))),
];
