import type {
  TAnnouncementsAnswer,
  TClockShiftRow,
  TClockStatusAnswer,
  TClockTimesAnswer,
  TEntryStamp,
  TPagedAgendaAnswer,
  TUpload,
} from '@backoffice/domain';

// The clock and documents calls (issue 5; spec 000 §7 Planning).
export const CLOCK_CALLS = {
  clockTimes: '/r/agendaEntriesClockTimes',
  deviations: '/r/getDeviations',
  checkDeviations: '/r/checkDeviations',
  clockStatus: '/r/clockStatus',
  totalOverview: '/r/pagedAgendaEntriesCacheV3',
  workOrder: '/r/getWorkOrder',
  announcements: '/r/sendAnnouncementsV2',
} as const;

export type ClockTimesAnswer = TClockTimesAnswer;
export type ClockTimesRow = TClockTimesAnswer['entries'][number];
export type DeviationRow = TClockShiftRow;
export type StatusAnswer = TClockStatusAnswer;
export type StatusRow = TClockStatusAnswer['entries'][number];
export type OverviewAnswer = TPagedAgendaAnswer;
export type OverviewRow = TPagedAgendaAnswer['agendaEntries'][number];
export type WorkOrderAnswer = { upload: TUpload; entries: TEntryStamp[] };
export type AnnouncementsAnswer = TAnnouncementsAnswer;

/** The query string of a GET read. */
export const withQuery = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;
