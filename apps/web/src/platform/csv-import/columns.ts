// Which CSV column fills which field of an import. Each import declares its fields, the required ones and the header
// names it recognises (our own exports in English and Dutch, and what spreadsheets commonly call them).

export interface ColumnSpec<F extends string> {
  fields: readonly F[];
  required: readonly F[];
  aliases: Readonly<Record<F, readonly string[]>>;
}

/** One target per column; null leaves the column out. */
export type ColumnMapping<F extends string> = (F | null)[];

/** Declares an import's columns (keeps the field type narrow for the mapping and the row builder). */
export const defineColumns = <F extends string>(spec: ColumnSpec<F>): ColumnSpec<F> => spec;

/** Case, accents, spaces, dashes and dots do not matter: 'E-mail', 'e mail' and 'EMAIL' are one header. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const lookups = new WeakMap<object, Map<string, string>>();

function headerLookup<F extends string>(spec: ColumnSpec<F>): Map<string, F> {
  let lookup = lookups.get(spec);
  if (!lookup) {
    lookup = new Map(
      spec.fields.flatMap((field) => spec.aliases[field].map((alias) => [normalizeHeader(alias), field])),
    );
    lookups.set(spec, lookup);
  }
  return lookup as Map<string, F>;
}

/** The field a header names, if it is one the import knows. */
export function fieldForHeader<F extends string>(spec: ColumnSpec<F>, header: string): F | null {
  return headerLookup(spec).get(normalizeHeader(header)) ?? null;
}

export function missingRequired<F extends string>(spec: ColumnSpec<F>, mapping: ColumnMapping<F>): F[] {
  return spec.required.filter((field) => !mapping.includes(field));
}

/**
 * A mapping from the headers; a field claimed by an earlier column is not given twice. `recognized` means every
 * non-empty header was known and the required fields are present, so the user need not map anything.
 */
export function recognizeColumns<F extends string>(
  spec: ColumnSpec<F>,
  headers: readonly string[],
): { mapping: ColumnMapping<F>; recognized: boolean } {
  const taken = new Set<F>();
  const mapping = headers.map((header) => {
    const field = fieldForHeader(spec, header);
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
  const allKnown = headers.every((header, index) => header.trim() === '' || mapping[index] !== null);
  return { mapping, recognized: allKnown && missingRequired(spec, mapping).length === 0 };
}

/** A field fills from one column: choosing it for one column frees it elsewhere. */
export function assignColumn<F extends string>(
  mapping: ColumnMapping<F>,
  index: number,
  field: F | null,
): ColumnMapping<F> {
  return mapping.map((current, i) => (i === index ? field : current === field ? null : current));
}

/** The trimmed cell of a field in one row ('' when the field is not mapped). */
export function cellOf<F extends string>(cells: readonly string[], mapping: ColumnMapping<F>, field: F): string {
  const index = mapping.indexOf(field);
  return index < 0 ? '' : (cells[index] ?? '').trim();
}

/** A kept mapping (per field the header that filled it, e.g. owner setting ledgerCSV) for a file's headers. */
export type KeptColumns<F extends string> = Partial<Record<F, string>>;

/**
 * The mapping a kept one gives a file: each field to the column with its kept header. Undefined when a kept header is
 * not in the file (another layout: the headers are recognised afresh).
 */
export function keptMapping<F extends string>(
  spec: ColumnSpec<F>,
  headers: readonly string[],
  kept: KeptColumns<F>,
): ColumnMapping<F> | undefined {
  const wanted = spec.fields.filter((field) => kept[field]);
  if (wanted.length === 0) return undefined;
  const mapping: ColumnMapping<F> = headers.map(() => null);
  for (const field of wanted) {
    const index = headers.findIndex(
      (header, i) => mapping[i] === null && normalizeHeader(header) === normalizeHeader(kept[field] ?? ''),
    );
    if (index < 0) return undefined;
    mapping[index] = field;
  }
  return mapping;
}

/** The mapping to keep: per mapped field its column's header. */
export function columnsToKeep<F extends string>(mapping: ColumnMapping<F>, headers: readonly string[]): KeptColumns<F> {
  const kept: KeptColumns<F> = {};
  mapping.forEach((field, index) => {
    if (field) kept[field] = headers[index] ?? '';
  });
  return kept;
}
