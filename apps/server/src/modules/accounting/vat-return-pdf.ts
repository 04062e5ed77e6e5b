import {
  BASE_ONLY_RUBRICS,
  formatEuros,
  type Locale,
  PDF_TEMPLATE_TYPES,
  TURNOVER_RUBRICS,
  type TVatReturn,
  VAT_RETURN_SECTIONS,
  VAT_SUM_FORMULAS,
  type VatRubric,
} from '@backoffice/domain';
import { formatDate } from '@backoffice/domain/format';
import type { Content, TableCell } from '../../platform/pdf.ts';
import type { ReportPdf } from '../sales/index.ts';

// The VAT return as a PDF (template type 3, spec 002 §9): the taxpayer with its VAT number, the period and whether the
// return is a draft or final, then boxes 1a-5g with turnover and VAT in whole euros as on the tax office's form. Texts
// come from the page in the user's language (a box's description as `rubric.<box>`, a section's as `section.<n>`);
// English when left out, the descriptions then left out.

const TEXTS = {
  title: 'VAT return',
  period: '{{from}} to {{until}}',
  company: 'Taxpayer',
  vatNumber: 'VAT number',
  periodLabel: 'Period',
  status: 'Status',
  draft: 'Draft',
  final: 'Final since {{date}}',
  rubric: 'Box',
  turnover: 'Turnover',
  vat: 'VAT',
  section: 'Section {{n}}',
  late: 'Includes {{count}} booking lines dated from {{date}} in periods already declared.',
} as const;

const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });

export function vatReturnPdf(
  report: TVatReturn,
  company: { name: string; vatNumber: string },
  titles: Record<string, string>,
  locale: Locale,
): ReportPdf {
  const text = (key: keyof typeof TEXTS, params: Record<string, string | number> = {}) =>
    (titles[key] || TEXTS[key]).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
  const period = text('period', { from: formatDate(report.startDate), until: formatDate(report.endDate) });
  const final = report.status === 1;
  const status = final ? text('final', { date: formatDate(report.finalisedAt?.slice(0, 10) ?? '') }) : text('draft');
  const euros = (n: number) => formatEuros(n, locale);
  const facts: [string, string][] = [
    [text('company'), company.name],
    [text('vatNumber'), company.vatNumber || '-'],
    [text('periodLabel'), period],
    [text('status'), status],
  ];
  const rows = (rubric: VatRubric): TableCell[] => {
    const amounts = report.rubrics[rubric];
    const hasTurnover = (TURNOVER_RUBRICS as readonly string[]).includes(rubric);
    const vatShown = !(BASE_ONLY_RUBRICS.includes(rubric) && amounts.vat === 0);
    const description = [titles[`rubric.${rubric}`], VAT_SUM_FORMULAS[rubric] && `(${VAT_SUM_FORMULAS[rubric]})`];
    const bold = rubric === '5g';
    return [
      { text: rubric, bold: true },
      { text: description.filter(Boolean).join(' '), bold },
      right(hasTurnover ? euros(amounts.turnover) : ''),
      right(vatShown ? euros(amounts.vat) : '', bold),
    ];
  };
  const body = (accent: string): Content[] => [
    {
      table: { widths: [90, '*'], body: facts.map(([label, value]) => [{ text: label, bold: true }, value]) },
      layout: 'noBorders',
      margin: [0, 0, 0, 12],
    },
    ...(report.late.lines > 0
      ? [
          {
            text: text('late', { count: report.late.lines, date: formatDate(report.late.from ?? '') }),
            italics: true,
            margin: [0, 0, 0, 8],
          } as Content,
        ]
      : []),
    {
      table: {
        headerRows: 1,
        widths: [28, '*', 80, 80],
        body: [
          [
            { text: text('rubric'), bold: true, color: accent },
            '',
            { text: text('turnover'), alignment: 'right', bold: true, color: accent },
            { text: text('vat'), alignment: 'right', bold: true, color: accent },
          ],
          ...VAT_RETURN_SECTIONS.flatMap(({ section, rubrics }) => [
            [
              {
                text: [text('section', { n: section }), titles[`section.${section}`]].filter(Boolean).join(': '),
                bold: true,
                colSpan: 4,
                margin: [0, 4, 0, 0] as [number, number, number, number],
              },
              '',
              '',
              '',
            ] as TableCell[],
            ...rubrics.map(rows),
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
    },
  ];
  return { type: PDF_TEMPLATE_TYPES.vatDeclaration, locale, title: text('title'), subtitle: period, body };
}
