/**
 * The patterns of a payment template (spec 001 §3: "a customer or supplier name between asterisks"): a wildcard
 * syntax, not a regular expression. `*` stands for any text (also none); every other character is itself, compared
 * without regard to case, accents or runs of spaces. Chosen over regular expressions because office users write
 * "*Gemeente Utrecht*", not regex, and because a wildcard pattern is matched by a loop in time proportional to
 * text × pattern at worst: no pattern can make the matching of 10,000 bank lines backtrack catastrophically, and no
 * pattern fails to compile.
 */

export const TEMPLATE_PATTERN_MAX = 200;
/** Characters other than `*` and spaces a pattern must hold, so that "*" or "* *" cannot claim every line. */
export const TEMPLATE_PATTERN_MIN_LETTERS = 3;

export type TemplatePatternProblem = 'tooLong' | 'tooShort';

/** Why a pattern cannot be used, or undefined when it can ('' is "not used" and fine). */
export function templatePatternProblem(pattern: string): TemplatePatternProblem | undefined {
  if (pattern.trim() === '') return undefined;
  if (pattern.length > TEMPLATE_PATTERN_MAX) return 'tooLong';
  if (pattern.replace(/[*\s]/g, '').length < TEMPLATE_PATTERN_MIN_LETTERS) return 'tooShort';
  return undefined;
}

/** Lower case, accents off, runs of white space as one space, trimmed: how both sides are compared. */
function folded(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Does the whole text match the wildcard pattern? The classic two-pointer glob match: on a mismatch it goes back only
 * to the last `*`, so it never takes more than text × pattern steps.
 */
export function wildcardMatches(pattern: string, text: string): boolean {
  const p = folded(pattern);
  const s = folded(text);
  let pi = 0;
  let si = 0;
  let star = -1;
  let resume = 0;
  while (si < s.length) {
    if (pi < p.length && p[pi] !== '*' && p[pi] === s[si]) {
      pi++;
      si++;
    } else if (pi < p.length && p[pi] === '*') {
      star = pi++;
      resume = si;
    } else if (star >= 0) {
      pi = star + 1;
      si = ++resume;
    } else return false;
  }
  while (p[pi] === '*') pi++;
  return pi === p.length;
}

/** A bank line as a template looks at it. */
export interface TemplateLine {
  /** The counterparty's name. */
  name: string;
  description: string;
}

/** The patterns of a template. */
export interface TemplatePatterns {
  matchName: string;
  matchDescription: string;
}

/**
 * Does a payment template name this bank line? Every pattern it has must match (the name pattern the counterparty's
 * name, the description pattern the description); a template without any pattern, or with one that cannot be used,
 * matches nothing.
 */
export function templateMatches(template: TemplatePatterns, line: TemplateLine): boolean {
  const checks = [
    [template.matchName, line.name],
    [template.matchDescription, line.description],
  ].filter(([pattern]) => (pattern ?? '').trim() !== '') as [string, string][];
  if (checks.length === 0) return false;
  return checks.every(
    ([pattern, text]) => templatePatternProblem(pattern) === undefined && wildcardMatches(pattern, text),
  );
}
