import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../platform/api-client.ts';
import { errorNoticeHtml } from '../../../platform/notice-text.ts';
import { fieldRefusal } from './save-customer.ts';

const t = (key: string) => key;

describe('customer save errors (spec 000 §8)', () => {
  it.each([
    ['Cannot delete customer with invoices.', 'serverTexts.customerWithInvoices'],
    ['Cannot delete customer with payments.', 'serverTexts.customerWithPayments'],
    ['Cannot delete customer with projects.', 'serverTexts.customerWithProjects'],
  ])('shows its own message for %s instead of the generic delete failure', (text, key) => {
    const html = errorNoticeHtml(new ApiError(400, { code: 400, message: text }), t, {
      action: 'customers.edit.deleteFailed',
    });
    expect(html).toContain(key);
    expect(html).not.toContain('customers.edit.deleteFailed');
  });

  it('puts the server refusals on the field they concern', () => {
    expect(fieldRefusal(new ApiError(400, { message: 'Customer number already exists' }))).toMatchObject({
      field: 'number',
      key: 'customers.errors.numberExists',
    });
    expect(fieldRefusal(new ApiError(400, { message: 'This customer still manages other customers' }))?.field).toBe(
      'isManager',
    );
    expect(fieldRefusal(new ApiError(500, { message: 'boom' }))).toBeUndefined();
  });
});
