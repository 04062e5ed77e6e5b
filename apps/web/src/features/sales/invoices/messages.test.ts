import { INVOICE_MESSAGES, VALIDATION_MESSAGES } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../platform/api-client.ts';
import { issueText, issueTexts, refusalText } from './messages.ts';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

const refused = (key: string, params: Record<string, string> = {}, message = 'whatever the server said') =>
  new ApiError(400, { code: 400, key, params, message });

describe('invoice messages', () => {
  it("translates the invoice's own messages, the shared catalogue's, and passes others through", () => {
    expect(issueText(INVOICE_MESSAGES.salesTypeRequired, t)).toBe('invoices.messages.salesTypeRequired');
    expect(issueText(VALIDATION_MESSAGES.invalidVatCode, t)).toContain('validation.invalidVatCode');
    expect(issueText('Something else', t)).toBe('Something else');
  });

  it('keeps the first message per path', () => {
    const errors = issueTexts(
      [
        { path: 'rows.0.vatCode', message: VALIDATION_MESSAGES.invalidVatCode },
        { path: 'rows.0.vatCode', message: 'second' },
        { path: 'customerId', message: INVOICE_MESSAGES.customerRequired },
      ],
      t,
    );
    expect(Object.keys(errors)).toEqual(['rows.0.vatCode', 'customerId']);
    expect(errors.customerId).toBe('invoices.messages.customerRequired');
  });

  it('words the refusals by key, with the credit numbers the server named', () => {
    const exists = refusalText(refused('invoice.creditExists', { numbers: '2026031, 2026040' }), t);
    expect(exists?.key).toBe('invoice.creditExists');
    expect(exists?.text).toBe('serverErrors.invoice.creditExists {"numbers":"2026031, 2026040"}');
    expect(refusalText(refused('invoice.noEmail'), t)?.key).toBe('invoice.noEmail');
  });

  it('leaves other errors to the generic notice, whatever their text says', () => {
    expect(
      refusalText(refused('request.rejected', { detail: 'The invoice has no rows' }, 'The invoice has no rows'), t),
    ).toBeUndefined();
    expect(refusalText(refused('reminder.invoiceNotOpen'), t)).toBeUndefined();
    expect(refusalText(new Error('The invoice has no rows'), t)).toBeUndefined();
    expect(refusalText('not an error', t)).toBeUndefined();
  });
});
