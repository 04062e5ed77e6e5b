import type { TOwnerChoice, ZOwnersUserRequest } from '@backoffice/domain';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../platform/api-client.ts';
import { callPublic } from '../../platform/call-public.ts';
import { useForm } from '../../platform/forms/use-form.ts';
import { errorLine } from '../../platform/notice-text.ts';
import { clearNotices } from '../../platform/notices.ts';
import { rememberedPath, startSession } from '../../platform/session/session-store.ts';
import { LoginEmailInput, SessionHeading, SessionLink } from './session-form-parts.tsx';

const loadOwnerSelect = () => import('./owner-select.tsx');
// The shared schemas (and zod) load when the user starts typing or submits: the page shows without them.
const loadSchemas = () => import('@backoffice/domain/api/session');
const OwnerSelect = lazy(() => loadOwnerSelect().then((module) => ({ default: module.OwnerSelect })));

type Credentials = { userName: string; password: string };

/** Wrong credentials come back as 400/401/403/404; those get the access-denied message, the rest the catalogue. */
function isLoginRefusal(error: unknown): boolean {
  return error instanceof ApiError && [400, 401, 403, 404].includes(error.status);
}

export function AuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<typeof ZOwnersUserRequest, Credentials>(null, { userName: '', password: '' });
  const [owners, setOwners] = useState<TOwnerChoice[] | null>(null);
  const [ownerId, setOwnerId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Why the last try failed, shown on the form itself (a notice would cover the logo and go away by itself).
  // A translation key, or the error of a failed call; worded at render time, so a language switch rewords it.
  const [problem, setProblem] = useState<{ key: string } | { error: unknown } | null>(null);

  const login = async (credentials: Credentials, owner: TOwnerChoice) => {
    const { SESSION_CALLS } = await loadSchemas();
    const { token } = await callPublic(SESSION_CALLS.login, { ...credentials, ownerId: owner.id });
    // A token for employee_portal or basic alone opens no back-office session (spec 002 §6).
    if (!(await startSession(token, owner.name))) {
      setProblem({ key: 'auth.accessDenied' });
      return;
    }
    clearNotices();
    await navigate(rememberedPath(), { replace: true });
  };

  const submit = async (credentials: Credentials) => {
    if (owners) {
      const owner = owners.find((choice) => String(choice.id) === ownerId);
      if (owner) await login(credentials, owner);
      return;
    }
    // Loads while the server checks the password, in case the answer is a choice of owners.
    loadOwnerSelect().catch(() => undefined);
    const { SESSION_CALLS } = await loadSchemas();
    const choices = await callPublic(SESSION_CALLS.ownersUser, credentials);
    const [first] = choices;
    if (!first) setProblem({ key: 'auth.noOwners' });
    else if (choices.length === 1) await login(credentials, first);
    else {
      setOwners(choices);
      setOwnerId(String(first.id));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    loadSchemas()
      .then(async ({ ZOwnersUserRequest }) => {
        const credentials = form.validate(ZOwnersUserRequest);
        if (credentials) await submit(credentials);
      })
      .catch((error: unknown) => {
        if (isLoginRefusal(error)) setProblem({ key: 'auth.loginFailed' });
        else setProblem({ error });
      })
      .finally(() => setBusy(false));
  };

  // Changing the credentials after the owner list arrived starts over.
  const edit = (key: keyof Credentials, value: string) => {
    loadSchemas().catch(() => undefined);
    form.setValue(key, value);
    setOwners(null);
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="login-form">
      <Stack gap="md">
        <SessionHeading title={t('auth.title')} subtitle={t('auth.subtitle')} />
        <LoginEmailInput
          value={form.values.userName}
          onChange={(value) => edit('userName', value)}
          error={form.errors.userName}
          testId="login-email"
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          leftSection={<IconLock size={16} />}
          value={form.values.password}
          onChange={(event) => edit('password', event.currentTarget.value)}
          error={form.errors.password}
          data-testid="login-password"
        />
        {owners && (
          <Suspense>
            <OwnerSelect owners={owners} value={ownerId} onChange={setOwnerId} />
          </Suspense>
        )}
        {/* Always in the page, so screen readers announce the text when it appears. */}
        <div aria-live="assertive" aria-atomic="true">
          {problem && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="login-error">
              {'key' in problem ? t(problem.key) : errorLine(problem.error, t, t('auth.loginError'))}
            </Alert>
          )}
        </div>
        <Button type="submit" loading={busy} fullWidth data-testid="login-submit">
          {owners ? t('auth.continue') : t('auth.submit')}
        </Button>
        <SessionLink to="/Session/ForgotPW" label={t('auth.forgot')} testId="login-forgot" />
      </Stack>
    </form>
  );
}
