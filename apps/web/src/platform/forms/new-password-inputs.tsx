import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Form } from './use-form.ts';

interface NewPasswordInputsProps {
  form: Form<{ password: string; confirmation: string }, unknown>;
  /** data-testid of the password and of its confirmation. */
  testIds: { password: string; confirmation: string };
  /** In a modal Mantine focuses the field marked data-autofocus; on a page the browser's autoFocus does. */
  focus: 'modal' | 'page';
}

/** A new password typed twice (the form of `passwordTwice`): the reset page and the own-password dialog. */
export function NewPasswordInputs({ form, testIds, focus }: NewPasswordInputsProps) {
  const { t } = useTranslation();
  const focusFirst = focus === 'modal' ? { 'data-autofocus': true } : { autoFocus: true };
  return (
    <>
      <PasswordInput
        label={t('reset.password')}
        autoComplete="new-password"
        value={form.values.password}
        onChange={(event) => form.setValue('password', event.currentTarget.value)}
        error={form.errors.password}
        data-testid={testIds.password}
        {...focusFirst}
      />
      <PasswordInput
        label={t('reset.confirmation')}
        autoComplete="new-password"
        value={form.values.confirmation}
        onChange={(event) => form.setValue('confirmation', event.currentTarget.value)}
        error={form.errors.confirmation}
        data-testid={testIds.confirmation}
      />
    </>
  );
}
