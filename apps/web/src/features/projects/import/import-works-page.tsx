import { isValidUntilActive, type TImportJob } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../platform/api-client.ts';
import type { ColumnMapping } from '../../../platform/csv-import/columns.ts';
import { CsvImportPage } from '../../../platform/csv-import/csv-import-page.tsx';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { listKey } from '../../../platform/query.ts';
import { PROJECT_CALLS, useProjects, useWorkTypes } from '../api.ts';
import { buildWorkRows, WORK_COLUMNS, type WorkImportField, workIssueField } from './work-import.ts';

/** ImportWorks: the shared CSV flow; projects by code or name, days as "ma,di" / "1,2", one insertWorks call. */
export function ImportWorksPage() {
  const queryClient = useQueryClient();
  const projects = useProjects();
  const workTypes = useWorkTypes();
  const buildRows = useCallback(
    (rows: readonly string[][], mapping: ColumnMapping<WorkImportField>) =>
      buildWorkRows(rows, mapping, {
        projects: projects.data ?? [],
        // An expired work type cannot be sold any more (spec 000 §4).
        workTypes: (workTypes.data ?? []).filter((workType) => isValidUntilActive(workType, todayIso())),
        locale: currentLanguage(),
      }),
    [projects.data, workTypes.data],
  );
  return (
    <CsvImportPage
      ns="projectSub.importWorks"
      kind="works"
      testId="import-works-page"
      spec={WORK_COLUMNS}
      loading={projects.isPending || workTypes.isPending}
      buildRows={buildRows}
      fieldOf={workIssueField}
      insert={(list) => api.post<TImportJob>(PROJECT_CALLS.insertWorks, list)}
      afterImport={() => queryClient.invalidateQueries({ queryKey: listKey(PROJECT_CALLS.allProjects) })}
    />
  );
}
