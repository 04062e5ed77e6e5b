import { SESSION_CALLS, ZForgotPasswordRequest } from '@backoffice/domain';
import { Alert, Button, Stack } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callPublic } from '../../platform/call-public.ts';
import { useForm } from '../../platform/forms/use-form.ts';
import { currentLanguage } from '../../platform/i18n/i18n.ts';
import { notifyError } from '../../platform/notices.ts';
import { LoginEmailInput, SessionHeading, SessionLink } from './session-form-parts.tsx';

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
      <SessionHeading title={t('forgot.title')} subtitle={t('forgot.subtitle')} />
      {sent ? (
        // The same answer whether or not the address exists, so nobody can probe for accounts.
        <Alert color="teal" icon={<IconMailForward size={18} />} data-testid="forgot-confirmation">
          {t('forgot.sent')}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <LoginEmailInput
              value={form.values.userName}
              onChange={(value) => form.setValue('userName', value)}
              error={form.errors.userName}
              testId="forgot-email"
            />
            <Button type="submit" loading={busy} fullWidth data-testid="forgot-submit">
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <SessionLink to="/Session/Auth" label={t('forgot.backToLogin')} testId="back-to-login" />
    </Stack>
  );
}
