import { ROLES, type Role, USER_CALLS, ZCreateUserRequest } from '@backoffice/domain';
import { Alert, Badge, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCall, useCallMutation } from '../../../platform/call.ts';
import { useForm } from '../../../platform/forms/use-form.ts';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { RoleCheckboxes } from '../../settings/index.ts';
import type { EmployeeTabProps } from './tabs.ts';

const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

/** The login of this employee (userByEmployeeId), or a form that creates it with roles (createUser). */
export function UserTab({ employeeId, draft, canWrite }: EmployeeTabProps) {
  const { t } = useTranslation();
  const user = useCall(USER_CALLS.userByEmployeeId, { id: employeeId }, { silent: true });

  if (user.isPending) return <Loader size="sm" />;
  if (user.isError) {
    return (
      <Alert color="gray" data-testid="employee-user-unavailable">
        {t('employeeEdit.user.unavailable')}
      </Alert>
    );
  }
  if (user.data) {
    return (
      <Stack gap="xs" data-testid="employee-user">
        <Text size="sm">
          {t('employeeEdit.user.login')}: <b data-testid="employee-user-name">{user.data.userName}</b>
        </Text>
        <Group gap={4}>
          {user.data.roles.map((role) => (
            <Badge key={role} variant="light" size="sm" tt="none" color={role === 'admin' ? 'orange' : 'teal'}>
              {t(`roles.${role}`, { defaultValue: role })}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          {t('employeeEdit.user.manageHint')}
        </Text>
      </Stack>
    );
  }
  return canWrite ? (
    <CreateUserForm employeeId={employeeId} email={draft.email} />
  ) : (
    <Text size="sm" c="dimmed">
      {t('employeeEdit.user.none')}
    </Text>
  );
}

function CreateUserForm({ employeeId, email }: { employeeId: number; email: string }) {
  const { t } = useTranslation();
  const form = useForm(ZCreateUserRequest, { userName: email, employeeId, roles: ['employer_portal'] as Role[] });
  const create = useCallMutation(USER_CALLS.createUser, {
    refreshes: [USER_CALLS.userByEmployeeId],
    onSuccess: () => notifySuccess(t('employeeEdit.user.created')),
    onError: (error) => notifyError(error, { action: t('employeeEdit.user.createFailed') }),
  });

  return (
    <Stack gap="sm" data-testid="employee-user-create">
      <Text size="sm" c="dimmed">
        {t('employeeEdit.user.noneYet')}
      </Text>
      <TextInput
        label={t('employeeEdit.user.email')}
        description={t('employeeEdit.user.inviteHint')}
        value={form.values.userName}
        onChange={(event) => form.set({ userName: event.currentTarget.value })}
        error={form.errors.userName}
        maw={420}
        data-testid="employee-user-email"
      />
      <RoleCheckboxes
        value={form.values.roles.filter(isRole)}
        onChange={(roles) => form.set({ roles })}
        error={form.errors.roles}
        testId="employee-user-role"
      />
      <Group>
        <Button
          leftSection={<IconUserPlus size={16} />}
          loading={create.isPending}
          onClick={() => form.validate() && create.mutate(form.values)}
          data-testid="employee-user-save"
        >
          {t('employeeEdit.user.create')}
        </Button>
      </Group>
    </Stack>
  );
}
