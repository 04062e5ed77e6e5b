import { planningSettingsOf, SETTINGS_CALLS } from '@backoffice/domain';
import { useParams, useSearchParams } from 'react-router';
import { useCall } from '../../../platform/call.ts';
import {
  RecordLoadFailed,
  RecordLoading,
  RecordNotFound,
  useRecordLoadFailed,
} from '../../../platform/edit/record-load.tsx';
import { useSession } from '../../../platform/session/session-store.ts';
import { useProject } from '../api.ts';
import { ProjectEditor } from './project-editor.tsx';

/** A positive whole number from the URL, else 0 (0 and 'new' open an empty project). */
const idFromSegment = (segment: string | null | undefined) => {
  const id = Number(segment);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** /Projects/Edit/{id}/{tab?}/{subId?}; id 0 is a new project, ?customerId= preselects its customer. */
export function ProjectEditPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const projectId = idFromSegment(id);
  const project = useProject(projectId);
  const record = projectId > 0 ? project.data : undefined;
  // A new project starts from the owner's announcement defaults (Planning/GeneralSettings).
  const ownerId = useSession()?.claims.ownerId ?? 0;
  const owner = useCall(SETTINGS_CALLS.getOwner, { id: ownerId }, { enabled: projectId === 0, silent: true });
  const announcement = owner.data ? planningSettingsOf(owner.data.settings).announcementDefaults : undefined;
  const failed = useRecordLoadFailed(project.error);

  if ((projectId > 0 && project.isPending) || (projectId === 0 && owner.isPending)) return <RecordLoading />;
  if (failed) return <RecordLoadFailed testId="project-load-failed" />;
  if (projectId > 0 && (!record || record.deleted)) {
    return <RecordNotFound texts="projects.edit" id={id} testId="project-not-found" />;
  }
  // A new key per project: switching projects starts a fresh draft.
  return (
    <ProjectEditor
      key={record?.id ?? 'new'}
      record={record}
      customerId={idFromSegment(search.get('customerId'))}
      announcement={announcement}
    />
  );
}
