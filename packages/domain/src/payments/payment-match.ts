import { z } from 'zod';

// How the matching of bank lines to invoices and purchases scores a link (issue 19, Matching). Every signal that holds
// for a (payment, invoice or purchase) pair adds its points; the reasons are stored on the link as keys with their
// values (payment_connects.reason) and worded by the web app, so a user can read why it was proposed.

/** The signals in the order the matching tries them, with the points each adds. */
export const MATCH_SCORES = {
  /** The invoice's payment reference (betalingskenmerk) or an RF reference of it, or a purchase's reference. */
  paymentReference: 70,
  /** The invoice number (or, for money out, the supplier's invoice number) in the description. */
  invoiceNumber: 40,
  /** The counterparty IBAN is one of the customer's (or its management company's) or the supplier's accounts. */
  knownIban: 20,
  /** The amount equals what is open (several items with credits netted count as one). */
  exactAmount: 20,
  /** Part of the amount goes to the party's oldest open item. */
  oldestOpen: 5,
  /** A payment template names the customer or supplier. */
  template: 30,
  /** Due within NEAR_DATE_DAYS of the payment (templates with near-date matching). */
  nearDate: 10,
  /** An open credit invoice of the same customer nets against the invoices paid. */
  creditNetted: 0,
} as const;
export type MatchReasonKey = keyof typeof MATCH_SCORES;

/** A template with near-date matching only takes items due this many days around the payment date. */
export const NEAR_DATE_DAYS = 7;

/**
 * The owner's default threshold (payments settings autoVerifyScore): a link scoring this or more is verified at once.
 * 80 needs a reference plus one more sign (amount or IBAN), or an invoice number with the exact amount from a known
 * IBAN; a reference alone (a partial payment from an unknown account) or an IBAN with the amount waits for a person.
 */
export const DEFAULT_AUTO_VERIFY_SCORE = 80;

/** One reason of a link: its key and the values its text shows (the reference, the number, the template). */
export const ZMatchReason = z.object({
  key: z.enum(Object.keys(MATCH_SCORES) as [MatchReasonKey, ...MatchReasonKey[]]),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type TMatchReason = z.infer<typeof ZMatchReason>;

/** The score of a set of reasons. */
export const matchScore = (reasons: readonly TMatchReason[]): number =>
  reasons.reduce((sum, reason) => sum + MATCH_SCORES[reason.key], 0);

/** Reads stored reasons (JSON text); anything unreadable (a link made by hand) has none. */
export function parseMatchReasons(text: string): TMatchReason[] {
  if (!text) return [];
  try {
    const parsed = z.array(ZMatchReason).safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
