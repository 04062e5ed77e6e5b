import type { CallRegistrar } from '../../../platform/calls.ts';

/** Open invoices, payment reminders, e-mail templates and customers' payment behaviour. */
export function registerReminderRoutes(_r: CallRegistrar): void {}
