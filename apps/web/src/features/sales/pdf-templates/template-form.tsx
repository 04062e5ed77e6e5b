import {
  INVOICE_SECTION_UPLOADS,
  LOGO_POSITIONS,
  PDF_FONTS,
  PDF_TEMPLATE_TYPE_CODES,
  type TPdfTemplate,
  UPLOAD_CALLS,
} from '@backoffice/domain';
import {
  Button,
  Checkbox,
  ColorInput,
  FileButton,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/call.ts';
import { FileImage } from '../../../platform/file-image.tsx';
import { SegmentedChoice } from '../../../platform/forms/segmented-choice.tsx';
import type { Form } from '../../../platform/forms/use-form.ts';
import { notifyError } from '../../../platform/notices.ts';
import { readAsBase64 } from '../../employees/index.ts';

type TemplateForm = Form<TPdfTemplate, TPdfTemplate>;

/** The template's own logo: uploaded here (checked by the server on save), or none to use the company logo. */
function LogoField({ form, disabled }: { form: TemplateForm; disabled: boolean }) {
  const { t } = useTranslation();
  const upload = useMutation({
    mutationFn: async (file: File) =>
      call(UPLOAD_CALLS.upload, {
        ...INVOICE_SECTION_UPLOADS.templateLogo,
        fileName: file.name,
        mimeType: file.type,
        contentBase64: await readAsBase64(file),
      }),
    onSuccess: (saved) => form.setValue('logoUploadId', saved.id),
    onError: (error) => notifyError(error, { action: t('invoices.template.logoFailed') }),
  });
  const own = form.values.logoUploadId > 0;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('pdfTemplates.logo')}
      </Text>
      <Group gap="sm">
        {own ? (
          <FileImage
            uploadId={form.values.logoUploadId}
            h={40}
            w="auto"
            fit="contain"
            alt={t('pdfTemplates.ownLogo')}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('pdfTemplates.companyLogo')}
          </Text>
        )}
        {!disabled && (
          <FileButton onChange={(file) => file && upload.mutate(file)} accept="image/png,image/jpeg">
            {(props) => (
              <Button {...props} size="xs" variant="light" loading={upload.isPending} data-testid="pdf-template-logo">
                {t('pdfTemplates.uploadLogo')}
              </Button>
            )}
          </FileButton>
        )}
        {own && !disabled && (
          <Button size="xs" variant="subtle" onClick={() => form.setValue('logoUploadId', 0)}>
            {t('pdfTemplates.removeLogo')}
          </Button>
        )}
      </Group>
      {form.errors.logoUploadId && (
        <Text size="xs" c="red">
          {form.errors.logoUploadId}
        </Text>
      )}
    </Stack>
  );
}

/** The fields of a PDF template: type, name, active, colours, font, logo, footer and bank account. */
export function TemplateForm({ form, disabled }: { form: TemplateForm; disabled: boolean }) {
  const { t } = useTranslation();
  const { values, errors, setValue } = form;
  const text = (key: 'name' | 'iban' | 'bic' | 'accountHolder', label: string) => ({
    label,
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValue(key, event.currentTarget.value),
    error: errors[key],
    disabled,
    'data-testid': `pdf-template-${key}`,
  });
  const colour = (key: 'accentColor' | 'textColor', label: string) => ({
    label,
    value: values[key],
    onChange: (value: string) => setValue(key, value),
    format: 'hex' as const,
    error: errors[key],
    disabled,
    'data-testid': `pdf-template-${key}`,
  });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...text('name', t('pdfTemplates.name'))} />
        <Select
          label={t('pdfTemplates.type')}
          value={String(values.type)}
          onChange={(value) => value && setValue('type', Number(value) as TPdfTemplate['type'])}
          data={PDF_TEMPLATE_TYPE_CODES.map((code) => ({
            value: String(code),
            label: t(`pdfTemplates.types.${code}`),
          }))}
          allowDeselect={false}
          disabled={disabled}
          data-testid="pdf-template-type"
        />
        <ColorInput {...colour('accentColor', t('invoices.template.accentColor'))} />
        <ColorInput {...colour('textColor', t('pdfTemplates.textColor'))} />
        <Select
          label={t('pdfTemplates.font')}
          value={values.font}
          onChange={(value) => value && setValue('font', value as TPdfTemplate['font'])}
          data={[...PDF_FONTS]}
          allowDeselect={false}
          disabled={disabled}
          data-testid="pdf-template-font"
        />
        <SegmentedChoice
          fullWidth
          label={t('invoices.template.logoPosition')}
          value={values.logoPosition}
          onChange={(value) => setValue('logoPosition', value)}
          data={LOGO_POSITIONS.map((value) => ({ value, label: t(`invoices.template.positions.${value}`) }))}
          disabled={disabled}
        />
      </SimpleGrid>
      <LogoField form={form} disabled={disabled} />
      <Textarea
        label={t('invoices.template.footer')}
        value={values.footer}
        onChange={(event) => setValue('footer', event.currentTarget.value)}
        error={errors.footer}
        autosize
        minRows={2}
        disabled={disabled}
        data-testid="pdf-template-footer"
      />
      <Checkbox
        label={t('pdfTemplates.footerNumbers')}
        checked={values.footerNumbers === 1}
        onChange={(event) => setValue('footerNumbers', event.currentTarget.checked ? 1 : 0)}
        disabled={disabled}
      />
      {/* Two columns: in three, an IBAN (18 characters and more) did not fit its field. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...text('iban', t('invoices.template.iban'))} />
        <TextInput {...text('bic', t('invoices.template.bic'))} />
        <TextInput
          {...text('accountHolder', t('invoices.template.accountHolder'))}
          placeholder={t('invoices.template.accountHolderHint')}
        />
      </SimpleGrid>
      <Checkbox
        label={t('pdfTemplates.active')}
        checked={values.active === 1}
        onChange={(event) => setValue('active', event.currentTarget.checked ? 1 : 0)}
        disabled={disabled}
        data-testid="pdf-template-active"
      />
    </Stack>
  );
}
