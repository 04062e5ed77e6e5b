import {
  type RoosterWeeks,
  roosterWeeks,
  type TAbsenceYearRow,
  type TAbsent,
  type TAbsentsDateRangeRequest,
  type TContractWeeks,
  type TPlanningSettings,
} from '@backoffice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { readKey, useApiRead } from '../../../platform/query.ts';
import { useSession } from '../../../platform/session/session-store.ts';

// The absence calls the planning pages share (spec 000 §7 Planning, Projects and owner).
export const ABSENCE_CALLS = {
  absentsDateRange: '/r/absentsDateRange',
  absentById: '/r/absentById',
  saveAbsent: '/r/saveAbsent',
  sickLeaves: '/r/sickLeaves',
  absenceYearOverview: '/r/absenceYearOverview',
  planningSettings: '/r/planningSettings',
  saveAbsentLegends: '/r/saveAbsentLegends',
  savePlanningSettings: '/r/savePlanningSettings',
  countPlanningContractWeekV2: '/r/countPlanningContractWeekV2',
  getOwner: '/r/getOwner',
  leaveShifts: '/r/leaveShifts',
  approveLeave: '/r/approveLeave',
} as const;

export type AbsentRow = TAbsent & { id: number };

export const useAbsents = (filter: TAbsentsDateRangeRequest, enabled = true) =>
  useApiRead<AbsentRow[]>(ABSENCE_CALLS.absentsDateRange, filter, { enabled });
export const useAbsent = (id: number) =>
  useApiRead<AbsentRow>(ABSENCE_CALLS.absentById, { id }, { enabled: id > 0, silent: true });
export const useSickLeaves = (range: { startDate: string; endDate: string }, enabled = true) =>
  useApiRead<AbsentRow[]>(ABSENCE_CALLS.sickLeaves, range, { enabled });
export const useAbsenceYear = (year: number) =>
  useApiRead<TAbsenceYearRow[]>(ABSENCE_CALLS.absenceYearOverview, { year });
export const useContractWeeks = (body: Record<string, number | undefined>, enabled = true) =>
  useApiRead<TContractWeeks>(ABSENCE_CALLS.countPlanningContractWeekV2, body, { enabled });
export const usePlanningSettings = () => useApiRead<TPlanningSettings>(ABSENCE_CALLS.planningSettings, {});

/** The owner's rooster weeks, for the hours the dialog shows before saving (the server counts them again). */
export function useRoosterWeeks(): RoosterWeeks | undefined {
  const ownerId = useSession()?.claims.ownerId ?? 0;
  const owner = useApiRead<{ rooster?: unknown[] }>(ABSENCE_CALLS.getOwner, { id: ownerId }, { silent: true });
  return owner.data ? roosterWeeks(owner.data.rooster) : undefined;
}

/** After a save every absence list and overview is read again. */
export function useRefreshAbsences() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        ABSENCE_CALLS.absentsDateRange,
        ABSENCE_CALLS.absentById,
        ABSENCE_CALLS.sickLeaves,
        ABSENCE_CALLS.absenceYearOverview,
        ABSENCE_CALLS.countPlanningContractWeekV2,
        ABSENCE_CALLS.leaveShifts,
      ].map((path) => queryClient.invalidateQueries({ queryKey: readKey(path) })),
    );
}
