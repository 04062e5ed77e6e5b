import { WorksTab } from '../../works/works-tab.tsx';
import type { ProjectTabProps } from '../project-tabs.ts';

/** The Works tab gets the project as last loaded from the server, not the unsaved draft: works save on their own. */
export function WorksPanel({ project, canWrite, subId, openSub }: ProjectTabProps) {
  if (!project) return null;
  return <WorksTab project={project} readOnly={!canWrite} subId={subId} openSub={openSub} />;
}
