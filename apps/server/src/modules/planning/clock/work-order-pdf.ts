import type { Locale } from '@backoffice/domain';
import { formatDate, formatTimeSpan } from '@backoffice/domain/format';
import type { Content, TDocumentDefinitions } from '../../../platform/pdf.ts';
import { DOCUMENT_TEXTS, longDate } from './document-texts.ts';

/** One block of the work order: the shifts of one project, day, time and work, with everybody on them. */
export interface WorkOrderSection {
  date: string;
  startTime: number;
  endTime: number;
  projectName: string;
  address: string;
  employees: string[];
  /** The work's description and the project's work description. */
  work: string[];
  /** The planners' additions on the shifts. */
  remarks: string[];
}

export interface WorkOrderShift {
  date: string;
  startTime: number;
  endTime: number;
  projectId: number;
  workId: number;
  employee: string;
  addition: string;
}

/** Shifts grouped by project, day, times and work, in date, time and project order. */
export function workOrderSections(
  shifts: readonly WorkOrderShift[],
  project: (id: number) => { name: string; address: string; workDescription: string },
  workDescription: (id: number) => string,
): WorkOrderSection[] {
  const sections = new Map<string, WorkOrderSection>();
  for (const shift of shifts) {
    const key = [shift.date, shift.startTime, shift.endTime, shift.projectId, shift.workId].join('|');
    let section = sections.get(key);
    if (!section) {
      const p = project(shift.projectId);
      section = {
        date: shift.date,
        startTime: shift.startTime,
        endTime: shift.endTime,
        projectName: p.name,
        address: p.address,
        employees: [],
        work: [workDescription(shift.workId), p.workDescription].filter((text) => text.trim() !== ''),
        remarks: [],
      };
      sections.set(key, section);
    }
    if (shift.employee && !section.employees.includes(shift.employee)) section.employees.push(shift.employee);
    if (shift.addition.trim() && !section.remarks.includes(shift.addition.trim())) {
      section.remarks.push(shift.addition.trim());
    }
  }
  return [...sections.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || a.startTime - b.startTime || a.projectName.localeCompare(b.projectName),
  );
}

const label = (text: string): Content => ({ text, bold: true, color: '#555555' });

/** The PDF: a header with the company, then one unbreakable block per section, page numbers at the foot. */
export function workOrderDocument(
  sections: readonly WorkOrderSection[],
  locale: Locale,
  company: string,
  printedOn: string,
): TDocumentDefinitions {
  const t = DOCUMENT_TEXTS[locale].workOrder;
  const blocks: Content[] = sections.map((s) => ({
    unbreakable: true,
    margin: [0, 0, 0, 14],
    stack: [
      { text: s.projectName, fontSize: 14, bold: true, margin: [0, 0, 0, 4] },
      {
        table: {
          widths: [90, '*'],
          body: [
            [label(t.date), longDate(locale, s.date, formatDate(s.date))],
            [label(t.time), formatTimeSpan(s.startTime, s.endTime, ' – ')],
            [label(t.address), s.address || '-'],
            [label(t.employees), s.employees.join(', ') || '-'],
            [label(t.work), s.work.join('\n') || '-'],
            ...(s.remarks.length > 0 ? [[label(t.remarks), s.remarks.join('\n')]] : []),
          ],
        },
        layout: {
          hLineWidth: (i) => (i === 0 ? 0 : 0.5),
          vLineWidth: () => 0,
          hLineColor: () => '#bbbbbb',
          paddingTop: () => 3,
          paddingBottom: () => 3,
        },
      },
    ],
  }));
  return {
    info: { title: `${t.title} ${company}` },
    pageMargins: [40, 70, 40, 50],
    header: {
      margin: [40, 28, 40, 0],
      columns: [
        { text: t.title, fontSize: 16, bold: true },
        { text: [company, '\n', `${t.printed} ${printedOn}`], alignment: 'right', fontSize: 9 },
      ],
    },
    footer: (page, pages) => ({
      text: `${t.page} ${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8,
      margin: [0, 20, 0, 0],
    }),
    content: blocks,
  };
}
