import { LOCALES, type Locale } from '@backoffice/domain';
import { formatDate, formatTimeSpan } from '@backoffice/domain/format';
import { escapeHtml } from '../../../platform/html.ts';
import { DOCUMENT_TEXTS, longDate } from './document-texts.ts';

export interface AnnouncementLine {
  employee: string;
  startTime: number;
  endTime: number;
}

/** The customer's language when we have it in five, else Dutch (a Dutch company's customers). */
export const mailLocale = (locale: string | undefined): Locale =>
  (LOCALES as readonly string[]).includes(locale ?? '') ? (locale as Locale) : 'nl';

/** The announcement of one project's day: who comes when, in the customer's language. */
export function announcementMail(
  locale: Locale,
  input: { company: string; project: string; address: string; date: string; lines: readonly AnnouncementLine[] },
): { subject: string; html: string } {
  const t = DOCUMENT_TEXTS[locale].announcement;
  const date = formatDate(input.date);
  const lines = [...input.lines].sort((a, b) => a.startTime - b.startTime || a.employee.localeCompare(b.employee));
  const rows = lines
    .map(
      (line) =>
        `<tr><td style="padding:4px 16px 4px 0">${escapeHtml(line.employee || '-')}</td>` +
        `<td style="padding:4px 0">${formatTimeSpan(line.startTime, line.endTime, ' – ')}</td></tr>`,
    )
    .join('');
  const html = [
    `<p>${escapeHtml(t.greeting)}</p>`,
    `<p>${escapeHtml(t.intro(input.company, input.project, longDate(locale, input.date, date)))}</p>`,
    input.address ? `<p>${escapeHtml(t.address)}: ${escapeHtml(input.address)}</p>` : '',
    `<table style="border-collapse:collapse"><thead><tr>`,
    `<th style="text-align:left;padding:4px 16px 4px 0">${escapeHtml(t.employee)}</th>`,
    `<th style="text-align:left;padding:4px 0">${escapeHtml(t.time)}</th></tr></thead>`,
    `<tbody>${rows}</tbody></table>`,
    `<p>${escapeHtml(t.closing)}<br>${escapeHtml(input.company)}</p>`,
  ].join('\n');
  return { subject: t.subject(input.project, date), html };
}
