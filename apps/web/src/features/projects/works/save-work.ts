import { PROJECT_CALLS } from '@backoffice/domain';
import type { QueryClient } from '@tanstack/react-query';
import { call, refresh } from '../../../platform/call.ts';
import type { ProjectDetail, WorkRow } from '../api.ts';
import { afterProjectSave } from '../edit/save-project.ts';
import type { SavedWork } from './work-draft.ts';

/**
 * A work is saved through saveProject: the project as loaded plus the one changed work (the server keeps the works
 * left out of the list; deleted: 1 removes one).
 */
export function saveWork(project: ProjectDetail, work: SavedWork | (WorkRow & { deleted: 1 })): Promise<ProjectDetail> {
  return call(PROJECT_CALLS.saveProject, { ...project, works: [work] });
}

/**
 * What shows works after a change: the project (set from the save's answer, which holds every work), the project
 * list (active works) and employees' works.
 */
export function refreshAfterWorkChange(queryClient: QueryClient, project: ProjectDetail | { id: number }) {
  return Promise.all([afterProjectSave(queryClient, project), refresh(queryClient, [PROJECT_CALLS.allWorksInUse])]);
}
