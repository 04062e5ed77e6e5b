import { describe, expect, it } from 'vitest';
import type { ProjectNoteRow } from '../../api.ts';
import { blankNote, filterNotes } from './project-notes.ts';

const note = (id: number, date: string, handled: number, deleted = 0) =>
  ({ ...blankNote(3), id, date, handled, deleted, text: 'x', createdBy: 1, createdByName: 'admin' }) as ProjectNoteRow;

describe('project notes filter', () => {
  const notes = [
    note(1, '2024-03-01', 0),
    note(2, '2024-05-01', 1),
    note(3, '2024-05-01', 0),
    note(4, '2024-06-01', 0, 1),
  ];

  it('lists live notes newest first', () => {
    expect(filterNotes(notes, -1).map((n) => n.id)).toEqual([3, 2, 1]);
  });

  it('shows handled or not handled notes only', () => {
    expect(filterNotes(notes, 0).map((n) => n.id)).toEqual([3, 1]);
    expect(filterNotes(notes, 1).map((n) => n.id)).toEqual([2]);
  });

  it('starts a new note today, unhandled, on the project', () => {
    expect(blankNote(9)).toMatchObject({ id: 0, projectId: 9, handled: 0, rating: 15 });
  });
});
