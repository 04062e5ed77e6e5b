import { formatTime, isValidTime, parseTime } from '@backoffice/domain/format';

// Times of day are HHmm integers in the data (1330) and HH:mm text in the form (13:30), typed as the planner likes.

/** HHmm → 'HH:mm'; an invalid value gives '' so the field shows empty rather than '-'. */
export function timeToText(hhmm: number | null | undefined): string {
  if (hhmm == null || !isValidTime(hhmm, true)) return '';
  return formatTime(hhmm);
}

/**
 * Typed text → HHmm, or null when it is not a time. Accepts '13:30', '13.30', '1330', '930' and a bare hour ('8').
 * '24:00' is only an end time: the end of the day, never a start.
 */
export function textToTime(text: string, options: { end?: boolean } = {}): number | null {
  const trimmed = text.trim();
  const allowEndOfDay = options.end ?? false;
  if (/^\d{1,2}$/.test(trimmed)) {
    const value = Number(trimmed) * 100;
    return isValidTime(value, allowEndOfDay) ? value : null;
  }
  return parseTime(trimmed, { allowEndOfDay });
}

/** The text as it should read after leaving the field ('8' → '08:00'); text that is not a time stays as typed. */
export function normalizeTimeText(text: string, options: { end?: boolean } = {}): string {
  const value = textToTime(text, options);
  return value === null ? text : timeToText(value);
}

/** Minutes from one HHmm to a later one (0 when the end is not later). */
export function minutesBetween(start: number, end: number): number {
  const toMinutes = (hhmm: number) => Math.floor(hhmm / 100) * 60 + (hhmm % 100);
  return Math.max(0, toMinutes(end) - toMinutes(start));
}

/** Minutes as 'h:mm' (90 → '1:30'), for totals that may pass 24 hours. */
export function minutesToText(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
