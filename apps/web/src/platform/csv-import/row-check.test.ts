import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyServerIssues, checkRow, type ImportRow, type RowError, sameText } from './row-check.ts';

const SCHEMA = z.object({ name: z.string().min(1), age: z.coerce.number().int().max(120) });
const fieldOf = (path: readonly PropertyKey[]) => (path[0] === 'name' || path[0] === 'age' ? path[0] : 'row');

describe('row checks', () => {
  it('gives a payload only to a row without errors', () => {
    const errors: RowError<'name' | 'age'>[] = [];
    expect(checkRow(SCHEMA, { name: 'Anna', age: '30' }, fieldOf, errors)).toEqual({ name: 'Anna', age: 30 });
    const earlier: RowError<'name' | 'age'>[] = [{ field: 'name', code: 'customerUnknown' }];
    expect(checkRow(SCHEMA, { name: 'Anna', age: '30' }, fieldOf, earlier)).toBeUndefined();
  });

  it('turns schema issues into one reason per field', () => {
    const errors: RowError<'name' | 'age'>[] = [];
    expect(checkRow(SCHEMA, { name: '', age: '300' }, fieldOf, errors)).toBeUndefined();
    expect(errors).toEqual([
      { field: 'name', code: 'required' },
      { field: 'age', code: 'invalid' },
    ]);
  });

  it('calls a filled cell that is no number "not valid", an empty one "required"', () => {
    const filled: RowError<'name' | 'age'>[] = [];
    checkRow(SCHEMA, { name: 'Anna', age: 'abc' }, fieldOf, filled);
    expect(filled).toEqual([{ field: 'age', code: 'invalid' }]);
    const long: RowError<'name' | 'age'>[] = [];
    checkRow(z.object({ name: z.string().max(3) }), { name: 'Annabel' }, fieldOf, long);
    expect(long).toEqual([{ field: 'name', code: 'tooLong' }]);
    const missing: RowError<'name' | 'age'>[] = [];
    checkRow(z.object({ age: z.number() }), {}, fieldOf, missing);
    expect(missing).toEqual([{ field: 'age', code: 'required' }]);
  });

  it("puts the server's issues back on the rows that were sent, by their position in the list", () => {
    const rows: ImportRow<'name' | 'age', string>[] = [
      { line: 2, name: 'A', errors: [], payload: 'a' },
      { line: 3, name: 'B', errors: [{ field: 'age', code: 'tooLong' }] },
      { line: 4, name: 'C', errors: [], payload: 'c' },
    ];
    const sent = [rows[0], rows[2]].filter((row) => row !== undefined);
    const issues = [
      { path: '1.name', message: 'Name already exists' },
      { path: '1.age', message: 'This field is required' },
    ];
    const result = applyServerIssues(rows, sent, issues, fieldOf);
    expect(result[0]).toBe(rows[0]);
    expect(result[2]).toEqual({
      line: 4,
      name: 'C',
      errors: [
        { field: 'name', code: 'server', detail: 'Name already exists' },
        { field: 'age', code: 'server', messageKey: 'validation.required' },
      ],
    });
  });

  it('compares names without case and extra spaces', () => {
    expect(sameText(' Schoonmaak  BV', 'schoonmaak bv')).toBe(true);
    expect(sameText('A', 'B')).toBe(false);
  });
});
