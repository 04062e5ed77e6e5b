import type { Translate } from '../../../platform/i18n/zod-messages.ts';
import type { ErrorNoticeOptions } from '../../../platform/notices.ts';

/**
 * Spec 000 §8: 'Validation addresses error' and 'Employee is not deletable' get their own messages (by their keys,
 * address.invalid and employee.notDeletable); otherwise the catalogue message by code after the employee save-failed
 * (or delete-failed) message. The notice appends the errorID.
 */
export function saveErrorOptions(isDelete: boolean, t: Translate): ErrorNoticeOptions {
  return { action: t(isDelete ? 'employeeEdit.deleteFailed' : 'employeeEdit.saveFailed') };
}
