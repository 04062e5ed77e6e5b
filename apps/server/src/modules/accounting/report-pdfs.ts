import {
  type FinancialScale,
  formatScaled,
  LEDGER_AGING_BUCKETS,
  type Locale,
  PDF_TEMPLATE_TYPES,
  type TBalance,
  type TOpenItems,
  type TProfitLoss,
  type TReportAmounts,
  type TReportSection,
  type TTrialBalance,
} from '@backoffice/domain';
import { formatDate } from '@backoffice/domain/format';
import type { Content, TableCell } from '../../platform/pdf.ts';
import type { ReportPdf } from '../sales/index.ts';

// The reports' PDF bodies (pdfmake tables): the balance (template type 4), the P&L (5), and the trial balance and the
// open items (6, account cards). Texts come from the page in the user's language; English when left out.

const TEXTS = {
  balance: 'Balance sheet',
  profitLoss: 'Profit and loss',
  trialBalance: 'Trial balance',
  receivable: 'Accounts receivable',
  payable: 'Accounts payable',
  assets: 'Assets',
  liabilities: 'Liabilities and equity',
  income: 'Income',
  expenses: 'Expenses',
  result: 'Result of the year',
  earlierResults: 'Results of earlier years',
  netResult: 'Result',
  total: 'Total',
  account: 'Account',
  noClass: 'No class',
  debit: 'Debit',
  credit: 'Credit',
  party: 'Name',
  document: 'Document',
  date: 'Book date',
  days: 'Days',
  days0to30: '0-30 days',
  days31to60: '31-60 days',
  days61to90: '61-90 days',
  over90: 'Over 90 days',
  /** The line under the title of a scaled report (the page sends it with its unit in the user's language). */
  scale: '',
  period: '{{from}} to {{until}}',
  onDate: 'On {{date}}',
} as const;
type TextKey = keyof typeof TEXTS;

const textsOf =
  (titles: Record<string, string>) =>
  (key: TextKey, params: Record<string, string> = {}) =>
    (titles[key] || TEXTS[key]).replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');

const right = (text: string, extra: Partial<{ bold: boolean }> = {}) => ({
  text,
  alignment: 'right' as const,
  ...extra,
});

type HeaderCell = string | { text: string; alignment: 'right' };

function grid(widths: (string | number)[], header: HeaderCell[], body: TableCell[][], accent: string): Content {
  return {
    table: {
      headerRows: 1,
      widths,
      body: [
        header.map((cell) => ({ ...(typeof cell === 'string' ? { text: cell } : cell), bold: true, color: accent })),
        ...body,
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 12],
  };
}

interface Money {
  scale: FinancialScale;
  locale: Locale;
}

function sectionRows(section: TReportSection, title: string, noClass: string, money: Money): TableCell[][] {
  const pair = (a: TReportAmounts, bold = false) => [
    right(formatScaled(a.current, money.scale, money.locale), { bold }),
    right(formatScaled(a.previous, money.scale, money.locale), { bold }),
  ];
  return [
    ...section.classes.flatMap((group) => [
      [{ text: group.name || noClass, bold: true, colSpan: 3 }, '', ''],
      ...group.accounts.map((line) => [`${line.number} ${line.description}`, ...pair(line)]),
      ['', ...pair(group, true)],
    ]),
    [{ text: title, bold: true }, ...pair(section, true)],
  ];
}

const ENGLISH_UNITS: Record<FinancialScale, string> = {
  1: 'euros',
  1000: 'thousands of euros',
  100000: 'hundred thousands of euros',
  1000000: 'millions of euros',
};

const scaleLine = (scale: FinancialScale, text: ReturnType<typeof textsOf>): Content[] =>
  scale === 1
    ? []
    : [{ text: text('scale') || `Amounts in ${ENGLISH_UNITS[scale]}`, italics: true, margin: [0, 0, 0, 8] }];

export function balancePdf(report: TBalance, titles: Record<string, string>, locale: Locale): ReportPdf {
  const text = textsOf(titles);
  const money = { scale: report.scale as FinancialScale, locale };
  const header = [text('account'), right(formatDate(report.date)), right(formatDate(report.previousDate))];
  const pair = (a: TReportAmounts) => [
    right(formatScaled(a.current, money.scale, locale), { bold: true }),
    right(formatScaled(a.previous, money.scale, locale), { bold: true }),
  ];
  return {
    type: PDF_TEMPLATE_TYPES.balance,
    locale,
    title: text('balance'),
    subtitle: text('onDate', { date: formatDate(report.date) }),
    body: (accent) => [
      ...scaleLine(money.scale, text),
      grid(['*', 90, 90], header, sectionRows(report.assets, text('assets'), text('noClass'), money), accent),
      grid(
        ['*', 90, 90],
        header,
        [
          ...sectionRows(report.liabilities, text('liabilities'), text('noClass'), money).slice(0, -1),
          [text('result'), ...pair(report.result)],
          ...(report.earlierResults.current || report.earlierResults.previous
            ? [[text('earlierResults'), ...pair(report.earlierResults)]]
            : []),
          [{ text: text('liabilities'), bold: true }, ...pair(report.liabilitiesAndEquity)],
        ],
        accent,
      ),
    ],
  };
}

export function profitLossPdf(report: TProfitLoss, titles: Record<string, string>, locale: Locale): ReportPdf {
  const text = textsOf(titles);
  const money = { scale: report.scale as FinancialScale, locale };
  const period = (from: string, until: string) => text('period', { from: formatDate(from), until: formatDate(until) });
  const header = [
    text('account'),
    right(period(report.startDate, report.endDate)),
    right(period(report.previousStartDate, report.previousEndDate)),
  ];
  return {
    type: PDF_TEMPLATE_TYPES.profitAndLoss,
    locale,
    title: text('profitLoss'),
    subtitle: period(report.startDate, report.endDate),
    body: (accent) => [
      ...scaleLine(money.scale, text),
      grid(['*', 110, 110], header, sectionRows(report.income, text('income'), text('noClass'), money), accent),
      grid(['*', 110, 110], header, sectionRows(report.expenses, text('expenses'), text('noClass'), money), accent),
      grid(
        ['*', 110, 110],
        [text('netResult'), right(''), right('')],
        [
          [
            { text: text('netResult'), bold: true },
            right(formatScaled(report.result.current, money.scale, locale), { bold: true }),
            right(formatScaled(report.result.previous, money.scale, locale), { bold: true }),
          ],
        ],
        accent,
      ),
    ],
  };
}

export function trialBalancePdf(
  report: TTrialBalance,
  period: { startDate: string; endDate: string },
  titles: Record<string, string>,
  locale: Locale,
): ReportPdf {
  const text = textsOf(titles);
  const money = (cents: number) => formatScaled(cents, 1, locale);
  return {
    type: PDF_TEMPLATE_TYPES.accountCards,
    locale,
    title: text('trialBalance'),
    subtitle: text('period', { from: formatDate(period.startDate), until: formatDate(period.endDate) }),
    body: (accent) => [
      grid(
        ['*', 90, 90],
        [text('account'), right(text('debit')), right(text('credit'))],
        [
          ...report.lines.map((line) => [
            `${line.number} ${line.description}`,
            right(money(line.debit)),
            right(money(line.credit)),
          ]),
          [
            { text: text('total'), bold: true },
            right(money(report.totalDebit), { bold: true }),
            right(money(report.totalCredit), { bold: true }),
          ],
        ],
        accent,
      ),
    ],
  };
}

export function openItemsPdf(report: TOpenItems, titles: Record<string, string>, locale: Locale): ReportPdf {
  const text = textsOf(titles);
  const money = (cents: number) => (cents ? formatScaled(cents, 1, locale) : '');
  const amounts = (row: Record<(typeof LEDGER_AGING_BUCKETS)[number] | 'total', number>, bold = false) => [
    ...LEDGER_AGING_BUCKETS.map((bucket) => right(money(row[bucket]), { bold })),
    right(money(row.total), { bold }),
  ];
  const body: TableCell[][] = report.parties.flatMap((party) => [
    ...party.items.map((item) => [
      party.partyName,
      item.documentNumber,
      formatDate(item.date),
      ...amounts({
        ...{ days0to30: 0, days31to60: 0, days61to90: 0, over90: 0 },
        [item.bucket]: item.amount,
        total: item.amount,
      }),
    ]),
  ]);
  body.push([{ text: text('total'), bold: true }, '', '', ...amounts(report.totals, true)]);
  return {
    type: PDF_TEMPLATE_TYPES.accountCards,
    locale,
    title: text(report.side),
    subtitle: text('onDate', { date: formatDate(report.date) }),
    body: (accent) => [
      {
        ...(grid(
          ['*', 55, 55, 60, 60, 60, 60, 65],
          [
            text('party'),
            text('document'),
            text('date'),
            ...LEDGER_AGING_BUCKETS.map((bucket) => right(text(bucket))),
            right(text('total')),
          ],
          body,
          accent,
        ) as object),
        fontSize: 8,
      } as Content,
    ],
  };
}
