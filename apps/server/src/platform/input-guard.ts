import { textProblem } from '@backoffice/domain';

/** Deeper than any body of ours nests (an employee with addresses, a draft with rows and their details). */
const MAX_BODY_DEPTH = 16;

export interface InputProblem {
  path: string;
  message: string;
}

/**
 * The rules that hold for every value of every call, whatever its schema says: no control characters but line breaks
 * and tabs, no lone surrogates (PostgreSQL refuses NUL, and a broken UTF-16 pair cannot be stored as UTF-8), and no
 * nesting deeper than MAX_BODY_DEPTH. Field schemas add their own rules (one line, lengths, ranges) on top.
 */
export function inputProblems(
  value: unknown,
  path: (string | number)[] = [],
  found: InputProblem[] = [],
): InputProblem[] {
  if (found.length >= 20) return found;
  if (typeof value === 'string') {
    const problem = textProblem(value, true);
    if (problem) found.push({ path: path.join('.'), message: problem });
  } else if (value !== null && typeof value === 'object') {
    if (path.length >= MAX_BODY_DEPTH) {
      found.push({ path: path.join('.'), message: `Nested deeper than ${MAX_BODY_DEPTH} levels` });
      return found;
    }
    for (const [key, child] of Object.entries(value)) {
      const problem = textProblem(key, false);
      if (problem) found.push({ path: [...path, key].join('.'), message: `Field name: ${problem}` });
      inputProblems(child, [...path, Array.isArray(value) ? Number(key) : key], found);
    }
  }
  return found;
}
