import { overTimeDisplay, type TOpenInvoiceRow } from '@backoffice/domain';
import { Badge, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../../../platform/data-table/data-table.tsx';
import { dateColumn } from '../../../platform/data-table/date-columns.ts';
import { moneyColumn } from '../../../platform/data-table/money-column.ts';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';

/** Overdue or late: red with the excess in brackets, otherwise green (spec 000 §4); no reminder yet: a dash. */
function OverTime({ days, term, testId }: { days: number | null; term: number; testId: string }) {
  const { text, late } = overTimeDisplay(days, term);
  if (late === null) return <Text size="sm">{text}</Text>;
  return (
    <Text size="sm" fw={late ? 600 : undefined} c={late ? 'red' : 'teal'} data-testid={testId} data-late={late}>
      {text}
    </Text>
  );
}

const Lines = ({ text }: { text: string }) => <span style={{ whiteSpace: 'normal' }}>{text}</span>;

/** The columns of spec 000 §2, all optional; the checkbox and the actions column come from the DataTable. */
export function openInvoiceColumns(t: TFunction): TableColumn<TOpenInvoiceRow>[] {
  const title = (key: string) => t(`openInvoices.columns.${key}`);
  const held = t('paymentMatch.openInvoices.held');
  const heldTip = t('paymentMatch.openInvoices.heldTip');
  return [
    dateColumn('invoiceDate', title('invoiceDate'), (row) => row.invoiceDate),
    { key: 'customerNumber', title: title('customerNumber'), value: (row) => row.customerNumber, align: 'right' },
    // Names may take two lines (the table's other cells stay on one: see open-invoices.module.css).
    {
      key: 'customer',
      title: title('customer'),
      value: (row) => row.customer,
      render: (row) => (
        <span>
          <Lines text={row.customer} />
          {row.remindersHeld && (
            // Money from the customer's account waits on the Payments page: its reminders are held (issue 19).
            <Badge ml={6} size="sm" color="red.9" tt="none" title={heldTip} data-testid="open-invoice-held">
              {held}
            </Badge>
          )}
        </span>
      ),
    },
    // Optional as every column but checkbox and actions (spec 000 §2); hidden at first, through the column chooser: with
    // it the table no longer fits a 1440 px screen, and the customer usually says enough.
    {
      key: 'project',
      title: title('project'),
      value: (row) => row.project.join(', '),
      render: (row) => <Lines text={row.project.join(', ')} />,
      sortable: false,
      hiddenByDefault: true,
    },
    {
      key: 'invoiceNumber',
      title: title('invoiceNumber'),
      value: (row) => row.invoiceNumber,
      type: 'number',
      render: (row) => <span data-testid={`invoice-number-${row.uid}`}>{row.invoiceNumber}</span>,
      align: 'right',
    },
    {
      key: 'paymentTerm',
      title: title('paymentTerm'),
      value: (row) => row.paymentTerm,
      type: 'number',
      text: (row) => t('openInvoices.days', { count: row.paymentTerm }),
      align: 'right',
    },
    {
      key: 'daysOpen',
      title: title('daysOpen'),
      value: (row) => row.daysOpen,
      type: 'number',
      text: (row) => overTimeDisplay(row.daysOpen, row.paymentTerm).text,
      render: (row) => <OverTime days={row.daysOpen} term={row.paymentTerm} testId={`days-open-${row.uid}`} />,
      align: 'right',
    },
    moneyColumn('amountInclVat', title('amountInclVat'), (row) => row.amountInclVat, currentLanguage()),
    moneyColumn('openAmount', title('openAmount'), (row) => row.openAmount, currentLanguage()),
    {
      key: 'daysLastReminder',
      title: title('daysLastReminder'),
      value: (row) => row.daysLastReminder,
      type: 'number',
      text: (row) => overTimeDisplay(row.daysLastReminder, row.paymentTerm).text,
      render: (row) => (
        <OverTime days={row.daysLastReminder} term={row.paymentTerm} testId={`days-last-reminder-${row.uid}`} />
      ),
      align: 'right',
    },
    {
      key: 'reminders',
      title: title('reminders'),
      value: (row) => row.reminders,
      type: 'number',
      render: (row) => <span data-testid={`reminders-${row.uid}`}>{row.reminders}</span>,
      align: 'right',
    },
  ];
}
