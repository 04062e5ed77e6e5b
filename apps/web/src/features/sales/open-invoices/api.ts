import { callKey, REMINDER_CALLS } from '@backoffice/domain';
import { useQuery } from '@tanstack/react-query';
import { call, useCall } from '../../../platform/call.ts';

// The reads of the open-invoices screen and the e-mail templates page (spec 000 §7, 001 §7); the calls are declared
// in the domain (REMINDER_CALLS).

export const useReminderTemplates = () => useCall(REMINDER_CALLS.allReminderTemplates);
export const useEmailTemplates = () => useCall(REMINDER_CALLS.allEmailTemplates);
/** Read again every 30 s while something is listed: a retry that goes through, or fails for good, shows by itself. */
export const useReminderFailures = () =>
  useQuery({
    queryKey: callKey(REMINDER_CALLS.reminderFailures),
    queryFn: ({ signal }) => call(REMINDER_CALLS.reminderFailures, {}, signal),
    refetchInterval: (query) => (query.state.data && query.state.data.length > 0 ? 30_000 : false),
  });
