import { SESSION_CALLS, ZForgotPasswordRequest } from '@backoffice/domain';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMail, IconMailForward } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callPublic } from '../../platform/call-public.ts';
import { useForm } from '../../platform/forms/use-form.ts';
import { currentLanguage } from '../../platform/i18n/i18n.ts';
import { notifyError } from '../../platform/notices.ts';

export function ForgotPwPage() {
  const { t } = useTranslation();
  // The mail is written in the language of this page.
  const form = useForm(
    ZForgotPasswordRequest,
    { userName: '' },
    { toInput: (values) => ({ ...values, locale: currentLanguage() }) },
  );
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const request = form.validate();
    if (!request || busy) return;
    setBusy(true);
    callPublic(SESSION_CALLS.forgotPassword, request)
      .then(() => setSent(true))
      .catch((error: unknown) => notifyError(error, { action: t('forgot.failed') }))
      .finally(() => setBusy(false));
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={3}>{t('forgot.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('forgot.subtitle')}
        </Text>
      </div>
      {sent ? (
        // The same answer whether or not the address exists, so nobody can probe for accounts.
        <Alert color="teal" icon={<IconMailForward size={18} />} data-testid="forgot-confirmation">
          {t('forgot.sent')}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('auth.email')}
              type="email"
              autoComplete="username"
              leftSection={<IconMail size={16} />}
              value={form.values.userName}
              onChange={(event) => form.setValue('userName', event.currentTarget.value)}
              error={form.errors.userName}
              data-testid="forgot-email"
              autoFocus
            />
            <Button type="submit" loading={busy} fullWidth data-testid="forgot-submit">
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/Session/Auth" size="sm" ta="center" data-testid="back-to-login">
        {t('forgot.backToLogin')}
      </Anchor>
    </Stack>
  );
}
