import { IMPORT_CALLS, isValidUntilActive, PROJECT_CALLS } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call, refresh } from '../../../platform/call.ts';
import type { ColumnMapping } from '../../../platform/csv-import/columns.ts';
import { CsvImportPage } from '../../../platform/csv-import/csv-import-page.tsx';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { useProjects, useWorkTypes } from '../api.ts';
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
      insert={(list) => call(IMPORT_CALLS.insertWorks, list)}
      afterImport={() => refresh(queryClient, [PROJECT_CALLS.allProjects])}
    />
  );
}
