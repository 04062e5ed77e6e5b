import type { AnyResourceCalls, CallAnswer, FieldSpec, ResourceMeta } from '@backoffice/domain';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../data-table/table-logic.ts';

/** A record of a simple resource as the API returns it. */
export type ResourceRecord = CallAnswer<AnyResourceCalls['save']>;

/** Form values: text as strings, numbers as number or '' (empty), enums as strings, flags as booleans. */
export type FormValues = Record<string, string | number | boolean>;

export const fieldLabel = (meta: ResourceMeta, key: string, t: TFunction) =>
  t(`resources.${meta.plural}.fields.${key}`);

export const enumLabel = (meta: ResourceMeta, key: string, value: unknown, t: TFunction) =>
  t(`resources.${meta.plural}.enums.${key}.${String(value)}`, { defaultValue: String(value ?? '') });

/** The text shown for one field of a record (list cell, card, Excel). */
export function fieldText(meta: ResourceMeta, field: FieldSpec, record: ResourceRecord, t: TFunction): string {
  const value = record[field.key];
  if (value === null || value === undefined || value === '') return '';
  if (field.kind === 'flag') return Number(value) === 1 || value === true ? t('common.yes') : t('common.no');
  if (field.kind === 'enum') return enumLabel(meta, field.key, value, t);
  return String(value);
}

export function resourceColumns(meta: ResourceMeta, t: TFunction): TableColumn<ResourceRecord>[] {
  return meta.fields.map((field) => ({
    key: field.key,
    title: fieldLabel(meta, field.key, t),
    value: (record) => {
      const value = record[field.key];
      return typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean' ? value : null;
    },
    text: (record) => fieldText(meta, field, record, t),
    type: field.kind === 'int' ? 'number' : 'text',
    align: field.kind === 'int' ? 'right' : undefined,
    // Long texts make rows tall; they are one click away in the column chooser.
    hiddenByDefault: field.kind === 'text' && field.multiline === true,
  }));
}

/** A short name for confirmations: the first text field. */
export function recordLabel(meta: ResourceMeta, record: ResourceRecord): string {
  const first = meta.fields.find((field) => field.kind === 'text');
  const value = first ? record[first.key] : undefined;
  return typeof value === 'string' && value !== '' ? value : `#${record.id}`;
}

export function toFormValues(meta: ResourceMeta, record: ResourceRecord | undefined): FormValues {
  const values: FormValues = {};
  for (const field of meta.fields) {
    const value = record?.[field.key];
    if (field.kind === 'flag') values[field.key] = Number(value) === 1 || value === true;
    else if (field.kind === 'enum') values[field.key] = String(value ?? field.values[0] ?? '');
    else if (field.kind === 'int') values[field.key] = typeof value === 'number' ? value : '';
    else values[field.key] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The save payload: the record as loaded (so fields without an input survive) with the form's values. */
export function toPayload(meta: ResourceMeta, record: ResourceRecord | undefined, values: FormValues) {
  const payload: Record<string, unknown> = { ...record, id: record?.id ?? 0 };
  for (const field of meta.fields) {
    const value = values[field.key];
    if (field.kind === 'flag') payload[field.key] = value ? 1 : 0;
    else if (field.kind === 'enum') payload[field.key] = value === '' ? undefined : Number(value);
    else if (field.kind === 'int') payload[field.key] = value === '' ? undefined : value;
    else payload[field.key] = value;
  }
  return payload;
}
