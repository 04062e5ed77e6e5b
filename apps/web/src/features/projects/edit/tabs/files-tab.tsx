import { UPLOAD_BELONGS_TO } from '@backoffice/domain';
import { useTranslation } from 'react-i18next';
import { useOwner } from '../../../../platform/owner-settings.ts';
import { defaultFilesOf, SectionFiles } from '../../../employees/index.ts';
import type { ProjectTabProps } from '../project-tabs.ts';

/** Kinds of a project's files: 0 a document, 1 the project photo, 3 other photos. */
const PROJECT_FILE_KINDS = [0, 1, 3] as const;
const PROJECT_PHOTO_KINDS = [1, 3] as const;

/** The project's files (uploads with belongsTo 19); the owner's default project files are listed when missing. */
export function ProjectFilesTab({ projectId, canWrite }: ProjectTabProps) {
  const { t } = useTranslation();
  const { owner } = useOwner();
  return (
    <SectionFiles
      tableId="project-files"
      section={{ belongsTo: UPLOAD_BELONGS_TO.project, belongsId: projectId }}
      kinds={PROJECT_FILE_KINDS}
      photoKinds={PROJECT_PHOTO_KINDS}
      kindLabel={(kind) => t(`projects.fileKinds.${kind}`, { defaultValue: String(kind) })}
      defaults={defaultFilesOf(owner, 'projects')}
      canWrite={canWrite}
    />
  );
}
