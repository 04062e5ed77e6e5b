import {
  isPlanningJobAnswer,
  type TAgendaEntry,
  type TDefaultPlanningAnswer,
  type TDefaultPlanningResult,
  type TSaveAgendaEntryInput,
} from '@backoffice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../platform/api-client.ts';
import { confirmDelete } from '../../../platform/edit/confirm-delete.tsx';
import { notifySuccess } from '../../../platform/notices.ts';
import { SHIFT_CALLS, useRefreshPlanning } from './api.ts';
import { notifyShiftError, type ShiftAction } from './shift-errors.ts';

/**
 * The planning writes with their notices: each says what happened or why not (spec 000 §8), then every planning read
 * is refreshed. An action answers undefined when it failed.
 */
export function useShiftActions() {
  const { t } = useTranslation();
  const refresh = useRefreshPlanning();
  const [busy, setBusy] = useState<ShiftAction | null>(null);

  async function run<T>(action: ShiftAction, call: () => Promise<T>, success: (result: T) => string) {
    setBusy(action);
    try {
      const result = await call();
      notifySuccess(success(result));
      await refresh();
      return result;
    } catch (error) {
      notifyShiftError(error, t, action);
      return undefined;
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    /** The stored shifts (the week view sends only what the grid shows). */
    load: (ids: number[]) => api.post<TAgendaEntry[]>(SHIFT_CALLS.agendaEntriesByIds, { ids }),
    save: (body: TSaveAgendaEntryInput) =>
      run(
        'save',
        () => api.post<TAgendaEntry>(SHIFT_CALLS.saveAgendaEntry, body),
        () => t('planning.notices.saved'),
      ),
    update: (entries: TSaveAgendaEntryInput[]) =>
      run(
        'save',
        () => api.post<TAgendaEntry[]>(SHIFT_CALLS.updateAgendaEntries, { entries }),
        (saved) => t('planning.notices.updated', { count: saved.length }),
      ),
    /** Asks first, as every delete does; `done` runs once the shifts are deleted. */
    remove: (ids: number[], done: () => void) =>
      confirmDelete({
        title: t('planning.week.deleteTitle', { count: ids.length }),
        question: t('planning.week.deleteQuestion', { count: ids.length }),
        onConfirm: () =>
          void run(
            'delete',
            () => api.post<{ deleted: number }>(SHIFT_CALLS.agendaEntryMultiDelete, { ids }),
            (result) => t('planning.notices.deleted', { count: result.deleted }),
          ).then((result) => result && done()),
      }),
    removeMismatch: (ids: number[]) =>
      run(
        'removeMismatch',
        () => api.post<{ updated: number }>(SHIFT_CALLS.agendaEntryMultiRemoveMismatch, { ids }),
        (result) => t('planning.notices.mismatchRemoved', { count: result.updated }),
      ),
    /** A long range answers its job: the notice says it started (the dialog follows it to the end). */
    generate: (range: { startDate: string; endDate: string }, done: (result: TDefaultPlanningResult) => string) =>
      run(
        'generate',
        () => api.post<TDefaultPlanningAnswer>(SHIFT_CALLS.defaultPlanning, range),
        (answer) => (isPlanningJobAnswer(answer) ? t('planning.generate.queued') : done(answer)),
      ),
    refresh,
    confirm: (entries: { id: number; startTime?: number; endTime?: number; pause?: number; travelTime?: number }[]) =>
      run(
        'confirm',
        () => api.post<TAgendaEntry[]>(SHIFT_CALLS.confirmAgendaEntries, { entries }),
        (saved) => t('planning.notices.confirmed', { count: saved.length }),
      ),
    unconfirm: (ids: number[]) =>
      run(
        'unconfirm',
        () => api.post<TAgendaEntry[]>(SHIFT_CALLS.unconfirmAgendaEntries, { ids }),
        () => t('planning.notices.unconfirmed', { count: ids.length }),
      ),
    assign: (body: { key: string; entryId: number; employeeId: number; startTime: number; endTime: number }) =>
      run(
        'assign',
        () => api.post<TAgendaEntry>(SHIFT_CALLS.assignToBeScheduled, body),
        () => t('planning.notices.assigned'),
      ),
  };
}

export type ShiftActions = ReturnType<typeof useShiftActions>;
