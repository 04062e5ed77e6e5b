import {
  type CallBody,
  isPlanningJobAnswer,
  SHIFT_CALLS,
  type TDefaultPlanningResult,
  type TSaveAgendaEntryInput,
} from '@backoffice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/call.ts';
import { confirmDelete } from '../../../platform/edit/confirm-delete.ts';
import { notifySuccess } from '../../../platform/notices.ts';
import { useRefreshPlanning } from './api.ts';
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
    load: (ids: number[]) => call(SHIFT_CALLS.agendaEntriesByIds, { ids }),
    save: (body: TSaveAgendaEntryInput) =>
      run(
        'save',
        () => call(SHIFT_CALLS.saveAgendaEntry, body),
        () => t('planning.notices.saved'),
      ),
    update: (entries: TSaveAgendaEntryInput[]) =>
      run(
        'save',
        () => call(SHIFT_CALLS.updateAgendaEntries, { entries }),
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
            () => call(SHIFT_CALLS.agendaEntryMultiDelete, { ids }),
            (result) => t('planning.notices.deleted', { count: result.deleted }),
          ).then((result) => result && done()),
      }),
    removeMismatch: (ids: number[]) =>
      run(
        'removeMismatch',
        () => call(SHIFT_CALLS.agendaEntryMultiRemoveMismatch, { ids }),
        (result) => t('planning.notices.mismatchRemoved', { count: result.updated }),
      ),
    /** A long range answers its job: the notice says it started (the dialog follows it to the end). */
    generate: (range: { startDate: string; endDate: string }, done: (result: TDefaultPlanningResult) => string) =>
      run(
        'generate',
        () => call(SHIFT_CALLS.defaultPlanning, range),
        (answer) => (isPlanningJobAnswer(answer) ? t('planning.generate.queued') : done(answer)),
      ),
    refresh,
    confirm: (entries: CallBody<typeof SHIFT_CALLS.confirmAgendaEntries>['entries']) =>
      run(
        'confirm',
        () => call(SHIFT_CALLS.confirmAgendaEntries, { entries }),
        (saved) => t('planning.notices.confirmed', { count: saved.length }),
      ),
    unconfirm: (ids: number[]) =>
      run(
        'unconfirm',
        () => call(SHIFT_CALLS.unconfirmAgendaEntries, { ids }),
        () => t('planning.notices.unconfirmed', { count: ids.length }),
      ),
    assign: (body: CallBody<typeof SHIFT_CALLS.assignToBeScheduled>) =>
      run(
        'assign',
        () => call(SHIFT_CALLS.assignToBeScheduled, body),
        () => t('planning.notices.assigned'),
      ),
  };
}

export type ShiftActions = ReturnType<typeof useShiftActions>;
