import { ROLES, type Role, type TUser, USER_CALLS, ZCreateUserRequest, ZSaveUserRequest } from '@backoffice/domain';
import { Checkbox, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call, refresh } from '../../platform/call.ts';
import { DialogFooter } from '../../platform/forms/dialog-footer.tsx';
import { useForm } from '../../platform/forms/use-form.ts';
import { notifyError, notifySuccess } from '../../platform/notices.ts';
import { ROLE_GROUPS } from './role-groups.ts';
import { SetPasswordSection } from './set-password-section.tsx';

const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

interface UserDialogProps {
  /** undefined: invite a new user. */
  user: TUser | undefined;
  onClose: () => void;
}

type UserForm = { userName: string; roles: Role[] };

/** Invite (createUser, which mails a set-password link) or change a user's roles (saveUser). */
export function UserDialog({ user, onClose }: UserDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const schema = user ? ZSaveUserRequest : ZCreateUserRequest;
  const initial: UserForm = {
    userName: user?.userName ?? '',
    roles: user ? user.roles.filter(isRole) : ['employer_portal'],
  };
  const form = useForm(schema, initial, {
    toInput: (values) =>
      user
        ? { id: user.id, employeeId: user.employeeId, roles: values.roles, deleted: 0 }
        : { userName: values.userName, employeeId: 0, roles: values.roles },
  });

  const save = useMutation({
    mutationFn: (
      payload:
        | { id: number; employeeId: number; roles: Role[]; deleted: number }
        | { userName: string; employeeId: number; roles: Role[] },
    ) => ('id' in payload ? call(USER_CALLS.saveUser, payload) : call(USER_CALLS.createUser, payload)),
    onSuccess: async () => {
      notifySuccess(user ? t('users.saved') : t('users.invited'));
      onClose();
      await refresh(queryClient, [USER_CALLS.allUsers]);
    },
    onError: (error) => notifyError(error, { action: user ? t('users.saveFailed') : t('users.inviteFailed') }),
  });

  const toggle = (role: Role, checked: boolean) => {
    const roles = form.values.roles.filter((other) => other !== role);
    form.setValue('roles', checked ? [...roles, role] : roles);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate();
    if (parsed && !save.isPending) save.mutate(parsed);
  };

  return (
    <Modal opened onClose={onClose} title={user ? t('users.edit') : t('users.invite')} size="xl">
      <form onSubmit={onSubmit} noValidate data-testid="user-dialog">
        <Stack gap="md">
          <TextInput
            label={t('users.email')}
            description={user ? undefined : t('users.inviteHint')}
            type="email"
            value={form.values.userName}
            onChange={(event) => form.setValue('userName', event.currentTarget.value)}
            readOnly={user !== undefined}
            variant={user ? 'filled' : 'default'}
            error={form.errors.userName}
            data-testid="user-email"
            autoFocus={!user}
          />
          <div>
            <Text fw={500} size="sm" mb={6}>
              {t('users.roles')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="md">
              {ROLE_GROUPS.map(({ group, roles }) => (
                <Stack key={group} gap={6} data-testid={`role-group-${group}`}>
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                    {t(`users.groups.${group}`)}
                  </Text>
                  {roles.map((role) => (
                    <Checkbox
                      key={role}
                      label={t(`roles.${role}`)}
                      checked={form.values.roles.includes(role)}
                      onChange={(event) => toggle(role, event.currentTarget.checked)}
                      data-testid={`role-${role}`}
                    />
                  ))}
                </Stack>
              ))}
            </SimpleGrid>
            {form.errors.roles && (
              <Text c="red" size="xs" mt={6} data-testid="roles-error">
                {form.errors.roles}
              </Text>
            )}
          </div>
          {user && <SetPasswordSection userId={user.id} />}
          <DialogFooter
            onCancel={onClose}
            saving={save.isPending}
            saveLabel={user ? t('common.save') : t('users.sendInvite')}
            cancelTestId="dialog-cancel"
            saveTestId="dialog-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}
