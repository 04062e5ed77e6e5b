import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../platform/api-client.ts';
import { NewRowButton, RemoveRowButton } from '../../../../platform/data-table/row-actions.tsx';
import { notifyError, notifySuccess } from '../../../../platform/notices.ts';
import { useApiRead } from '../../../../platform/query.ts';
import { useConfirmedDelete } from '../../../../platform/resource/use-confirmed-delete.tsx';
import { KeyHistoryDialog } from '../../../employees/edit-tabs/key-history-dialog.tsx';
import { KeysList } from '../../../employees/edit-tabs/keys-list.tsx';
import { CALLS, type KeyRow, useEmployees, useRefreshPeople } from '../../../employees/edit-tabs/people-api.ts';
import { PROJECT_PATHS } from '../../api.ts';
import type { ProjectTabProps } from '../project-tabs.ts';
import { toOptions } from '../use-project-options.ts';
import { blankKey, type KeyValues, ProjectKeyDialog } from './project-key-dialog.tsx';

const KEY_LISTS = [CALLS.allKeys, CALLS.keysByEmployee, CALLS.keyHistoryByKey, PROJECT_PATHS.keysByProject];

/** The project's keys (keysByProject): add and edit them (saveKey with projectId), see who holds them and their moves. */
export function ProjectKeysTab({ projectId, subId, openSub, canWrite }: ProjectTabProps) {
  const { t } = useTranslation();
  const keys = useApiRead<KeyRow[]>(PROJECT_PATHS.keysByProject, { id: projectId });
  const employees = useEmployees();
  const refresh = useRefreshPeople();
  const [history, setHistory] = useState<KeyRow>();
  const rows = useMemo(() => keys.data?.filter((key) => !key.deleted), [keys.data]);
  const employeeOptions = useMemo(() => toOptions(employees.data, 0), [employees.data]);

  const save = useMutation({
    mutationFn: (key: KeyValues) => api.post<KeyRow>(CALLS.saveKey, { ...key, projectId }),
    onSuccess: async () => {
      notifySuccess(t('projects.keys.saved'));
      openSub(undefined);
      await refresh(...KEY_LISTS);
    },
    // Spec 002 §8: "A key could not be saved: check that all fields are filled."
    onError: (error) => notifyError(error, { action: t('employeeTabs.keys.saveFailed') }),
  });
  const confirmDelete = useConfirmedDelete<KeyRow>({
    request: (key) => api.post(CALLS.saveKey, { ...key, deleted: 1 }),
    afterDelete: () => refresh(...KEY_LISTS),
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
            <Tooltip label={t('employeeTabs.keys.history')}>
              <ActionIcon
                variant="subtle"
                onClick={() => setHistory(row)}
                aria-label={t('employeeTabs.keys.history')}
                data-testid={`key-history-${row.id}`}
              >
                <IconHistory size={18} />
              </ActionIcon>
            </Tooltip>
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
