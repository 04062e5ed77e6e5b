import {
  INVOICE_SETTING_CALLS,
  LOGO_POSITIONS,
  type TInvoiceTemplate,
  UPLOAD_BELONGS_TO,
  UPLOAD_CALLS,
} from '@backoffice/domain';
import {
  Button,
  ColorInput,
  FileButton,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../platform/api-client.ts';
import { call, refresh as refreshCalls, useCall, useCallMutation } from '../../../../platform/call.ts';
import { FileImage } from '../../../../platform/file-image.tsx';
import { notifyError, notifySuccess } from '../../../../platform/notices.ts';
import { useCanAccess } from '../../../../platform/session/session-store.ts';
import { readAsBase64 } from '../../../employees/index.ts';
import { useInvoiceTemplates } from '../api.ts';

const LOGO_SECTION = { belongsTo: UPLOAD_BELONGS_TO.company, belongsId: 0, belongsKind: 1 };

/** The company logo on invoices (upload belongsTo 15 kind 1): shown, replaced or removed by administrators. */
function LogoField() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canChange = useCanAccess('settings', 'write');
  const uploads = useCall(UPLOAD_CALLS.sectionUploads, LOGO_SECTION);
  const logo = uploads.data?.filter((upload) => upload.belongsKind === 1).at(-1);
  const refresh = () => refreshCalls(queryClient, [UPLOAD_CALLS.sectionUploads]);
  const change = useMutation({
    mutationFn: async (file: File | null) => {
      if (file) {
        const contentBase64 = await readAsBase64(file);
        await call(UPLOAD_CALLS.upload, { ...LOGO_SECTION, fileName: file.name, mimeType: file.type, contentBase64 });
      }
      if (logo) await call(UPLOAD_CALLS.deleteUpload, { id: logo.id });
    },
    onSuccess: async () => {
      await refresh();
      notifySuccess(t('invoices.template.logoSaved'));
    },
    onError: (error) => notifyError(error, { action: t('invoices.template.logoFailed') }),
  });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('invoices.template.logo')}
      </Text>
      <Group gap="sm" align="center">
        {logo ? (
          <FileImage
            uploadId={logo.id}
            h={48}
            w="auto"
            fit="contain"
            alt={t('invoices.template.logo')}
            data-testid="invoice-logo"
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('invoices.template.noLogo')}
          </Text>
        )}
        {canChange && (
          <>
            <FileButton onChange={(file) => file && change.mutate(file)} accept="image/png,image/jpeg">
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="light"
                  loading={change.isPending}
                  data-testid="invoice-logo-upload"
                >
                  {t(logo ? 'invoices.template.replaceLogo' : 'invoices.template.uploadLogo')}
                </Button>
              )}
            </FileButton>
            {logo && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => change.mutate(null)}
                data-testid="invoice-logo-remove"
              >
                {t('invoices.template.removeLogo')}
              </Button>
            )}
          </>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t(canChange ? 'invoices.template.logoHint' : 'invoices.template.logoAdmin')}
      </Text>
    </Stack>
  );
}

/** The invoice template: accent colour, logo position, footer and the bank account invoices ask to pay to. */
export function TemplateCard() {
  const { t } = useTranslation();
  const canWrite = useCanAccess('sales', 'write');
  const templates = useInvoiceTemplates();
  const [template, setTemplate] = useState<TInvoiceTemplate | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (templates.data?.[0]) setTemplate(templates.data[0]);
  }, [templates.data]);
  const save = useCallMutation(INVOICE_SETTING_CALLS.saveInvoiceTemplate, {
    refreshes: [INVOICE_SETTING_CALLS.allInvoiceTemplates],
    onSuccess: () => {
      setErrors({});
      notifySuccess(t('invoices.template.saved'));
    },
    onError: (error) => {
      if (error instanceof ApiError)
        setErrors(Object.fromEntries(error.issues.map((issue) => [issue.path, t('invoices.template.invalid')])));
      notifyError(error, { action: t('invoices.template.saveFailed') });
    },
  });
  if (!template) return null;
  const set = (patch: Partial<TInvoiceTemplate>) => setTemplate({ ...template, ...patch });
  const text = (key: 'footer' | 'iban' | 'bic' | 'accountHolder') => ({
    label: t(`invoices.template.${key}`),
    value: template[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set({ [key]: event.currentTarget.value }),
    error: errors[key],
    disabled: !canWrite,
    'data-testid': `invoice-template-${key}`,
  });
  return (
    <Paper withBorder radius="md" p="md" data-testid="invoice-template">
      <Title order={3} size="h5" mb="xs">
        {t('invoices.template.title')}
      </Title>
      <Stack gap="sm">
        <LogoField />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ColorInput
            label={t('invoices.template.accentColor')}
            value={template.accentColor}
            onChange={(accentColor) => set({ accentColor })}
            format="hex"
            disabled={!canWrite}
            error={errors.accentColor}
            data-testid="invoice-template-accentColor"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('invoices.template.logoPosition')}
            </Text>
            <SegmentedControl
              value={template.logoPosition}
              onChange={(value) => set({ logoPosition: value as TInvoiceTemplate['logoPosition'] })}
              data={LOGO_POSITIONS.map((value) => ({ value, label: t(`invoices.template.positions.${value}`) }))}
              disabled={!canWrite}
              data-testid="invoice-template-logoPosition"
            />
          </Stack>
          <TextInput {...text('iban')} />
          <TextInput {...text('bic')} />
          <TextInput {...text('accountHolder')} placeholder={t('invoices.template.accountHolderHint')} />
          <TextInput {...text('footer')} />
        </SimpleGrid>
        {canWrite && (
          <Group justify="flex-end">
            <Button onClick={() => save.mutate(template)} loading={save.isPending} data-testid="invoice-template-save">
              {t('common.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
