import type { ErrorTexts } from './format.ts';

/** The server's own refusals of projects and their works. */
export const PROJECT_ERRORS = {
  /** A delete without an id. */
  'project.notFound': { status: 404, message: 'Project not found' },
  /** updateProjects: one of the ids is no live project of the owner, so nothing changed. */
  'project.unknown': 'Project {{id}} not found',
  'work.typeInvalid': 'Work type {{workType}} does not exist or is no longer valid',
  /** A shift or planning date outside the range planning accepts (isWorkDateInRange). */
  'work.dateOutOfRange': 'Bad Request. Work date is out of range',
} as const satisfies ErrorTexts;
