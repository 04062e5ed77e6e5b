import type {
  TAnnouncementsAnswer,
  TClockShiftRow,
  TClockStatusAnswer,
  TClockTimesAnswer,
  TPagedAgendaAnswer,
  TWorkOrderAnswer,
} from '@backoffice/domain';

// The answers of the clock and documents calls (CLOCK_CALLS; issue 5, spec 000 §7 Planning) as the pages name them.
export type ClockTimesRow = TClockTimesAnswer['entries'][number];
export type DeviationRow = TClockShiftRow;
export type StatusRow = TClockStatusAnswer['entries'][number];
export type OverviewRow = TPagedAgendaAnswer['agendaEntries'][number];
export type WorkOrderAnswer = TWorkOrderAnswer;
export type AnnouncementsAnswer = TAnnouncementsAnswer;
