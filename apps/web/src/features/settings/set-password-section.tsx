import { USER_CALLS, ZUpdatePasswordRequest } from '@backoffice/domain';
import { Button, Divider, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../platform/call.ts';
import { useForm } from '../../platform/forms/use-form.ts';
import { notifyError, notifySuccess } from '../../platform/notices.ts';

/** An administrator sets a user's password directly (updatePassword), e.g. when the invitation mail got lost. */
export function SetPasswordSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const form = useForm(ZUpdatePasswordRequest, { id: userId, password: '' });
  const save = useCallMutation(USER_CALLS.updatePassword, {
    onSuccess: () => {
      notifySuccess(t('users.passwordSet'));
      form.reset({ id: userId, password: '' });
    },
    onError: (error) => notifyError(error, { action: t('users.passwordFailed') }),
  });

  const submit = () => {
    const payload = form.validate();
    if (payload && !save.isPending) save.mutate(payload);
  };

  return (
    <Stack gap="xs">
      <Divider />
      <Text fw={500} size="sm">
        {t('users.setPassword')}
      </Text>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <PasswordInput
          flex={1}
          aria-label={t('users.setPassword')}
          placeholder={t('reset.password')}
          autoComplete="new-password"
          value={form.values.password}
          onChange={(event) => form.setValue('password', event.currentTarget.value)}
          error={form.errors.password}
          data-testid="user-password"
          onKeyDown={(event) => {
            // Enter here sets the password; it must not submit the roles form around it.
            if (event.key === 'Enter') {
              event.preventDefault();
              submit();
            }
          }}
        />
        <Button
          variant="default"
          leftSection={<IconKey size={16} />}
          onClick={submit}
          loading={save.isPending}
          data-testid="user-password-save"
        >
          {t('users.setPasswordButton')}
        </Button>
      </Group>
    </Stack>
  );
}
