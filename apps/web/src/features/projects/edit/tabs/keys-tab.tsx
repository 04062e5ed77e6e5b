import { KEY_CALLS } from '@backoffice/domain';
import { IconHistory } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, refresh, useCall, useCallMutation } from '../../../../platform/call.ts';
import { NewRowButton, RemoveRowButton } from '../../../../platform/data-table/row-actions.tsx';
import { IconAction } from '../../../../platform/icon-action.tsx';
import { notifyError, notifySuccess } from '../../../../platform/notices.ts';
import { useConfirmedDelete } from '../../../../platform/resource/use-confirmed-delete.tsx';
import { KEY_READS, KeyHistoryDialog, type KeyRow, KeysList, useEmployees } from '../../../employees/index.ts';
import type { ProjectTabProps } from '../project-tabs.ts';
import { toOptions } from '../use-project-options.ts';
import { blankKey, type KeyValues, ProjectKeyDialog } from './project-key-dialog.tsx';

/** The project's keys (keysByProject): add and edit them (saveKey with projectId), see who holds them and their moves. */
export function ProjectKeysTab({ projectId, subId, openSub, canWrite }: ProjectTabProps) {
  const { t } = useTranslation();
  const keys = useCall(KEY_CALLS.keysByProject, { id: projectId });
  const employees = useEmployees();
  const queryClient = useQueryClient();
  const [history, setHistory] = useState<KeyRow>();
  const rows = useMemo(() => keys.data?.filter((key) => !key.deleted), [keys.data]);
  const employeeOptions = useMemo(() => toOptions(employees.data, 0), [employees.data]);

  const save = useCallMutation(KEY_CALLS.saveKey, {
    body: (key: KeyValues) => ({ ...key, projectId }),
    refreshes: KEY_READS,
    onSuccess: () => {
      notifySuccess(t('projects.keys.saved'));
      openSub(undefined);
    },
    // Spec 002 §8: "A key could not be saved: check that all fields are filled."
    onError: (error) => notifyError(error, { action: t('employeeTabs.keys.saveFailed') }),
  });
  const confirmDelete = useConfirmedDelete<KeyRow>({
    request: (key) => call(KEY_CALLS.saveKey, { ...key, deleted: 1 }),
    afterDelete: () => refresh(queryClient, KEY_READS),
    label: (key) => key.name,
    deletedText: t('projects.keys.deleted'),
    failedText: t('projects.keys.deleteFailed'),
  });

  const open = subId === 'new' ? blankKey(projectId) : rows?.find((key) => String(key.id) === subId);

  return (
    <>
      <KeysList
        id="project-keys"
        rows={rows}
        employees={employees.data}
        loading={keys.isPending}
        showHolder
        onRowClick={(row) => openSub(row.id)}
        toolbar={
          canWrite && <NewRowButton label={t('projects.keys.new')} onClick={() => openSub('new')} testId="key-new" />
        }
        actions={(row) => (
          <>
            <IconAction
              label={t('employeeTabs.keys.history')}
              icon={<IconHistory size={18} />}
              onClick={() => setHistory(row)}
              testId={`key-history-${row.id}`}
            />
            {canWrite && <RemoveRowButton onClick={() => confirmDelete(row)} testId={`key-delete-${row.id}`} />}
          </>
        )}
      />
      {open && (
        <ProjectKeyDialog
          key={subId}
          keyValues={open}
          employees={employeeOptions}
          readOnly={!canWrite}
          saving={save.isPending}
          onSave={(key) => save.mutate(key)}
          onClose={() => openSub(undefined)}
        />
      )}
      {history && (
        <KeyHistoryDialog keyRow={history} employees={employees.data} onClose={() => setHistory(undefined)} />
      )}
    </>
  );
}
