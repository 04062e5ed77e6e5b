import { todayIso } from '@backoffice/domain/dates';
import type { ProjectNoteRow } from '../../api.ts';

/** -1 every note, 0 not handled, 1 handled. */
export type HandledFilter = -1 | 0 | 1;

/** The live notes that pass the filter, newest first (by date, then the later entry of one day). */
export function filterNotes(notes: readonly ProjectNoteRow[] | undefined, handled: HandledFilter): ProjectNoteRow[] {
  return (notes ?? [])
    .filter((note) => !note.deleted && (handled === -1 || note.handled === handled))
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

export type NoteValues = Omit<ProjectNoteRow, 'createdBy' | 'createdByName' | 'projectName'>;

/** A new note of the project: today, a general kind, no cause, no rating, not handled. */
export function blankNote(projectId: number): NoteValues {
  return {
    id: 0,
    projectId,
    kind: 1,
    cause: 0,
    complaintKind: 0,
    complaintCause: 0,
    rating: 15,
    date: todayIso(),
    text: '',
    handled: 0,
    employeeId: 0,
    additionalData: {},
    deleted: 0,
  };
}
