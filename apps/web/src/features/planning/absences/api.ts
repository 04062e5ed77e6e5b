import {
  ABSENCE_CALLS,
  type CallBody,
  type RoosterWeeks,
  roosterWeeks,
  SETTINGS_CALLS,
  type TAbsent,
  type TAbsentsDateRangeRequest,
} from '@backoffice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { refresh, useCall } from '../../../platform/call.ts';
import { useSession } from '../../../platform/session/session-store.ts';

export type AbsentRow = TAbsent;

export const useAbsents = (filter: TAbsentsDateRangeRequest, enabled = true) =>
  useCall(ABSENCE_CALLS.absentsDateRange, filter, { enabled });
export const useAbsent = (id: number) => useCall(ABSENCE_CALLS.absentById, { id }, { enabled: id > 0, silent: true });
export const useSickLeaves = (range: { startDate: string; endDate: string }, enabled = true) =>
  useCall(ABSENCE_CALLS.sickLeaves, range, { enabled });
export const useAbsenceYear = (year: number) => useCall(ABSENCE_CALLS.absenceYearOverview, { year });
export const useContractWeeks = (body: CallBody<typeof ABSENCE_CALLS.countPlanningContractWeekV2>, enabled = true) =>
  useCall(ABSENCE_CALLS.countPlanningContractWeekV2, body, { enabled });
export const usePlanningSettings = () => useCall(ABSENCE_CALLS.planningSettings, {});

/** The owner's rooster weeks, for the hours the dialog shows before saving (the server counts them again). */
export function useRoosterWeeks(): RoosterWeeks | undefined {
  const ownerId = useSession()?.claims.ownerId ?? 0;
  const owner = useCall(SETTINGS_CALLS.getOwner, { id: ownerId }, { silent: true });
  return owner.data ? roosterWeeks(owner.data.rooster) : undefined;
}

/** After a save every absence list and overview is read again. */
export function useRefreshAbsences() {
  const queryClient = useQueryClient();
  return () =>
    refresh(queryClient, [
      ABSENCE_CALLS.absentsDateRange,
      ABSENCE_CALLS.absentById,
      ABSENCE_CALLS.sickLeaves,
      ABSENCE_CALLS.absenceYearOverview,
      ABSENCE_CALLS.countPlanningContractWeekV2,
      ABSENCE_CALLS.leaveShifts,
    ]);
}
