import { type Locale, ZWork } from '@backoffice/domain';
import { isValidIsoDate } from '@backoffice/domain/dates';
import { parseMoney } from '@backoffice/domain/format';
import type { z } from 'zod';
import { type ColumnMapping, cellOf, defineColumns } from '../../../platform/csv-import/columns.ts';
import { dayMonthYearToIso } from '../../../platform/csv-import/csv.ts';
import {
  checkRow,
  type ImportRow,
  orDefault,
  type RowError,
  sameText,
} from '../../../platform/csv-import/row-check.ts';
import { parseWeekdays } from './weekdays.ts';

const WORK_IMPORT_FIELDS = [
  'project',
  'description',
  'workType',
  'startDate',
  'endDate',
  'days',
  'intervalWeeks',
  'minutes',
  'hourRate',
] as const;
export type WorkImportField = (typeof WORK_IMPORT_FIELDS)[number];

export const WORK_COLUMNS = defineColumns<WorkImportField>({
  fields: WORK_IMPORT_FIELDS,
  required: ['project', 'startDate', 'days'],
  aliases: {
    project: ['project', 'project code', 'projectcode', 'project name', 'projectnaam', 'code'],
    description: ['description', 'omschrijving', 'werkzaamheden', 'work'],
    workType: ['work type', 'worktype', 'type', 'soort werk', 'werksoort'],
    startDate: ['start date', 'startdatum', 'ingangsdatum', 'from', 'vanaf'],
    endDate: ['end date', 'einddatum', 'until', 'tot'],
    days: ['days', 'weekdays', 'dagen', 'werkdagen'],
    intervalWeeks: ['interval', 'interval weeks', 'every weeks', 'weeks', 'interval weken', 'om de weken', 'weken'],
    minutes: ['minutes', 'minuten', 'duration', 'duur'],
    hourRate: ['hour rate', 'hourly rate', 'rate', 'uurtarief', 'tarief'],
  },
});

type WorkPayload = z.output<typeof ZWork> & { projectId: number };
export type WorkImportRow = ImportRow<WorkImportField, WorkPayload>;

export interface WorkImportContext {
  projects: readonly { id: number; name: string; code: string; deleted?: number }[];
  workTypes: readonly { id: number; name: string }[];
  /** How the file writes amounts ('25,50' or '25.50'): the user's language. */
  locale: Locale;
}

/** A schema or server issue path back to the CSV field. */
export function workIssueField(path: readonly PropertyKey[]): WorkImportField | 'row' {
  const [first = ''] = path.map(String);
  if (first === 'selectedDays') return 'days';
  if (first === 'projectId') return 'project';
  return WORK_IMPORT_FIELDS.find((field) => field === first) ?? 'row';
}

/** The project by its code, else by its name; two projects with that name cannot be told apart. */
function findProject(context: WorkImportContext, text: string) {
  const live = context.projects.filter((project) => !project.deleted);
  const byCode = live.filter((project) => project.code !== '' && sameText(project.code, text));
  const found = byCode.length > 0 ? byCode : live.filter((project) => sameText(project.name, text));
  return { project: found.length === 1 ? found[0] : undefined, ambiguous: found.length > 1 };
}

/**
 * An unreadable start date is sent as '' so the schema reports the start date alone, not also "end before start"
 * from comparing the open end with the text as typed.
 */
const startDateOf = (text: string) => {
  const iso = dayMonthYearToIso(text);
  return isValidIsoDate(iso) ? iso : '';
};

/** Minutes as a number (90) or hours and minutes (1:30). */
export function parseMinutes(text: string): number | string {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : text;
}

/** One CSV row → an insertWorks item: a weekly (or every n weeks) work on the given days. */
function workRow(
  cells: readonly string[],
  mapping: ColumnMapping<WorkImportField>,
  context: WorkImportContext,
  line: number,
): WorkImportRow {
  const value = (field: WorkImportField) => cellOf(cells, mapping, field);
  const errors: RowError<WorkImportField>[] = [];
  const { project, ambiguous } = findProject(context, value('project'));
  if (!project) errors.push({ field: 'project', code: ambiguous ? 'projectAmbiguous' : 'projectUnknown' });
  const workType =
    value('workType') === '' ? undefined : context.workTypes.find((w) => sameText(w.name, value('workType')));
  if (value('workType') !== '' && !workType) errors.push({ field: 'workType', code: 'workTypeUnknown' });
  const days = parseWeekdays(value('days'));
  if (!days) errors.push({ field: 'days', code: 'daysInvalid' });
  const hourRate = value('hourRate') === '' ? 0 : parseMoney(value('hourRate'), context.locale);
  if (hourRate === null) errors.push({ field: 'hourRate', code: 'invalidAmount' });
  const input = {
    projectId: project?.id ?? 0,
    description: value('description'),
    workType: workType?.id ?? 0,
    startDate: startDateOf(value('startDate')),
    endDate: dayMonthYearToIso(value('endDate')),
    periodicType: 1,
    selectedDays: days ?? [],
    intervalWeeks: orDefault(value('intervalWeeks')),
    minutes: value('minutes') === '' ? undefined : parseMinutes(value('minutes')),
    hourRate: hourRate ?? 0,
  };
  const work = checkRow(ZWork, input, workIssueField, errors);
  const name = [project?.name ?? value('project'), value('description')].filter(Boolean).join(' – ');
  return { line, name, errors, payload: work && project ? { ...work, projectId: project.id } : undefined };
}

export function buildWorkRows(
  rows: readonly string[][],
  mapping: ColumnMapping<WorkImportField>,
  context: WorkImportContext,
): WorkImportRow[] {
  return rows.map((cells, index) => workRow(cells, mapping, context, index + 2));
}
