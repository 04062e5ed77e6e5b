import { z } from 'zod';
import { jsonField, zCode, zColor, zInt, zText } from '../api/fields.ts';
import { ANNOUNCEMENT_DAYS, ANNOUNCEMENTS } from '../projects/enums.ts';
import { PLAN_AHEAD_WEEKS } from './default-planning.ts';
import { ABSENCE_KINDS } from './enums.ts';

// Planning settings kept in the owner's settings document (spec 000 §3): the absence legend (colour and label per
// kind, shown by the week view and the overviews), which fields the week view's tooltips show, and the announcement
// defaults of new projects.

export const ZAbsentLegend = z.object({
  kind: zCode(ABSENCE_KINDS),
  color: zColor,
  /** Empty: the translated name of the kind. */
  label: zText(60),
});
export type TAbsentLegend = z.output<typeof ZAbsentLegend>;

export const DEFAULT_ABSENT_COLORS: Readonly<Record<number, string>> = {
  1: '#4dabf7',
  2: '#ff6b6b',
  3: '#ffa94d',
  4: '#adb5bd',
  5: '#845ef7',
  6: '#495057',
};

/** saveAbsentLegends {legends}: one entry per kind at most; kinds left out keep their stored legend. */
export const ZSaveAbsentLegendsRequest = z.object({
  legends: jsonField(
    z
      .array(ZAbsentLegend)
      .max(ABSENCE_KINDS.length)
      .refine((list) => new Set(list.map((l) => l.kind)).size === list.length, 'One legend per kind'),
  ),
});

/** Fields a shift's tooltip can show in the week view by employee (the cell is a project) and by project. */
export const EMPLOYEE_TOOLTIP_FIELDS = [
  'project',
  'customer',
  'address',
  'time',
  'hours',
  'pause',
  'travelTime',
  'addition',
  'note',
  'status',
] as const;
export const PROJECT_TOOLTIP_FIELDS = [
  'employee',
  'mobile',
  'time',
  'hours',
  'pause',
  'travelTime',
  'addition',
  'note',
  'status',
] as const;
export type EmployeeTooltipField = (typeof EMPLOYEE_TOOLTIP_FIELDS)[number];
export type ProjectTooltipField = (typeof PROJECT_TOOLTIP_FIELDS)[number];

/** shiftTooltip {id}: the tooltip fields the week view's answer does not hold, read when a shift is pointed at. */
export const ZShiftTooltip = z.object({
  customer: z.string(),
  /** The project's main address on the shift's day, on one line. */
  address: z.string(),
  mobile: z.string(),
});
export type TShiftTooltip = z.infer<typeof ZShiftTooltip>;
export const FETCHED_TOOLTIP_FIELDS: readonly (EmployeeTooltipField | ProjectTooltipField)[] = [
  'customer',
  'address',
  'mobile',
];

/** A choice of fields, kept in the order of the list of fields. */
const tooltipList = <F extends string>(fields: readonly [F, ...F[]]) =>
  jsonField(z.array(z.enum(fields)).max(fields.length)).transform((list): F[] =>
    fields.filter((field) => list.includes(field)),
  );

export const ZAnnouncementDefaults = z.object({
  /** 1 disabled, 2 automatic, 3 manual. */
  mode: zCode(ANNOUNCEMENTS),
  /** Days ahead, 1 to 5. */
  days: zInt(ANNOUNCEMENT_DAYS.min, ANNOUNCEMENT_DAYS.max),
});

/** Default planning is kept this many weeks ahead by the nightly job; 0 turns it off. */
const zPlanAheadWeeks = zInt(PLAN_AHEAD_WEEKS.min, PLAN_AHEAD_WEEKS.max);

/** savePlanningSettings: keys left out keep their stored value. */
export const ZSavePlanningSettingsRequest = z.object({
  employeePlanningTooltips: tooltipList(EMPLOYEE_TOOLTIP_FIELDS).optional(),
  projectPlanningTooltips: tooltipList(PROJECT_TOOLTIP_FIELDS).optional(),
  announcementDefaults: jsonField(ZAnnouncementDefaults).optional(),
  planAheadWeeks: zPlanAheadWeeks.optional(),
});

export const ZPlanningSettings = z.object({
  absentLegends: z.array(ZAbsentLegend),
  employeePlanningTooltips: z.array(z.enum(EMPLOYEE_TOOLTIP_FIELDS)),
  projectPlanningTooltips: z.array(z.enum(PROJECT_TOOLTIP_FIELDS)),
  announcementDefaults: ZAnnouncementDefaults,
  planAheadWeeks: z.number().int(),
});
export type TPlanningSettings = z.output<typeof ZPlanningSettings>;

export const PLANNING_SETTINGS_DEFAULTS: TPlanningSettings = {
  absentLegends: ABSENCE_KINDS.map((kind) => ({ kind, color: DEFAULT_ABSENT_COLORS[kind] ?? '#868e96', label: '' })),
  employeePlanningTooltips: ['project', 'address', 'time', 'hours', 'note'],
  projectPlanningTooltips: ['employee', 'time', 'hours', 'note'],
  announcementDefaults: { mode: 1, days: 1 },
  planAheadWeeks: PLAN_AHEAD_WEEKS.fallback,
};

/** One legend per kind in kind order: stored ones where valid, the defaults for the rest. */
export function mergeLegends(stored: unknown, changes: readonly TAbsentLegend[] = []): TAbsentLegend[] {
  const parsed = z.array(z.unknown()).safeParse(stored);
  const byKind = new Map<number, TAbsentLegend>();
  for (const item of parsed.success ? parsed.data : []) {
    const legend = ZAbsentLegend.safeParse(item);
    if (legend.success) byKind.set(legend.data.kind, legend.data);
  }
  for (const legend of changes) byKind.set(legend.kind, legend);
  return PLANNING_SETTINGS_DEFAULTS.absentLegends.map((fallback) => byKind.get(fallback.kind) ?? fallback);
}

/** The planning settings of an owner's settings document; anything missing or invalid reads as its default. */
export function planningSettingsOf(settings: Readonly<Record<string, unknown>>): TPlanningSettings {
  const read = <T>(schema: z.ZodType<T>, value: unknown, fallback: T): T => {
    const result = schema.safeParse(value);
    return result.success ? result.data : fallback;
  };
  const defaults = PLANNING_SETTINGS_DEFAULTS;
  return {
    absentLegends: mergeLegends(settings.absentLegends),
    employeePlanningTooltips: read(
      tooltipList(EMPLOYEE_TOOLTIP_FIELDS),
      settings.employeePlanningTooltips,
      defaults.employeePlanningTooltips,
    ),
    projectPlanningTooltips: read(
      tooltipList(PROJECT_TOOLTIP_FIELDS),
      settings.projectPlanningTooltips,
      defaults.projectPlanningTooltips,
    ),
    announcementDefaults: read(ZAnnouncementDefaults, settings.announcementDefaults, defaults.announcementDefaults),
    planAheadWeeks: read(zPlanAheadWeeks, settings.planAheadWeeks, defaults.planAheadWeeks),
  };
}
