import { type ErrorKey, errorMessage } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../platform/api-client.ts';
import { errorNoticeHtml } from '../../../platform/notice-text.ts';
import { fieldRefusal } from './save-customer.ts';

const t = (key: string) => key;
/** The error body of a catalogue key as the server sends it. */
const refused = (key: ErrorKey) => new ApiError(400, { code: 400, key, params: {}, message: errorMessage(key) });

describe('customer save errors (spec 000 §8)', () => {
  it.each(['customer.withInvoices', 'customer.withPayments', 'customer.withProjects'] as const)(
    'shows its own message for %s instead of the generic delete failure',
    (key) => {
      const error = new ApiError(400, { code: 400, key, params: {}, message: errorMessage(key) });
      const html = errorNoticeHtml(error, t, { action: 'customers.edit.deleteFailed' });
      expect(html).toContain(`serverErrors.${key}`);
      expect(html).not.toContain('customers.edit.deleteFailed');
    },
  );

  it('puts the server refusals on the field they concern, by key', () => {
    expect(fieldRefusal(refused('customer.numberExists'))).toEqual({
      field: 'number',
      key: 'serverErrors.customer.numberExists',
    });
    expect(fieldRefusal(refused('customer.stillManages'))?.field).toBe('isManager');
    // A delete block belongs to no field; neither does a text without a key (a proxy's page).
    expect(fieldRefusal(refused('customer.withInvoices'))).toBeUndefined();
    expect(fieldRefusal(new ApiError(400, { message: errorMessage('customer.numberExists') }))).toBeUndefined();
    expect(fieldRefusal(new ApiError(500, { message: 'boom' }))).toBeUndefined();
  });
});
