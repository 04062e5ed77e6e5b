import { isValidUntilActive, type Locale } from '@backoffice/domain';
import { OPEN_END_DATE } from '@backoffice/domain/dates';
import { formatDate, formatHundredths, formatMoney, NO_VALUE } from '@backoffice/domain/format';
import type { XlsxType } from '@backoffice/domain/xlsx';
import type { ListField, ListFormValues, ListRecord, OwnerListDecl } from './owner-list-types.ts';

// Stored integers ↔ what people type: 2100 hundredths ↔ 21 (%), 3250 cents ↔ 32.5 (€). Rounded to whole
// hundredths so 21.005 typed does not become a fraction the schema refuses.
export const toHundredths = (value: number) => Math.round(value * 100);
const fromHundredths = (value: number) => value / 100;

const asNumber = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? Number.NaN));

/** A date field is open when empty or 3000-01-01; open shows as an empty input. */
const dateInput = (value: unknown) => (typeof value === 'string' && value !== OPEN_END_DATE ? value : '');

/** A choice of text codes (a VAT code's rubric '1a'), saved as text. */
const isTextChoice = (field: ListField) => field.kind === 'choice' && typeof field.values[0] === 'string';

/** The locale key of a choice's code: `<ns>.choices.<key>.<code>`, or `.empty` for an optional one left empty. */
export const choiceLabelKey = (ns: string, field: ListField, code: number | string) =>
  `${ns}.choices.${field.key}.${code === '' ? 'empty' : code}`;

/** Whether a field is shown (and saved) with these values. */
export const isShown = (field: ListField, values: ListFormValues) => field.showWhen?.(values) ?? true;

/** Shown required lists without a single line (a select flex field without options offers nothing to pick). */
export const emptyRequiredLists = (decl: OwnerListDecl, values: ListFormValues): string[] =>
  decl.fields
    .filter((field) => field.kind === 'lines' && field.required && isShown(field, values))
    .filter((field) => String(values[field.key] ?? '').trim() === '')
    .map((field) => field.key);

export function toFormValues(decl: OwnerListDecl, record: ListRecord | undefined): ListFormValues {
  const values: ListFormValues = {};
  for (const field of decl.fields) {
    const value = record?.[field.key];
    const number = asNumber(value);
    switch (field.kind) {
      case 'flag':
        // A new item starts with the flag's default (a bank account is on the dashboard unless unticked).
        values[field.key] = record ? Number(value) === 1 || value === true : (field.initial ?? false);
        break;
      case 'choice':
        values[field.key] = String(value ?? (field.optional ? '' : (field.values[0] ?? '')));
        break;
      case 'ref':
        values[field.key] = number > 0 ? String(number) : '';
        break;
      case 'int':
        values[field.key] = Number.isFinite(number) ? number : '';
        break;
      case 'percent':
      case 'money':
        values[field.key] = Number.isFinite(number) ? fromHundredths(number) : '';
        break;
      case 'lines':
        values[field.key] = Array.isArray(value) ? value.map(String).join('\n') : '';
        break;
      case 'date':
        values[field.key] = dateInput(value);
        break;
      default:
        values[field.key] = typeof value === 'string' ? value : '';
    }
  }
  return values;
}

/** The save body: the item as loaded (fields without an input survive) with the form's values in stored units. */
export function toPayload(decl: OwnerListDecl, record: ListRecord | undefined, values: ListFormValues) {
  const payload: Record<string, unknown> = { ...record, id: record?.id ?? 0 };
  for (const field of decl.fields) {
    const value = values[field.key];
    const empty = value === '' || value === undefined;
    switch (field.kind) {
      case 'flag':
        payload[field.key] = value ? 1 : 0;
        break;
      case 'choice':
        payload[field.key] = isTextChoice(field) ? String(value ?? '') : empty ? 0 : Number(value);
        break;
      case 'ref':
        payload[field.key] = empty ? 0 : Number(value);
        break;
      case 'int':
        payload[field.key] = empty ? undefined : value;
        break;
      case 'percent':
      case 'money':
        payload[field.key] = empty ? undefined : toHundredths(Number(value));
        break;
      case 'lines':
        // A hidden list (a select's options while the kind is text) is saved empty, not left stale.
        payload[field.key] = isShown(field, values)
          ? String(value ?? '')
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean)
          : [];
        break;
      case 'date':
        payload[field.key] = empty ? (field.plain ? undefined : OPEN_END_DATE) : value;
        break;
      default:
        payload[field.key] = typeof value === 'string' ? value : '';
    }
  }
  return payload;
}

/**
 * A dated item (VAT code, work type) is expired once its valid-until date has passed (spec 000 §4); an `inclusive`
 * one (purchase types, spec 000 §5) only the day after.
 */
export const isExpired = (value: unknown, today: string, inclusive = false) =>
  typeof value === 'string' &&
  value !== '' &&
  (inclusive ? value < today : !isValidUntilActive({ validUntil: value, deleted: 0 }, today));

export interface CellContext {
  locale: Locale;
  yesNo: (value: boolean) => string;
  choice: (field: ListField, code: number | string) => string;
  refName: (field: ListField, id: number) => string;
}

/** The text of one field of an item (cell, card, search, Excel). */
export function cellText(field: ListField, record: ListRecord, context: CellContext): string {
  const value = record[field.key];
  const number = asNumber(value);
  switch (field.kind) {
    case 'flag':
      return context.yesNo(Number(value) === 1 || value === true);
    case 'choice':
      if (isTextChoice(field)) return context.choice(field, typeof value === 'string' ? value : '');
      return Number.isFinite(number) ? context.choice(field, number) : '';
    case 'ref':
      return number > 0 ? context.refName(field, number) : '';
    case 'percent':
      return Number.isFinite(number) ? `${formatHundredths(number, context.locale)} %` : '';
    case 'money':
      return Number.isFinite(number) ? formatMoney(number, context.locale) : '';
    case 'lines':
      return Array.isArray(value) ? value.join(', ') : '';
    case 'date':
      return dateInput(value) === '' ? NO_VALUE : formatDate(String(value));
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** How the Excel export writes a field: dates, money and whole numbers as typed cells (the sort value), else text. */
export function exportType(field: ListField): XlsxType {
  if (field.kind === 'date') return 'date';
  if (field.kind === 'money') return 'money';
  if (field.kind === 'int') return 'number';
  return 'text';
}

/** The value a column sorts by: stored numbers and ISO dates sort as they are. */
export function sortValue(field: ListField, record: ListRecord, text: string): string | number | null {
  const value = record[field.key];
  if (field.kind === 'int' || field.kind === 'percent' || field.kind === 'money') return asNumber(value);
  if (field.kind === 'date') return typeof value === 'string' ? value : null;
  return text;
}
