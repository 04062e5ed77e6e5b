// Announcements (spec 002 §5, §9): a project mails its customer which employees come when; 1 disabled, 2 automatic
// (sent by the server `announcementDays` ahead), 3 manual (sent when a planner chooses).
import { addDays } from '../dates.ts';
import { isValidEmail } from '../email.ts';

export const ANNOUNCEMENT_MODE = { disabled: 1, automatic: 2, manual: 3 } as const;

export const isAnnouncementEnabled = (mode: number) =>
  mode === ANNOUNCEMENT_MODE.automatic || mode === ANNOUNCEMENT_MODE.manual;

/**
 * The shift dates an automatic run on `today` announces for a project mailing `days` ahead: tomorrow up to and including
 * today + days. A run that was missed (server down) catches up, as every date in the window not yet announced is sent.
 */
export function automaticAnnouncementWindow(today: string, days: number): { from: string; to: string } {
  return { from: addDays(today, 1), to: addDays(today, Math.max(1, days)) };
}

/** Whether an automatic run on `today` sends the announcement of a shift on `shiftDate`. */
export function isAnnouncementDue(
  project: { announcement: number; announcementDays: number },
  shiftDate: string,
  today: string,
): boolean {
  if (project.announcement !== ANNOUNCEMENT_MODE.automatic) return false;
  const { from, to } = automaticAnnouncementWindow(today, project.announcementDays);
  return shiftDate >= from && shiftDate <= to;
}

/**
 * Who gets the announcement: the project's announcement addresses (a comma list), else the customer's e-mail.
 * Blank parts are dropped; what is left may still be malformed (the send then fails with its own reason).
 */
export function announcementRecipients(announcementEmail: string, customerEmail: string | null | undefined): string[] {
  const split = (text: string) =>
    text
      .split(/[,;]/)
      .map((part) => part.trim())
      .filter(Boolean);
  const own = split(announcementEmail);
  return own.length > 0 ? own : split(customerEmail ?? '');
}

/** True when every recipient is a valid address (a mail to a malformed one cannot be sent). */
export const areDeliverable = (recipients: readonly string[]) =>
  recipients.length > 0 && recipients.every((address) => isValidEmail(address));
