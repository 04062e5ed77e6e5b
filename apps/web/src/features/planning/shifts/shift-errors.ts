import type { TFunction } from 'i18next';
import type { ServerTextKey } from '../../../platform/notice-text.ts';
import { notifyError } from '../../../platform/notices.ts';

/**
 * How planning words the server's texts (spec 000 §8 agenda entry save, 002 §8 planning warnings): a work date out of
 * range and a closed period get the planning messages; other failures say save failed or delete failed plus the text.
 */
export const PLANNING_SERVER_TEXTS: Partial<Record<ServerTextKey, string>> = {
  workDateOutOfRange: 'planning.errors.workDateOutOfRange',
  salaryPeriodClosed: 'planning.errors.periodClosed',
  shiftConfirmed: 'planning.errors.confirmed',
  shiftInvoiced: 'planning.errors.invoiced',
};

export type ShiftAction = 'save' | 'delete' | 'generate' | 'confirm' | 'unconfirm' | 'removeMismatch' | 'assign';

/** A negative notice for a failed planning action. */
export function notifyShiftError(error: unknown, t: TFunction, action: ShiftAction): void {
  notifyError(error, { action: t(`planning.notices.${action}Failed`), serverTexts: PLANNING_SERVER_TEXTS });
}
