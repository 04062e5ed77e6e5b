import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconHistory, IconTransfer, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewRowButton } from '../../../platform/data-table/row-actions.tsx';
import { IconAction } from '../../../platform/icon-action.tsx';
import type { EmployeeTabProps } from '../edit/tabs.ts';
import { IssueKeyDialog, TransferKeyDialog, useKeyMove } from './key-dialogs.tsx';
import { KeyHistoryDialog } from './key-history-dialog.tsx';
import { KeysList } from './keys-list.tsx';
import { type KeyRow, nameById, useAllKeys, useEmployees } from './people-api.ts';

/** Keys held by the employee, keys offered to them, and every move in a history per key (Edit/{id}/Keys/{keyId}). */
export function KeysTab({ employeeId, subId, openSub, canWrite }: EmployeeTabProps) {
  const { t } = useTranslation();
  const keys = useAllKeys();
  const employees = useEmployees();
  const [transferring, setTransferring] = useState<KeyRow>();
  const move = useKeyMove(() => undefined);
  const name = nameById(employees.data);
  const live = (keys.data ?? []).filter((key) => !key.deleted);
  const held = keys.data ? live.filter((key) => key.employeeId === employeeId) : undefined;
  const incoming = live.filter((key) => key.transferTo === employeeId && key.employeeId !== employeeId);
  const historyKey = subId && subId !== 'new' ? live.find((key) => String(key.id) === subId) : undefined;

  return (
    <Stack gap="md" data-testid="keys-tab">
      {incoming.length > 0 && (
        <Paper withBorder radius="md" p="md" data-testid="keys-incoming">
          <Title order={4} size="h5" mb="xs">
            {t('employeeTabs.keys.incoming')}
          </Title>
          <Stack gap="xs">
            {incoming.map((key) => (
              <Group key={key.id} justify="space-between" data-testid={`key-incoming-${key.id}`}>
                <Text size="sm">{t('employeeTabs.keys.offeredBy', { key: key.name, name: name(key.employeeId) })}</Text>
                {canWrite && (
                  <Group gap="xs">
                    <Button
                      size="xs"
                      leftSection={<IconCheck size={14} />}
                      loading={move.isPending}
                      onClick={() => move.mutate([key, 'accept'])}
                      data-testid={`key-accept-${key.id}`}
                    >
                      {t('employeeTabs.keys.accept')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconX size={14} />}
                      onClick={() => move.mutate([key, 'cancel'])}
                      data-testid={`key-refuse-${key.id}`}
                    >
                      {t('employeeTabs.keys.cancelTransfer')}
                    </Button>
                  </Group>
                )}
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
      <KeysList
        id="employee-keys"
        rows={held}
        employees={employees.data}
        loading={keys.isPending}
        onRowClick={(row) => openSub(row.id)}
        toolbar={
          canWrite && (
            <NewRowButton label={t('employeeTabs.keys.issue')} onClick={() => openSub('new')} testId="key-issue" />
          )
        }
        actions={(row) => (
          <>
            <IconAction
              label={t('employeeTabs.keys.history')}
              onClick={() => openSub(row.id)}
              testId={`key-history-${row.id}`}
              icon={<IconHistory size={18} />}
            />
            {canWrite &&
              (row.transferTo ? (
                <IconAction
                  label={t('employeeTabs.keys.cancelTransfer')}
                  onClick={() => move.mutate([row, 'cancel'])}
                  testId={`key-cancel-${row.id}`}
                  icon={<IconX size={18} />}
                  color="orange"
                />
              ) : (
                <IconAction
                  label={t('employeeTabs.keys.transfer')}
                  onClick={() => setTransferring(row)}
                  testId={`key-transfer-${row.id}`}
                  icon={<IconTransfer size={18} />}
                />
              ))}
            {canWrite && (
              <IconAction
                label={t('employeeTabs.keys.return')}
                onClick={() => move.mutate([row, 'return'])}
                testId={`key-return-${row.id}`}
                icon={<IconArrowBackUp size={18} />}
                color="red"
              />
            )}
          </>
        )}
      />
      {canWrite && subId === 'new' && (
        <IssueKeyDialog
          employeeId={employeeId}
          freeKeys={live.filter((key) => key.employeeId === 0)}
          onClose={() => openSub(undefined)}
        />
      )}
      {historyKey && (
        <KeyHistoryDialog keyRow={historyKey} employees={employees.data} onClose={() => openSub(undefined)} />
      )}
      {transferring && (
        <TransferKeyDialog
          keyRow={transferring}
          employees={employees.data ?? []}
          onClose={() => setTransferring(undefined)}
        />
      )}
    </Stack>
  );
}
