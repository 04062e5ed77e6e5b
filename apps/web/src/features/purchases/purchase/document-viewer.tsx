import { Box, Button, Center, FileButton, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FileImage } from '../../../platform/file-image.tsx';
import { openFile, useFileBlobUrl } from '../../../platform/files.ts';
import { notifyError } from '../../../platform/notices.ts';

/** A stored document: its id and type, from the upload. */
export interface PurchaseDocument {
  id: number;
  fileName: string;
  mimeType: string;
}

/** What can be uploaded as the purchase's document: a scan, a PDF or an e-invoice's XML. */
const DOCUMENT_TYPES = 'application/pdf,image/png,image/jpeg,image/webp,application/xml,text/xml';
/** Browsers show PDFs in a frame only on wider screens; a phone opens them in a tab. */
const VIEWER_OPTIONS = '#navpanes=0&view=FitH';

function PdfFrame({ document, title }: { document: PurchaseDocument; title: string }) {
  const { t } = useTranslation();
  const { url, failed } = useFileBlobUrl(document.id);
  if (failed) return <Text c="red">{t('purchases.document.loadFailed')}</Text>;
  if (!url)
    return (
      <Center h={200}>
        <Loader size="sm" />
      </Center>
    );
  return (
    <iframe
      src={`${url}${VIEWER_OPTIONS}`}
      title={title}
      style={{ width: '100%', height: '75vh', border: 0, borderRadius: 4 }}
      data-testid="purchase-document-frame"
    />
  );
}

interface DocumentViewerProps {
  document: PurchaseDocument | undefined;
  canUpload: boolean;
  uploading: boolean;
  onUpload: (file: File) => void;
}

/**
 * The purchase's document (the supplier's invoice: a scan, a PDF or an e-invoice) beside the form: a picture or a PDF
 * is shown, anything else opens in a tab. Replacing it uploads the new file.
 */
export function DocumentViewer({ document, canUpload, uploading, onUpload }: DocumentViewerProps) {
  const { t } = useTranslation();
  const open = () =>
    document &&
    openFile(async () => document.id).catch((error: unknown) =>
      notifyError(error, { action: t('purchases.document.loadFailed') }),
    );
  const title = document?.fileName ?? t('purchases.document.title');
  return (
    <Paper withBorder radius="md" p="md" data-testid="purchase-document">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="purchase-document-name">
            {document ? document.fileName : t('purchases.document.title')}
          </Text>
          <Group gap="xs">
            {document && (
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconExternalLink size={14} />}
                onClick={() => void open()}
                data-testid="purchase-document-open"
              >
                {t('purchases.document.open')}
              </Button>
            )}
            {canUpload && (
              <FileButton onChange={(file) => file && onUpload(file)} accept={DOCUMENT_TYPES}>
                {(props) => (
                  <Button
                    {...props}
                    size="xs"
                    variant="light"
                    loading={uploading}
                    leftSection={<IconFileUpload size={14} />}
                    data-testid="purchase-document-upload"
                  >
                    {t(document ? 'purchases.document.replace' : 'purchases.document.upload')}
                  </Button>
                )}
              </FileButton>
            )}
          </Group>
        </Group>
        {!document && (
          <Text size="sm" c="dimmed" data-testid="purchase-document-none">
            {t('purchases.document.none')}
          </Text>
        )}
        {document?.mimeType.startsWith('image/') && (
          <FileImage
            uploadId={document.id}
            alt={title}
            fit="contain"
            mah="75vh"
            data-testid="purchase-document-image"
          />
        )}
        {document?.mimeType === 'application/pdf' && (
          <Box visibleFrom="sm">
            <PdfFrame document={document} title={title} />
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
