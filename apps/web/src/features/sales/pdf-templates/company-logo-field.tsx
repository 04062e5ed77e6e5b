import { UPLOAD_BELONGS_TO, UPLOAD_CALLS } from '@backoffice/domain';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call, refresh as refreshCalls, useCall } from '../../../platform/call.ts';
import { FileImage } from '../../../platform/file-image.tsx';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { readAsBase64 } from '../../employees/index.ts';

const LOGO_SECTION = { belongsTo: UPLOAD_BELONGS_TO.company, belongsId: 0, belongsKind: 1 };

/**
 * The company logo (upload belongsTo 15 kind 1): the logo of every PDF template without its own; shown, replaced or
 * removed by administrators.
 */
export function CompanyLogoField() {
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
