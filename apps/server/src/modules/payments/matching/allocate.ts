import { MATCH_SCORES, matchScore, type TMatchReason } from '@backoffice/domain';
import type { Candidate } from './candidates.ts';

// The matching's choice, from the candidates the one read found: per payment, the strongest links first, each taking
// what is still open of the payment and of the item (another payment of the run may have taken part of it already).

/** A link to write: `amount` lowers the item's open amount (a credit invoice's is negative). */
export interface PlannedLink {
  paymentId: number;
  kind: 'invoice' | 'purchase';
  itemId: number;
  partyId: number;
  amount: number;
  score: number;
  reasons: TMatchReason[];
  verified: boolean;
}

/** What the item asks of the payment, signed as the payment: an invoice is paid in, a purchase out. */
const need = (kind: Candidate['kind'], itemOpen: number) => (kind === 'invoice' ? itemOpen : -itemOpen);

function baseReasons(c: Candidate): TMatchReason[] {
  const reasons: TMatchReason[] = [];
  if (c.reference) reasons.push({ key: 'paymentReference', params: { reference: c.reference } });
  // A reference already names the invoice (an RF reference is its number): the number is no second sign.
  if (c.byNumber && !c.reference)
    reasons.push({ key: 'invoiceNumber', params: { number: c.kind === 'purchase' ? c.invoiceNo : c.number } });
  if (c.byIban) reasons.push({ key: 'knownIban' });
  if (c.template) reasons.push({ key: 'template', params: { pattern: c.template } });
  if (c.nearDate) reasons.push({ key: 'nearDate' });
  return reasons;
}

/** ISO dates compare as text; not localeCompare, which costs seconds over 100,000 candidates. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const itemKey = (c: Pick<Candidate, 'kind' | 'itemId'>) => `${c.kind}:${c.itemId}`;

interface Scored extends Candidate {
  reasons: TMatchReason[];
  score: number;
}

/**
 * A group of one party's open items that, credits netted, comes to exactly what the payment brings: it settles them
 * all. Only tried when the party has a credit among the candidates (without one, the greedy pass finds the same).
 */
function nettedGroup(items: readonly Scored[], open: number, left: Map<string, number>): Scored[] | null {
  const byParty = new Map<string, Scored[]>();
  for (const item of items) {
    const key = `${item.kind}:${item.partyId}`;
    const group = byParty.get(key);
    if (group) group.push(item);
    else byParty.set(key, [item]);
  }
  for (const group of byParty.values()) {
    const needs = group.map((item) => need(item.kind, left.get(itemKey(item)) ?? 0));
    const hasCredit = needs.some((n) => Math.sign(n) === -Math.sign(open));
    if (hasCredit && needs.reduce((sum, n) => sum + n, 0) === open) return group;
  }
  return null;
}

/**
 * Plans the links of every payment. Payments with the strongest evidence choose first (a reference before an IBAN),
 * then the oldest; within a payment the highest score first, then the oldest item. A link scoring `threshold` or more
 * is verified; the others are suggestions, which reserve their part too, so no two suggestions offer the same money.
 */
export function planLinks(candidates: readonly Candidate[], threshold: number): PlannedLink[] {
  const left = new Map<string, number>();
  const byPayment = new Map<number, Scored[]>();
  for (const c of candidates) {
    left.set(itemKey(c), c.itemOpen);
    const reasons = baseReasons(c);
    const items = byPayment.get(c.paymentId);
    const scored = { ...c, reasons, score: matchScore(reasons) };
    if (items) items.push(scored);
    else byPayment.set(c.paymentId, [scored]);
  }
  // A payment's claim: its strongest candidate, an exact amount counted (it should get that item first).
  const best = (items: readonly Scored[]) =>
    Math.max(
      ...items.map(
        (item) => item.score + (Math.abs(item.itemOpen) === Math.abs(item.paymentOpen) ? MATCH_SCORES.exactAmount : 0),
      ),
    );
  const claims = new Map([...byPayment].map(([paymentId, items]) => [paymentId, best(items)]));
  const claim = (items: readonly Scored[]) => claims.get(items[0]?.paymentId ?? 0) ?? 0;
  const order = [...byPayment.values()].sort(
    (a, b) =>
      claim(b) - claim(a) ||
      compareText(a[0]?.paymentDate ?? '', b[0]?.paymentDate ?? '') ||
      (a[0]?.paymentId ?? 0) - (b[0]?.paymentId ?? 0),
  );
  const links: PlannedLink[] = [];
  const add = (item: Scored, amount: number, extra: TMatchReason[]) => {
    const reasons = [...item.reasons, ...extra];
    const score = matchScore(reasons);
    left.set(itemKey(item), (left.get(itemKey(item)) ?? 0) - amount);
    links.push({
      paymentId: item.paymentId,
      kind: item.kind,
      itemId: item.itemId,
      partyId: item.partyId,
      amount,
      score,
      reasons,
      verified: score >= threshold,
    });
  };
  for (const items of order) {
    const open = items[0]?.paymentOpen ?? 0;
    const netted = nettedGroup(items, open, left);
    if (netted) {
      for (const item of netted) {
        const amount = left.get(itemKey(item)) ?? 0;
        if (amount !== 0) add(item, amount, [{ key: 'exactAmount' }, { key: 'creditNetted' }]);
      }
      continue;
    }
    let remaining = Math.abs(open);
    const candidates = items.filter(
      (item) => Math.sign(need(item.kind, left.get(itemKey(item)) ?? 0)) === Math.sign(open),
    );
    // Several items named by reference or number that together make the amount are each paid exactly.
    const named = candidates.filter((item) => item.reference || item.byNumber);
    const namedExact =
      named.length > 1 && named.reduce((sum, item) => sum + Math.abs(left.get(itemKey(item)) ?? 0), 0) === remaining;
    const sameWay = candidates
      .map((item) => {
        const exact =
          Math.abs(left.get(itemKey(item)) ?? 0) === remaining ||
          (namedExact && Boolean(item.reference || item.byNumber));
        const reasons: TMatchReason[] = exact ? [...item.reasons, { key: 'exactAmount' }] : item.reasons;
        return { ...item, reasons, score: matchScore(reasons), exact };
      })
      .sort((a, b) => b.score - a.score || compareText(a.itemDate, b.itemDate) || a.itemId - b.itemId);
    for (const item of sameWay) {
      if (remaining === 0) break;
      const itemLeft = left.get(itemKey(item)) ?? 0;
      const take = Math.min(remaining, Math.abs(itemLeft));
      if (take === 0) continue;
      remaining -= take;
      // Money that only the account (or a template) ties to the party goes to its oldest items first.
      const oldest = !item.exact && !item.reference && !item.byNumber ? [{ key: 'oldestOpen' as const }] : [];
      add({ ...item, reasons: item.reasons }, Math.sign(itemLeft) * take, oldest);
    }
  }
  return links;
}
