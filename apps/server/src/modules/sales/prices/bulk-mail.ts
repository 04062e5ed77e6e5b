import { type Locale, PRICE_KINDS, type TPriceChange } from '@backoffice/domain';
import { formatDate, formatMoney } from '@backoffice/domain/format';
import { escapeHtml } from '../../../platform/html.ts';
import { BULK_MAIL_LABELS } from './bulk-mail-labels.ts';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** The mail with a bulk update's details: what it did, and every changed price before and after. */
export function bulkPriceMail(
  changes: readonly TPriceChange[],
  facts: { fromDate: string; total: number },
  locale: Locale,
): { subject: string; html: string } {
  const labels = BULK_MAIL_LABELS[locale];
  const values = { date: formatDate(facts.fromDate), changed: changes.length, total: facts.total };
  const cell = (text: string) => `<td style="padding:2px 8px">${escapeHtml(text)}</td>`;
  const head = [labels.customer, labels.project, labels.work, labels.price, labels.before, labels.after]
    .map((label) => `<th style="padding:2px 8px;text-align:left">${escapeHtml(label)}</th>`)
    .join('');
  const rows = changes.map(
    (change) =>
      `<tr>${[
        change.customerName,
        change.projectName,
        change.workDescription,
        change.kind === PRICE_KINDS.hourRate ? labels.hourRate : labels.fixedPrice,
        formatMoney(change.oldPrice, locale),
        formatMoney(change.newPrice, locale),
      ]
        .map(cell)
        .join('')}</tr>`,
  );
  const table =
    rows.length > 0
      ? `<table style="border-collapse:collapse"><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`
      : `<p>${escapeHtml(labels.none)}</p>`;
  return {
    subject: fill(labels.subject, values),
    html: `<p>${escapeHtml(fill(labels.intro, values))}</p>${table}`,
  };
}
