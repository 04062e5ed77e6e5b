import { ROLES, type Role, type TUser, USER_CALLS, ZCreateUserRequest, ZSaveUserRequest } from '@backoffice/domain';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call, refresh } from '../../platform/call.ts';
import { DialogFooter } from '../../platform/forms/dialog-footer.tsx';
import { useForm } from '../../platform/forms/use-form.ts';
import { notifyError, notifySuccess } from '../../platform/notices.ts';
import { RoleCheckboxes } from './role-checkboxes.tsx';
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
            <RoleCheckboxes
              value={form.values.roles}
              onChange={(roles) => form.setValue('roles', roles)}
              error={form.errors.roles}
              testId="role"
              errorTestId="roles-error"
            />
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
