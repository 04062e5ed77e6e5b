import type { ErrorTexts } from './format.ts';

/**
 * Refused imports (spec 001 insert*): nothing is written. A refusal names the first refused row (counted from 1) and
 * its problem (`detail`: 'name: Required'), and how many other rows were refused; the body's issues list them all.
 */
export const IMPORT_ERRORS = {
  'import.notAList': 'Invalid data: expected a list of records',
  'import.empty': 'Invalid data: the list is empty',
  'import.tooMany': 'Invalid data: at most {{max}} records per import',
  'import.rowRefused': 'Row {{row}}: {{detail}}',
  'import.rowsRefusedOneMore': 'Row {{row}}: {{detail}} (and 1 more row)',
  'import.rowsRefused': 'Row {{row}}: {{detail}} (and {{more}} more rows)',
} as const satisfies ErrorTexts;
