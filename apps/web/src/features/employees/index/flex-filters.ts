// The owner's employee flex filters (spec 000 §3 Owner flexFiltersEmployees, kinds of spec 002 §9). The owner stores
// them as an untyped list; this reads the shapes a FlexFilters editor is likely to write and skips the rest.

const FLEX_KINDS = ['text', 'longText', 'yesNo', 'select'] as const;
type FlexKind = (typeof FLEX_KINDS)[number];

export interface FlexFilter {
  /** The key under which an employee's flexFilterValue holds the value. */
  key: string;
  name: string;
  kind: FlexKind;
  options: string[];
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

function kindOf(raw: unknown): FlexKind {
  if (typeof raw === 'number') return FLEX_KINDS[raw - 1] ?? 'text';
  const text = String(raw ?? '').toLowerCase();
  if (/long|area|multi/.test(text)) return 'longText';
  if (/yes|bool|check|flag/.test(text)) return 'yesNo';
  if (/select|list|option|choice/.test(text)) return 'select';
  return 'text';
}

function optionsOf(raw: unknown): string[] {
  if (typeof raw === 'string')
    return raw
      .split(/[,;\n]/)
      .map((option) => option.trim())
      .filter(Boolean);
  if (!Array.isArray(raw)) return [];
  return raw
    .map((option) => (isObject(option) ? (option.name ?? option.label ?? option.value) : option))
    .filter((option) => option !== undefined && option !== null && String(option).trim() !== '')
    .map(String);
}

export function parseFlexFilters(raw: readonly unknown[] | undefined): FlexFilter[] {
  return (raw ?? [])
    .filter(isObject)
    .filter((item) => !item.deleted)
    .map((item, index) => ({ item, index, order: Number(item.order ?? index) }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ item, index }) => ({
      key: String(item.id ?? item.key ?? item.name ?? index),
      name: String(item.name ?? item.label ?? item.title ?? item.id ?? ''),
      kind: kindOf(item.kind ?? item.type),
      options: optionsOf(item.options ?? item.values ?? item.items),
    }));
}

/** A stored value as text for lists and Excel; yes/no values in the reader's language. */
export function flexText(filter: FlexFilter, value: unknown, yesNo: (yes: boolean) => string): string {
  if (value === undefined || value === null || value === '') return '';
  if (filter.kind === 'yesNo') return yesNo(value === true || value === 1 || value === '1' || value === 'true');
  return String(value);
}
