import { DEFAULT_REMINDER_TEXTS, type TOpenInvoiceRow } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { reminderDraft } from './reminder-draft.ts';

const row = (overrides: Partial<TOpenInvoiceRow> = {}): TOpenInvoiceRow => ({
  uid: 7,
  invoice: {
    id: 7,
    number: 2026017,
    customerId: 3,
    address: 'ap@klant.example',
    locale: 'fr',
    reminders: [],
    sent: [],
  },
  invoiceDate: '2026-09-01',
  customerNumber: 1001,
  customer: 'Boulangerie <Paul>',
  project: [],
  invoiceNumber: 2026017,
  paymentTerm: 30,
  daysOpen: 83,
  daysOverTime: 53,
  amountInclVat: 1234_56,
  openAmount: 234_56,
  daysLastReminder: null,
  lastReminderOverTime: 0,
  remindersHeld: false,
  reminders: 0,
  checked: false,
  ...overrides,
});

describe('reminderDraft', () => {
  it('opens the next level’s template in the customer’s language with the invoice filled in', () => {
    const draft = reminderDraft(row(), [], 'Demo Schoonmaak B.V.');
    expect(draft).toMatchObject({ level: 1, template: 'reminder_1', locale: 'fr' });
    expect(draft.subject).toBe('Relance de paiement de la facture 2026017');
    expect(draft.message).toContain('la facture 2026017 du 01-09-2026');
    expect(draft.message).toContain('Demo Schoonmaak B.V.');
    expect(draft.message).not.toContain('{{');
  });

  it('takes the owner’s own text, offers level 2 after one reminder and stops at level 3', () => {
    const own = [
      {
        id: 4,
        name: 'reminder_2',
        locale: 'fr',
        title: 'Relance {{invoiceNumber}}',
        htmlMessage: '<p>{{customerName}} doit {{openAmount}}</p>',
      },
    ] as const;
    const second = reminderDraft(row({ reminders: 1 }), own, 'X');
    expect(second).toMatchObject({ level: 2, template: 'reminder_2', subject: 'Relance 2026017' });
    expect(second.message).toBe('<p>Boulangerie &lt;Paul&gt; doit 234,56\u00a0€</p>');
    const last = reminderDraft(row({ reminders: 5, invoice: { ...row().invoice, locale: 'xx' } }), [], 'X');
    expect(last).toMatchObject({ level: 3, template: 'reminder_3', locale: 'nl' });
    expect(last.subject).toBe(DEFAULT_REMINDER_TEXTS.nl.reminder_3.title.replace('{{invoiceNumber}}', '2026017'));
  });
});
