import {
  landingAfterPasswordSet,
  SESSION_CALLS,
  type TSessionUser,
  ZSetPasswordRequest,
  ZUserByIdKeyRequest,
} from '@backoffice/domain';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../platform/api-client.ts';
import { callPublic, publicCallKey } from '../../platform/call-public.ts';
import { NewPasswordInputs } from '../../platform/forms/new-password-inputs.tsx';
import { passwordTwice } from '../../platform/forms/password-form.ts';
import { useForm } from '../../platform/forms/use-form.ts';
import { notifyError, notifySuccess } from '../../platform/notices.ts';
import { PageLoader } from '../../platform/pages/page-loader.tsx';
import { QueryProvider } from '../../platform/query-provider.tsx';
import { SessionHeading, SessionLink } from './session-form-parts.tsx';

const ZPasswordForm = passwordTwice(ZSetPasswordRequest.shape.password);

/** A key the server does not know (anymore) answers 404 (or 400 when malformed). */
const isBadKey = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

function KeyNotValid() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="reset-key-invalid">
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('reset.keyInvalid')}>
        {t('reset.keyInvalidText')}
      </Alert>
      <SessionLink to="/Session/ForgotPW" label={t('reset.requestNew')} />
    </Stack>
  );
}

function ResetForm({ id, keyText, user }: { id: number; keyText: string; user: TSessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm(ZPasswordForm, { password: '', confirmation: '' });
  const [busy, setBusy] = useState(false);
  const [keyRejected, setKeyRejected] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate();
    if (!parsed || busy) return;
    setBusy(true);
    callPublic(SESSION_CALLS.setPassword, { id, key: keyText, password: parsed.password })
      .then((saved) => {
        // The key is used up: opening the link again must ask the server, not show the cached user.
        queryClient.removeQueries({ queryKey: publicCallKey(SESSION_CALLS.userByIdKey) });
        notifySuccess(t('reset.done'));
        void navigate(landingAfterPasswordSet(saved), { replace: true });
      })
      .catch((error: unknown) => {
        if (isBadKey(error)) setKeyRejected(true);
        else notifyError(error, { action: t('reset.failed') });
      })
      .finally(() => setBusy(false));
  };

  if (keyRejected) return <KeyNotValid />;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput label={t('auth.email')} value={user.userName} readOnly variant="filled" data-testid="reset-user" />
        <NewPasswordInputs
          form={form}
          testIds={{ password: 'reset-password', confirmation: 'reset-confirmation' }}
          focus="page"
        />
        <Button type="submit" loading={busy} fullWidth data-testid="reset-submit">
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function ResetPw() {
  const { t } = useTranslation();
  const params = useParams();
  const request = ZUserByIdKeyRequest.safeParse({ id: params.id, key: params.key });
  const user = useQuery({
    queryKey: publicCallKey(SESSION_CALLS.userByIdKey, request.data),
    queryFn: () => callPublic(SESSION_CALLS.userByIdKey, request.data ?? { id: 0, key: '' }),
    meta: { silent: true },
    retry: false,
    enabled: request.success,
  });

  let body: React.ReactNode;
  if (!request.success || (user.isError && isBadKey(user.error))) body = <KeyNotValid />;
  else if (user.isError) {
    body = (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="reset-load-error">
        {t('reset.failed')}
      </Alert>
    );
  } else if (!user.data) body = <PageLoader />;
  else body = <ResetForm id={request.data.id} keyText={request.data.key} user={user.data} />;

  return (
    <Stack gap="md">
      <SessionHeading title={t('reset.title')} subtitle={t('reset.subtitle')} />
      {body}
    </Stack>
  );
}

export function ResetPwPage() {
  return (
    <QueryProvider>
      <ResetPw />
    </QueryProvider>
  );
}
