import { describe, expect, it } from 'vitest';
import { type ReminderRecipientCustomer, reminderRecipient } from './rules.ts';

const customer = (overrides: Partial<ReminderRecipientCustomer> = {}): ReminderRecipientCustomer => ({
  invoiceToEmail: 'invoice@customer.nl',
  invoiceReminderEmail: 'reminder@customer.nl',
  managementId: 0,
  overrideManagementEmail: 0,
  ...overrides,
});
const management = { invoiceToEmail: 'invoice@vve.nl', invoiceReminderEmail: 'reminder@vve.nl' };
const managed = { managementId: 9 };

describe('reminderRecipient (spec 000 §5)', () => {
  it.each([
    {
      name: 'the reminder e-mail wins over the invoice e-mail',
      c: customer(),
      m: null,
      expected: 'reminder@customer.nl',
    },
    {
      name: 'no reminder e-mail: the invoice e-mail',
      c: customer({ invoiceReminderEmail: '' }),
      m: null,
      expected: 'invoice@customer.nl',
    },
    {
      name: 'a blank reminder e-mail counts as none',
      c: customer({ invoiceReminderEmail: '   ' }),
      m: null,
      expected: 'invoice@customer.nl',
    },
    {
      name: 'management with override 0 comes first: its reminder e-mail',
      c: customer(managed),
      m: management,
      expected: 'reminder@vve.nl',
    },
    {
      name: "management without reminder e-mail: its invoice e-mail before the customer's own",
      c: customer(managed),
      m: { ...management, invoiceReminderEmail: '' },
      expected: 'invoice@vve.nl',
    },
    {
      name: "management without any e-mail: the customer's own reminder e-mail",
      c: customer(managed),
      m: { invoiceToEmail: '', invoiceReminderEmail: '' },
      expected: 'reminder@customer.nl',
    },
    {
      name: "management without any e-mail and no own reminder e-mail: the customer's invoice e-mail",
      c: customer({ ...managed, invoiceReminderEmail: '' }),
      m: { invoiceToEmail: '', invoiceReminderEmail: '' },
      expected: 'invoice@customer.nl',
    },
    {
      name: 'override 1 ignores the management',
      c: customer({ ...managed, overrideManagementEmail: 1 }),
      m: management,
      expected: 'reminder@customer.nl',
    },
    {
      name: 'no management id: a management passed by mistake is ignored',
      c: customer(),
      m: management,
      expected: 'reminder@customer.nl',
    },
    {
      name: 'management id without the management record: own e-mails',
      c: customer(managed),
      m: null,
      expected: 'reminder@customer.nl',
    },
    {
      name: "nobody has an address: ''",
      c: customer({ ...managed, invoiceToEmail: '', invoiceReminderEmail: '' }),
      m: { invoiceToEmail: '', invoiceReminderEmail: ' ' },
      expected: '',
    },
  ])('$name', ({ c, m, expected }) => {
    expect(reminderRecipient(c, m)).toBe(expected);
  });
});
