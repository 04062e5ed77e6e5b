import { INVOICE_MESSAGES, INVOICE_TEXTS, VALIDATION_MESSAGES } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { issueText, issueTexts, refusalText } from './messages.ts';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe('invoice messages', () => {
  it("translates the invoice's own messages, the shared catalogue's, and passes others through", () => {
    expect(issueText(INVOICE_MESSAGES.salesTypeRequired, t)).toBe('invoices.messages.salesTypeRequired');
    expect(issueText(VALIDATION_MESSAGES.invalidVatCode, t)).toContain('validation.invalidVatCode');
    expect(issueText('Customer not found', t)).toBe('Customer not found');
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

  it('recognises the refusals and lists existing credit numbers', () => {
    const exists = refusalText(new Error(`${INVOICE_TEXTS.creditExists} 2026031, 2026040`), t);
    expect(exists?.key).toBe('creditExists');
    expect(exists?.text).toContain('2026031, 2026040');
    expect(refusalText(new Error(INVOICE_TEXTS.noEmail), t)?.key).toBe('noEmail');
    expect(refusalText(new Error('Internal server error'), t)).toBeUndefined();
    expect(refusalText('not an error', t)).toBeUndefined();
  });
});
