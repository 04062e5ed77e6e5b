// Enumerations of spec 002 §9 and 000 §3 used by projects and works; labels are translated in the web app.

/** Map colours (spec 000 §3): hex id → name. The order is the picker's order. */
export const MAP_COLORS = {
  '000000': 'black',
  FFFF00: 'yellow',
  '0000FF': 'blue',
  FF0000: 'red',
  '00FF00': 'green',
  FFA100: 'orange',
  B200FF: 'purple',
  FF00DC: 'pink',
} as const;
export type MapColor = keyof typeof MAP_COLORS;
export const MAP_COLOR_IDS = Object.keys(MAP_COLORS) as MapColor[];
export const DEFAULT_MAP_COLOR: MapColor = '0000FF';

/** Project note kinds 1-9 and 11; cause codes 0-13 and 99 (spec 002 §9). */
export const PROJECT_NOTE_KINDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11] as const;
export const PROJECT_NOTE_CAUSES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 99] as const;
/** Complaint kinds: 0 none, 1 incidental, 2 structural, 3 potential, 4 n/a; complaint causes 0-20. */
export const COMPLAINT_KINDS = [0, 1, 2, 3, 4] as const;
export const COMPLAINT_CAUSES = Array.from({ length: 21 }, (_, i) => i);

/**
 * Work invoice options 1-10: last day of month, fixed day, quarter, year, direct, manual, weekly, every 4 weeks,
 * weekly interval, monthly interval.
 */
export const WORK_INVOICING = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
/** Announcement: 1 disabled, 2 automatic, 3 manual; announcements are mailed 1 to 5 days ahead. */
export const ANNOUNCEMENTS = [1, 2, 3] as const;
export const ANNOUNCEMENT_DAYS = { min: 1, max: 5 } as const;

/**
 * How a work recurs (our design; the spec names the fields, not their meaning):
 * 1 every `intervalWeeks` weeks counted from the ISO week of the start date (1 = weekly),
 * 2 in the ISO weeks listed in `fixedWeeks`,
 * 3 in the weeks of the month listed in `weeksOfMonth` (week n = day 7n-6 to 7n: "the first Monday of the month").
 * `fixedMonths` (1-12), when not empty, limits every type to those months. Days come from `selectedDays` (ISO 1-7).
 */
export const WORK_PERIODIC_TYPES = [1, 2, 3] as const;
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof ISO_WEEKDAYS)[number];

/** Project flex field kinds: text, long text, yes/no, select. */
export const FLEX_FIELD_KINDS = [1, 2, 3, 4] as const;

/** The project list status filter: 1 active, 0 inactive, 2 all (default 2, spec 000 §9). */
export const PROJECT_STATUS_FILTERS = [1, 0, 2] as const;
export const PROJECT_NAME_MIN = 3;
