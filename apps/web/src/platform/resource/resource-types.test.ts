import { carResource, fixedTaskResource, newsResource } from '@backoffice/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { fieldText, recordLabel, toFormValues, toPayload } from './resource-types.ts';

const t = ((key: string) => key) as unknown as TFunction;

describe('resource forms', () => {
  it('starts a new record with empty texts, the first enum value and unchecked flags', () => {
    expect(toFormValues(fixedTaskResource, undefined)).toEqual({ title: '', frequency: '0' });
    expect(toFormValues(newsResource, undefined)).toEqual({ title: '', message: '', published: false });
  });

  it('builds a payload the shared schema accepts, keeping fields without an input', () => {
    const record = { id: 7, title: 'Old', frequency: 1, deleted: 0, extra: 'kept' };
    const payload = toPayload(fixedTaskResource, record, { title: 'Keys', frequency: '3' });
    expect(payload).toEqual({ id: 7, title: 'Keys', frequency: 3, deleted: 0, extra: 'kept' });
    expect(fixedTaskResource.schema.parse(payload)).toEqual({ id: 7, title: 'Keys', frequency: 3, deleted: 0 });
    expect(toPayload(newsResource, undefined, { title: 'Hi', message: '', published: true })).toMatchObject({
      id: 0,
      published: 1,
    });
  });

  it('shows flags as yes/no and enums through their translation key', () => {
    const [, , published] = newsResource.fields;
    const [, frequency] = fixedTaskResource.fields;
    if (!published || !frequency) throw new Error('fields changed');
    expect(fieldText(newsResource, published, { id: 1, published: 1 }, t)).toBe('common.yes');
    expect(fieldText(fixedTaskResource, frequency, { id: 1, frequency: 2 }, t)).toBe(
      'resources.FixedTasks.enums.frequency.2',
    );
  });

  it('labels a record by its first text field', () => {
    expect(recordLabel(carResource, { id: 3, name: 'Caddy' })).toBe('Caddy');
    expect(recordLabel(carResource, { id: 3, name: '' })).toBe('#3');
  });
});
