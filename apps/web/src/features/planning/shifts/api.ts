import type { PlanningColor, TPlanningVisibility, TPlanningWeek } from '@backoffice/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api-client.ts';
import { listKey, readKey, useApiRead } from '../../../platform/query.ts';

// The shift calls the planning pages share (spec 000 §7 Planning).
export const SHIFT_CALLS = {
  agendaEntriesPlanning: '/r/agendaEntriesPlanning',
  agendaEntriesByIds: '/r/AgendaEntriesByIds',
  shiftTooltip: '/r/shiftTooltip',
  saveAgendaEntry: '/r/saveAgendaEntry',
  updateAgendaEntries: '/r/updateAgendaEntries',
  agendaEntryMultiDelete: '/r/agendaEntryMultiDelete',
  agendaEntryMultiRemoveMismatch: '/r/agendaEntryMultiRemoveMismatch',
  defaultPlanning: '/r/defaultPlanning',
  defaultPlanningJob: '/r/defaultPlanningJob',
  confirmAgendaEntries: '/r/confirmAgendaEntries',
  unconfirmAgendaEntries: '/r/unconfirmAgendaEntries',
  confirmationOverview: '/r/confirmationOverview',
  agendaEntriesCache: '/r/agendaEntriesCache',
  toBeScheduled: '/r/toBeScheduled',
  assignToBeScheduled: '/r/assignToBeScheduled',
  planningVisibility: '/r/planningVisibility',
  savePlanningVisibility: '/r/savePlanningVisibility',
} as const;

export const usePlanningWeek = (body: { year: number; week: number; view: number }) =>
  useApiRead<TPlanningWeek>(SHIFT_CALLS.agendaEntriesPlanning, body);

export const usePlanningVisibility = () =>
  useQuery({
    queryKey: listKey(SHIFT_CALLS.planningVisibility),
    queryFn: ({ signal }) => api.get<TPlanningVisibility>(SHIFT_CALLS.planningVisibility, { signal }),
  });

/** After any change of shifts: every planning read is stale (week view, overviews, to be scheduled). */
export function useRefreshPlanning() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        SHIFT_CALLS.agendaEntriesPlanning,
        SHIFT_CALLS.confirmationOverview,
        SHIFT_CALLS.agendaEntriesCache,
        SHIFT_CALLS.toBeScheduled,
      ].map((path) => queryClient.invalidateQueries({ queryKey: readKey(path) })),
    ).then(() => queryClient.invalidateQueries({ queryKey: listKey(SHIFT_CALLS.planningVisibility) }));
}

/** Mantine colours of the planning colours (spec 002 §4); the legend and the chips use the same. */
export const COLOR_OF: Record<PlanningColor, string> = {
  scheduled: 'blue',
  confirmed: 'teal',
  absence: 'orange',
  conflict: 'red',
  blacklisted: 'grape',
  noted: 'yellow',
};
