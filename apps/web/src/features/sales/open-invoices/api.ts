import { REMINDER_CALLS } from '@backoffice/domain';
import { useCall } from '../../../platform/call.ts';

// The reads of the open-invoices screen and the e-mail templates page (spec 000 §7, 001 §7); the calls are declared
// in the domain (REMINDER_CALLS).

export const useReminderTemplates = () => useCall(REMINDER_CALLS.allReminderTemplates);
export const useEmailTemplates = () => useCall(REMINDER_CALLS.allEmailTemplates);
/** Read again every 30 s while something is listed: a retry that goes through, or fails for good, shows by itself. */
export const useReminderFailures = () =>
  useCall(REMINDER_CALLS.reminderFailures, undefined, {
    refetchInterval: (failures) => (failures && failures.length > 0 ? 30_000 : false),
  });
