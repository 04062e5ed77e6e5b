import { PROJECT_CALLS, type ZProject } from '@backoffice/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, refresh } from '../../../platform/call.ts';
import { type ProjectDetail, projectKey } from '../api.ts';

export type ProjectPayload = z.output<typeof ZProject>;

export function saveProject(payload: ProjectPayload): Promise<ProjectDetail> {
  return call(PROJECT_CALLS.saveProject, payload);
}

/**
 * After a save: the list is read again and the project's own entry holds the saved project (read again when only its
 * id is known, as after deleting a work).
 */
export async function afterProjectSave(queryClient: QueryClient, saved: ProjectDetail | { id: number }): Promise<void> {
  if (saved.id > 0 && 'works' in saved && Array.isArray(saved.works)) {
    const { warnings: _warnings, ...project } = saved;
    queryClient.setQueryData(projectKey(saved.id), project);
  } else {
    await queryClient.invalidateQueries({ queryKey: projectKey(saved.id) });
  }
  await refresh(queryClient, [PROJECT_CALLS.allProjects]);
}
