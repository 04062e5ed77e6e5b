import { describe, expect, it } from 'vitest';
import { defaultNotesFilter, notePath, notesPath, oneMonthBefore, parseNotesParams } from './notes-filter.ts';

describe('notes overview filter', () => {
  it('defaults to the last month, any type, handled or not', () => {
    expect(defaultNotesFilter('2026-11-22')).toEqual({
      startDate: '2026-10-22',
      endDate: '2026-11-22',
      type: -1,
      handled: -1,
    });
  });

  it('goes a month back across a year end and into shorter months', () => {
    expect(oneMonthBefore('2026-01-15')).toBe('2025-12-15');
    expect(oneMonthBefore('2026-03-31')).toBe('2026-02-28');
    expect(oneMonthBefore('2024-03-31')).toBe('2024-02-29');
  });

  it('reads the filter from the URL and writes it back', () => {
    const filter = parseNotesParams({ startDate: '2026-01-01', endDate: '2026-01-31', type: '11', handled: '0' }, 'x');
    expect(filter).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31', type: 11, handled: 0 });
    expect(notesPath(filter)).toBe('/Projects/Notes/2026-01-01/2026-01-31/11/0');
  });

  it('replaces what is not valid by the default', () => {
    expect(parseNotesParams({ startDate: '2026-02-30', type: '10', handled: '7' }, '2026-11-22')).toEqual(
      defaultNotesFilter('2026-11-22'),
    );
  });

  it('links a note to its project Notes tab', () => {
    expect(notePath({ projectId: 4, id: 9 })).toBe('/Projects/Edit/4/Notes/9');
  });
});
