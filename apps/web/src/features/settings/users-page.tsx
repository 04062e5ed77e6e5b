import { type TUser, USER_CALLS } from '@backoffice/domain';
import { ActionIcon, Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconDevicesOff, IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall, useCallMutation } from '../../platform/call.ts';
import { DataTable, type TableColumn } from '../../platform/data-table/data-table.tsx';
import { confirmAction } from '../../platform/edit/confirm-action.tsx';
import { i18n } from '../../platform/i18n/i18n.ts';
import { IconAction } from '../../platform/icon-action.tsx';
import { notifyError, notifySuccess } from '../../platform/notices.ts';
import { useSession } from '../../platform/session/session-store.ts';
import { UserDialog } from './user-dialog.tsx';

type DialogState = { open: false } | { open: true; user: TUser | undefined };

export function UsersPage() {
  const { t } = useTranslation();
  const users = useCall(USER_CALLS.allUsers, undefined, { baseList: true });
  // Removing yourself would lock you out mid-session; another administrator can do it.
  const ownName = useSession()?.claims.userName;
  const [dialog, setDialog] = useState<DialogState>({ open: false });

  const columns = useMemo<TableColumn<TUser>[]>(
    () => [
      { key: 'userName', title: t('users.email'), value: (user) => user.userName },
      {
        key: 'roles',
        title: t('users.roles'),
        value: (user) => user.roles.length,
        text: (user) => user.roles.map((role) => t(`roles.${role}`, { defaultValue: role })).join(', '),
        render: (user) => (
          <Group gap={4}>
            {user.roles.map((role) => (
              <Badge key={role} variant="light" size="sm" tt="none" color={role === 'admin' ? 'orange' : 'teal'}>
                {t(`roles.${role}`, { defaultValue: role })}
              </Badge>
            ))}
          </Group>
        ),
      },
      { key: 'activeSessions', title: t('users.activeSessions'), value: (user) => user.activeSessions },
      {
        key: 'employeeId',
        title: t('users.employeeId'),
        value: (user) => user.employeeId || null,
        hiddenByDefault: true,
      },
    ],
    [t],
  );

  const remove = useCallMutation(USER_CALLS.saveUser, {
    body: (user: TUser) => ({ id: user.id, employeeId: user.employeeId, roles: user.roles, deleted: 1 }),
    refreshes: [USER_CALLS.allUsers],
    onSuccess: () => notifySuccess(t('users.removed')),
    onError: (error) => notifyError(error, { action: t('users.removeFailed') }),
  });

  const endSessions = useCallMutation(USER_CALLS.endUserSessions, {
    body: (user: TUser) => ({ id: user.id }),
    refreshes: [USER_CALLS.allUsers],
    onSuccess: (answer) => notifySuccess(t('users.sessionsEnded', { count: answer.ended })),
    onError: (error) => notifyError(error, { action: t('users.endSessionsFailed') }),
  });

  const confirmEndSessions = (user: TUser) =>
    confirmAction({
      title: i18n.t('users.endSessionsTitle'),
      question: i18n.t('users.endSessionsQuestion', { user: user.userName }),
      confirm: i18n.t('users.endSessions'),
      confirmTestId: 'confirm-end-sessions',
      onConfirm: () => endSessions.mutate(user),
    });

  const confirmRemove = (user: TUser) =>
    confirmAction({
      title: i18n.t('users.removeTitle'),
      question: i18n.t('users.removeQuestion', { user: user.userName }),
      confirm: i18n.t('users.remove'),
      confirmTestId: 'confirm-delete',
      onConfirm: () => remove.mutate(user),
    });

  return (
    <>
      <DataTable<TUser>
        id="users"
        title={t('users.title')}
        rows={users.data}
        rowKey={(user) => user.id}
        columns={columns}
        loading={users.isPending}
        defaultSort={{ key: 'userName', direction: 'asc' }}
        onRowClick={(user) => setDialog({ open: true, user })}
        toolbar={
          <Button
            leftSection={<IconUserPlus size={16} />}
            onClick={() => setDialog({ open: true, user: undefined })}
            data-testid="user-new"
          >
            {t('users.invite')}
          </Button>
        }
        actions={(user) => (
          <>
            <IconAction
              label={t('common.edit')}
              icon={<IconPencil size={18} />}
              onClick={() => setDialog({ open: true, user })}
              testId={`user-edit-${user.id}`}
            />
            <IconAction
              label={t('users.endSessions')}
              icon={<IconDevicesOff size={18} />}
              color="orange"
              disabled={user.activeSessions === 0}
              onClick={() => confirmEndSessions(user)}
              testId={`user-end-sessions-${user.id}`}
            />
            <Tooltip label={user.userName === ownName ? t('users.cannotRemoveSelf') : t('users.remove')}>
              <ActionIcon
                variant="subtle"
                color="red"
                disabled={user.userName === ownName}
                onClick={() => confirmRemove(user)}
                aria-label={t('users.remove')}
                data-testid={`user-delete-${user.id}`}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </>
        )}
      />
      {dialog.open && (
        <UserDialog key={dialog.user?.id ?? 'new'} user={dialog.user} onClose={() => setDialog({ open: false })} />
      )}
    </>
  );
}
