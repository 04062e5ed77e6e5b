import { PDF_TEMPLATE_CALLS, type TPdfTemplate, ZPdfTemplate } from '@backoffice/domain';
import { Anchor, Box, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callFile } from '../../../platform/call.ts';

const DELAY_MS = 600;
/** The browser's PDF viewer: the page at the frame's width, without the thumbnails that took half of it. */
const VIEWER_OPTIONS = '#navpanes=0&view=FitH';

/**
 * The live preview: a sample invoice rendered by the server with the template as edited, shortly after the last
 * change (a value the schema refuses keeps the last good preview).
 */
export function TemplatePreview({ template }: { template: TPdfTemplate }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string>();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const key = JSON.stringify(template);

  useEffect(() => {
    const parsed = ZPdfTemplate.safeParse(JSON.parse(key));
    if (!parsed.success) return;
    let made: string | undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      setState('loading');
      callFile(PDF_TEMPLATE_CALLS.previewPdfTemplate, parsed.data)
        .then(({ blob }) => {
          if (cancelled) return;
          made = URL.createObjectURL(blob);
          setUrl(made);
          setState('ready');
        })
        .catch(() => !cancelled && setState('failed'));
    }, DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      // The previous preview stays on screen until the next is ready; its address is freed a moment later.
      if (made) setTimeout(() => URL.revokeObjectURL(made as string), 10_000);
    };
  }, [key]);

  return (
    <Paper withBorder radius="md" p="md" data-testid="pdf-template-preview">
      <Stack gap="xs">
        <Text fw={500}>{t('pdfTemplates.preview')}</Text>
        <Text size="xs" c="dimmed">
          {t('pdfTemplates.previewHint')}
        </Text>
        {state === 'failed' && (
          <Text size="sm" c="red">
            {t('pdfTemplates.previewFailed')}
          </Text>
        )}
        {url ? (
          <>
            {/* Phones show no PDF inside a page: there the preview opens in a tab of its own. */}
            <Box visibleFrom="sm">
              <iframe
                src={`${url}${VIEWER_OPTIONS}`}
                title={t('pdfTemplates.preview')}
                style={{ width: '100%', height: 640, border: 0 }}
                data-testid="pdf-template-preview-frame"
                data-state={state}
              />
            </Box>
            <Anchor href={url} target="_blank" rel="noopener" size="sm" data-testid="pdf-template-preview-open">
              {t('pdfTemplates.openPreview')}
            </Anchor>
          </>
        ) : (
          <Loader size="sm" />
        )}
      </Stack>
    </Paper>
  );
}
