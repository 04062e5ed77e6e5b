import { USER_CALLS, ZUpdatePasswordRequest } from '@backoffice/domain';
import { Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../call.ts';
import { DialogFooter } from '../forms/dialog-footer.tsx';
import { NewPasswordInputs } from '../forms/new-password-inputs.tsx';
import { passwordTwice } from '../forms/password-form.ts';
import { useForm } from '../forms/use-form.ts';
import { notifyError, notifySuccess } from '../notices.ts';
import { getSession, startSession } from '../session/session-store.ts';

const ZPasswordForm = passwordTwice(ZUpdatePasswordRequest.shape.password);

/** The signed-in user's own password: GET /r/me gives the membership id that updatePassword takes. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm(ZPasswordForm, { password: '', confirmation: '' });
  const change = useMutation({
    mutationFn: async (password: string) => {
      const me = await call(USER_CALLS.me);
      return call(USER_CALLS.updatePassword, { id: me.id, password });
    },
    onSuccess: async (answer) => {
      // The change ended every session of the login; this browser goes on with the new one the server made.
      const session = getSession();
      if (answer.token && session) await startSession(answer.token, session.ownerName);
      notifySuccess(t('users.passwordSet'));
      onClose();
    },
    onError: (error) => notifyError(error, { action: t('users.passwordFailed') }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate();
    if (!parsed || change.isPending) return;
    change.mutate(parsed.password);
  };

  return (
    <Modal opened onClose={onClose} title={t('employees.changePassword.title')}>
      <form onSubmit={onSubmit} noValidate data-testid="change-password-dialog">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('reset.subtitle')}
          </Text>
          <NewPasswordInputs
            form={form}
            testIds={{ password: 'change-password-new', confirmation: 'change-password-confirm' }}
            focus="modal"
          />
          <DialogFooter
            onCancel={onClose}
            saving={change.isPending}
            cancelTestId="change-password-cancel"
            saveTestId="change-password-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}
