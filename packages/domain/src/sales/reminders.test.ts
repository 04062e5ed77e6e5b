import { describe, expect, it } from 'vitest';
import { LOCALES } from '../api/session.ts';
import { DEFAULT_REMINDER_TEXTS } from './email-texts.ts';
import { REMINDER_TEMPLATES } from './enums.ts';
import {
  fillTemplate,
  mailLocale,
  REMINDER_VARIABLES,
  reminderVariables,
  templateOrDefault,
  ZBulkReminder,
  ZSendAllRemindersRequest,
  ZSendReminderRequest,
} from './reminders.ts';

const FACTS = {
  invoiceNumber: 2026017,
  invoiceDate: '2026-09-01',
  expiryDate: '2026-10-01',
  amountInclVat: 123456,
  amountOpen: 23456,
  paymentTerm: 30,
  daysOverdue: 53,
  customerName: 'Bakkerij <Jansen> & Zn',
  companyName: 'Demo Schoonmaak B.V.',
};

describe('reminder variables', () => {
  it('formats amounts and dates the way the customer reads them', () => {
    const nl = reminderVariables(FACTS, 'nl');
    expect(nl).toMatchObject({
      invoiceNumber: '2026017',
      invoiceDate: '01-09-2026',
      expiryDate: '01-10-2026',
      paymentTerm: '30',
      daysOverdue: '53',
    });
    expect(nl.amount.replace(/\s/g, ' ')).toBe('€ 1.234,56');
    expect(nl.openAmount.replace(/\s/g, ' ')).toBe('€ 234,56');
    expect(reminderVariables(FACTS, 'en').amount).toBe('€1,234.56');
  });

  it('fills a body with escaped values and a subject as plain text', () => {
    const values = reminderVariables(FACTS, 'en');
    expect(
      fillTemplate(
        '<p>Dear {{customerName}}, invoice {{ invoiceNumber }} is {{daysOverdue}} days late</p>',
        values,
        'html',
      ),
    ).toBe('<p>Dear Bakkerij &lt;Jansen&gt; &amp; Zn, invoice 2026017 is 53 days late</p>');
    expect(fillTemplate('Reminder {{invoiceNumber}} for {{customerName}}', values, 'text')).toBe(
      'Reminder 2026017 for Bakkerij <Jansen> & Zn',
    );
  });

  it('leaves unknown variables as written and never reads inherited properties', () => {
    expect(fillTemplate('{{unknown}} {{constructor}} {{amount}}', { amount: '€ 5,00' }, 'html')).toBe(
      '{{unknown}} {{constructor}} € 5,00',
    );
  });
});

describe('default reminder templates', () => {
  // That their HTML passes the rich-text policy unchanged is tested with the sanitiser: apps/server/src/platform/html.test.ts.
  it('exist for every language and level, name invoice number, amount and payment term', () => {
    for (const locale of LOCALES) {
      for (const name of REMINDER_TEMPLATES) {
        const text = DEFAULT_REMINDER_TEXTS[locale][name];
        expect(text.title, `${locale} ${name}`).toContain('{{invoiceNumber}}');
        expect(text.htmlMessage, `${locale} ${name}`).toContain('{{invoiceNumber}}');
        expect(text.htmlMessage, `${locale} ${name}`).toContain('{{openAmount}}');
        expect(text.htmlMessage, `${locale} ${name}`).toContain('{{paymentTerm}}');
        const used = [...text.htmlMessage.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
        expect(
          used.every((v) => (REMINDER_VARIABLES as readonly string[]).includes(v ?? '')),
          `${locale} ${name}`,
        ).toBe(true);
      }
      expect(DEFAULT_REMINDER_TEXTS[locale].reminder_1.htmlMessage).toContain('{{amount}}');
    }
  });

  it('are replaced by the owner’s own text for that name and language only', () => {
    const stored = [{ name: 'reminder_2', locale: 'en', title: 'Own title', htmlMessage: '<p>Own</p>' }];
    expect(templateOrDefault(stored, 'reminder_2', 'en')).toEqual({ title: 'Own title', htmlMessage: '<p>Own</p>' });
    expect(templateOrDefault(stored, 'reminder_2', 'nl')).toEqual(DEFAULT_REMINDER_TEXTS.nl.reminder_2);
    expect(templateOrDefault(stored, 'reminder_1', 'en')).toEqual(DEFAULT_REMINDER_TEXTS.en.reminder_1);
  });

  it('are chosen in the customer’s language, Dutch when it has none we write', () => {
    expect(mailLocale('fr')).toBe('fr');
    expect(mailLocale('de')).toBe('nl');
    expect(mailLocale(undefined)).toBe('nl');
  });
});

describe('reminder requests', () => {
  it('takes the invoice as an id or as the row’s invoice object', () => {
    const base = { subject: 'S', message: '<p>M</p>' };
    expect(ZSendReminderRequest.parse({ ...base, invoice: 5 }).invoice).toBe(5);
    expect(ZSendReminderRequest.parse({ ...base, invoice: { id: 7, number: 2026001 } }).invoice).toBe(7);
    expect(ZSendReminderRequest.parse({ ...base, invoice: '9', isCopy: true })).toMatchObject({
      invoice: 9,
      isCopy: 1,
    });
    expect(ZSendReminderRequest.safeParse({ ...base, invoice: 0 }).success).toBe(false);
    expect(ZSendReminderRequest.safeParse({ ...base, invoice: 5, subject: '  ' }).success).toBe(false);
    expect(ZSendReminderRequest.safeParse({ ...base, invoice: 5, template: 'reminder_9' }).success).toBe(false);
  });

  it('reads the language of the text, ignoring anything else', () => {
    const base = { invoice: 5, subject: 'S', message: 'M' };
    expect(ZSendReminderRequest.parse({ ...base, translations: 'fr' }).translations).toBe('fr');
    expect(ZSendReminderRequest.parse({ ...base, translations: { nl: 'x' } }).translations).toBeUndefined();
  });

  it('lets a bulk payload leave subject and message to the template', () => {
    expect(ZBulkReminder.parse({ invoice: 3 })).toMatchObject({ invoice: 3, subject: '', message: '' });
    expect(ZSendAllRemindersRequest.safeParse([]).success).toBe(false);
    expect(ZSendAllRemindersRequest.safeParse({}).success).toBe(false);
  });
});
