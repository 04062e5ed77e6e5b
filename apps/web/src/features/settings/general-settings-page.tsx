import { callKey, SETTINGS_CALLS, type TOwner, ZSaveOwnerRequest } from '@backoffice/domain';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall, useCallMutation } from '../../platform/call.ts';
import { useForm } from '../../platform/forms/use-form.ts';
import { LANGUAGES } from '../../platform/i18n/i18n.ts';
import { notifyError, notifySuccess } from '../../platform/notices.ts';
import { PageLoader } from '../../platform/pages/page-loader.tsx';
import { setOwnerName, useSession } from '../../platform/session/session-store.ts';
import { COUNTRIES, countryName, FLAG_SETTINGS, toOwnerForm, toSaveOwner } from './owner-form.ts';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Text fw={600} mb="md">
        {title}
      </Text>
      {children}
    </Paper>
  );
}

function OwnerForm({ owner }: { owner: TOwner }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm(ZSaveOwnerRequest, toOwnerForm(owner), { toInput: (values) => toSaveOwner(owner, values) });
  const { values, errors } = form;
  const countries = useMemo(() => {
    const codes = COUNTRIES.includes(values.country) ? COUNTRIES : [values.country, ...COUNTRIES];
    return codes.map((code) => ({ value: code, label: countryName(code, i18n.language) }));
  }, [values.country, i18n.language]);

  const save = useCallMutation(SETTINGS_CALLS.saveOwner, {
    onSuccess: (saved) => {
      queryClient.setQueryData(callKey(SETTINGS_CALLS.getOwner, { id: owner.id }), saved);
      setOwnerName(saved.name);
      notifySuccess(t('settings.saved'));
    },
    onError: (error) => notifyError(error, { action: t('settings.saveFailed') }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const payload = form.validate();
    if (payload && !save.isPending) save.mutate(payload);
  };

  const text = (key: 'name' | 'email' | 'phone' | 'address' | 'postalCode' | 'city' | 'cocNumber' | 'vatNumber') => ({
    label: t(`settings.fields.${key}`),
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => form.setValue(key, event.currentTarget.value),
    error: key === 'name' ? errors.name : errors[`settings.${key}`],
    'data-testid': `settings-${key}`,
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Section title={t('settings.sections.company')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...text('name')} withAsterisk />
            <TextInput {...text('email')} type="email" />
            <TextInput {...text('phone')} type="tel" />
          </SimpleGrid>
        </Section>
        <Section title={t('settings.sections.address')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...text('address')} />
            <TextInput {...text('postalCode')} />
            <TextInput {...text('city')} />
            <Select
              label={t('settings.fields.country')}
              data={countries}
              value={values.country}
              onChange={(next) => form.setValue('country', next ?? 'NL')}
              allowDeselect={false}
              searchable
              error={errors['settings.country']}
              data-testid="settings-country"
            />
          </SimpleGrid>
        </Section>
        <Section title={t('settings.sections.registration')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...text('cocNumber')} />
            <TextInput {...text('vatNumber')} />
          </SimpleGrid>
        </Section>
        <Section title={t('settings.sections.preferences')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('settings.fields.locale')}
              data={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
              value={values.locale}
              onChange={(next) => form.setValue('locale', next ?? 'nl')}
              allowDeselect={false}
              error={errors['settings.locale']}
              data-testid="settings-locale"
            />
            <NumberInput
              label={t('settings.fields.KMFee')}
              description={t('settings.kmFeeHint')}
              prefix="€ "
              decimalScale={2}
              fixedDecimalScale
              min={0}
              max={1000}
              decimalSeparator={i18n.language === 'en' ? '.' : ','}
              value={values.kmFeeEuros}
              onChange={(next) => form.setValue('kmFeeEuros', typeof next === 'number' ? next : '')}
              error={errors['settings.KMFee']}
              data-testid="settings-KMFee"
            />
          </SimpleGrid>
          <Stack gap="xs" mt="md">
            {FLAG_SETTINGS.map((key) => (
              <Checkbox
                key={key}
                label={t(`settings.fields.${key}`)}
                checked={values[key]}
                onChange={(event) => form.setValue(key, event.currentTarget.checked)}
                data-testid={`settings-${key}`}
              />
            ))}
          </Stack>
        </Section>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="settings-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function GeneralSettingsPage() {
  const { t } = useTranslation();
  const ownerId = useSession()?.claims.ownerId ?? 0;
  const owner = useCall(SETTINGS_CALLS.getOwner, { id: ownerId });

  return (
    <Stack gap="md" maw={960} data-testid="general-settings-page">
      <Title order={2} size="h3">
        {t('settings.title')}
      </Title>
      {owner.isError ? (
        <Text c="red">{t('notices.loadFailed')}</Text>
      ) : owner.data ? (
        <OwnerForm key={owner.data.id} owner={owner.data} />
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
