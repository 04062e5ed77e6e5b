import type { ErrorKey } from '@backoffice/domain';
import type { TFunction } from 'i18next';
import { notifyError } from '../../../platform/notices.ts';

/**
 * How planning words some server errors (spec 000 §8 agenda entry save, 002 §8 planning warnings), by key: a work date
 * out of range and a closed period get the planning messages; other keyed errors their own text
 * (serverErrors.<key>); anything else says save failed or delete failed.
 */
export const PLANNING_ERROR_TEXTS: Partial<Record<ErrorKey, string>> = {
  'shift.workDateOutOfRange': 'planning.errors.workDateOutOfRange',
  'salaryPeriod.closed': 'planning.errors.periodClosed',
  'shift.confirmed': 'planning.errors.confirmed',
};

export type ShiftAction = 'save' | 'delete' | 'generate' | 'confirm' | 'unconfirm' | 'removeMismatch' | 'assign';

/** A negative notice for a failed planning action. */
export function notifyShiftError(error: unknown, t: TFunction, action: ShiftAction): void {
  notifyError(error, { action: t(`planning.notices.${action}Failed`), errorTexts: PLANNING_ERROR_TEXTS });
}
