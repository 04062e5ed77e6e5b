import { type PlanningColor, SHIFT_CALLS } from '@backoffice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { refresh, useCall } from '../../../platform/call.ts';

export const usePlanningWeek = (body: { year: number; week: number; view: number }) =>
  useCall(SHIFT_CALLS.agendaEntriesPlanning, body);

export const usePlanningVisibility = () => useCall(SHIFT_CALLS.planningVisibility);

/** After any change of shifts: every planning read is stale (week view, overviews, to be scheduled, visibility). */
export function useRefreshPlanning() {
  const queryClient = useQueryClient();
  return () =>
    refresh(queryClient, [
      SHIFT_CALLS.agendaEntriesPlanning,
      SHIFT_CALLS.confirmationOverview,
      SHIFT_CALLS.agendaEntriesCache,
      SHIFT_CALLS.toBeScheduled,
      SHIFT_CALLS.planningVisibility,
    ]);
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
