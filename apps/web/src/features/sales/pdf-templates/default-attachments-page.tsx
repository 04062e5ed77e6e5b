import { INVOICE_SECTION_UPLOADS } from '@backoffice/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { SectionFiles } from '../../employees/index.ts';
import { PageIntro } from '../invoices/page-intro.tsx';

// The section's belongsKind goes with it into sectionUploads, so only the attachments are listed (not template logos).
const SECTION = INVOICE_SECTION_UPLOADS.defaultAttachment;
const KINDS = [SECTION.belongsKind];

/** Sales/DefaultAttachmentsInvoice: the files every invoice mail carries after the invoice PDF. */
export function DefaultAttachmentsPage() {
  const { t } = useTranslation();
  const canWrite = useCanAccess('sales', 'write');
  return (
    <Stack gap="md" data-testid="default-attachments-page">
      <PageIntro title={t('pdfTemplates.attachments.title')} intro={t('pdfTemplates.attachments.intro')} />
      <SectionFiles
        tableId="default-invoice-attachments"
        section={SECTION}
        kinds={KINDS}
        photoKinds={[]}
        kindLabel={() => t('pdfTemplates.attachments.menu')}
        defaults={[]}
        canWrite={canWrite}
      />
    </Stack>
  );
}
