import { type TUpload, UPLOAD_BELONGS_TO, UPLOAD_CALLS } from '@backoffice/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call, useCall } from '../../../platform/call.ts';
import { notifyError } from '../../../platform/notices.ts';
import { readAsBase64 } from '../../employees/index.ts';
import type { PurchaseDocument } from './document-viewer.tsx';

/**
 * The purchase's document (upload belongsTo purchase): the stored one, found among the purchase's files by its
 * uploadId, or one just uploaded (belongsId 0 until the purchase is saved). `onUploaded` puts the new id in the draft.
 */
export function usePurchaseDocument(purchaseId: number, uploadId: number, onUploaded: (upload: TUpload) => void) {
  const { t } = useTranslation();
  const section = { belongsTo: UPLOAD_BELONGS_TO.purchase, belongsId: purchaseId };
  const files = useCall(UPLOAD_CALLS.sectionUploads, section, { enabled: uploadId > 0 });
  const stored = files.data?.find((file) => file.id === uploadId);
  // A document uploaded before the purchase's first save stays under belongsId 0.
  const unsaved = useCall(
    UPLOAD_CALLS.sectionUploads,
    { ...section, belongsId: 0 },
    { enabled: uploadId > 0 && files.isSuccess && !stored },
  );
  const upload = useMutation({
    mutationFn: async (file: File) =>
      call(UPLOAD_CALLS.upload, {
        ...section,
        fileName: file.name,
        mimeType: file.type || 'application/octet-stream',
        contentBase64: await readAsBase64(file),
      }),
    onSuccess: onUploaded,
    onError: (error) => notifyError(error, { action: t('purchases.document.uploadFailed') }),
  });
  const fresh = upload.data?.id === uploadId ? upload.data : undefined;
  const document: PurchaseDocument | undefined =
    uploadId > 0 ? (fresh ?? stored ?? unsaved.data?.find((file) => file.id === uploadId)) : undefined;
  return { document, upload: (file: File) => upload.mutate(file), uploading: upload.isPending };
}
