import { PURCHASE_STATUS } from '@backoffice/domain';
import { Badge, Button, Grid, Paper, Stack, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconLock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../../platform/edit/confirm-delete.ts';
import { EditHeader, EditTitle, UnsavedBadge } from '../../../platform/edit/edit-header.tsx';
import { UnsavedGuard } from '../../../platform/edit/unsaved-guard.tsx';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { TotalsCard } from '../../sales/index.ts';
import { useSuppliers } from '../api.ts';
import { PurchaseStateBadges, purchaseState } from '../list/purchase-columns.tsx';
import type { PurchaseDetail } from '../purchase-api.ts';
import { DocumentViewer } from './document-viewer.tsx';
import {
  livePurchaseTotals,
  newPurchaseRow,
  type RowContext,
  withInvoiceDate,
  withPurchaseType,
  withSupplier,
} from './purchase-draft.ts';
import { PurchaseFields } from './purchase-fields.tsx';
import { PurchaseRows } from './purchase-rows.tsx';
import { usePurchaseDocument } from './use-purchase-document.ts';
import { usePurchaseEditor } from './use-purchase-editor.ts';

interface PurchaseEditorProps {
  record: PurchaseDetail | undefined;
  /** A new purchase's supplier (opened from the supplier's page); 0 none. */
  presetSupplier: number;
  lists: Omit<RowContext, 'supplier'> & { categories: readonly { id: number; name: string; deleted: number }[] };
}

/**
 * /Purchases/Purchases/Edit/{id}: the purchase's fields and rows with live totals, its document beside them (below on
 * a phone); purchase_admin makes a draft definitive (numbered) or deletes.
 */
export function PurchaseEditor({ record, presetSupplier, lists }: PurchaseEditorProps) {
  const { t } = useTranslation();
  const canWrite = useCanAccess('purchases', 'write');
  const isAdmin = useCanAccess('purchases', 'admin');
  const suppliers = useSuppliers();
  const supplierOf = (id: number) => suppliers.data?.find((supplier) => supplier.id === id);
  const initialContext = { ...lists, supplier: supplierOf(record ? record.supplierId : presetSupplier) };
  const editor = usePurchaseEditor(record, initialContext);
  const { draft, update } = editor;
  const context: RowContext = { ...lists, supplier: supplierOf(draft.supplierId) };
  const definitive = record?.status === PURCHASE_STATUS.definitive;
  const totals = useMemo(() => livePurchaseTotals(draft.rows, lists.vatCodes), [draft.rows, lists.vatCodes]);
  const documents = usePurchaseDocument(record?.id ?? 0, draft.uploadId, (upload) => update({ uploadId: upload.id }));
  const base = `/Purchases/Purchases/Edit/${record?.id ?? 0}`;

  const title = !record
    ? t('purchases.edit.newTitle')
    : record.number > 0
      ? t('purchases.edit.title', { number: record.number, supplier: record.supplierName })
      : t('purchases.edit.draftTitle', { supplier: record.supplierName });

  const askDefinitive = () =>
    modals.openConfirmModal({
      title: t('purchases.edit.definitiveTitle'),
      children: t('purchases.edit.definitiveQuestion'),
      labels: { confirm: t('purchases.edit.makeDefinitive'), cancel: t('common.cancel') },
      confirmProps: { 'data-testid': 'purchase-definitive-confirm' },
      onConfirm: () => void editor.save(PURCHASE_STATUS.definitive),
    });
  const askDelete = () =>
    confirmDelete({
      title: t('purchases.edit.deleteTitle'),
      question: t(record && record.number > 0 ? 'purchases.edit.deleteNumbered' : 'purchases.edit.deleteQuestion'),
      onConfirm: () => void editor.remove(),
    });

  return (
    <Stack gap="md" data-testid="purchase-edit">
      <UnsavedGuard dirty={editor.dirty && !editor.saving} base={base} leaving={editor.leaving} />
      <EditHeader
        testId="purchase"
        backTo="/Purchases/Purchases"
        backLabel={t('purchases.edit.back')}
        canDelete={record !== undefined && isAdmin && purchaseState(record) !== 'zeroed'}
        canWrite={canWrite}
        saving={editor.saving}
        onSave={() => void editor.save()}
        onDelete={askDelete}
        wrap="wrap"
        actions={
          record &&
          !definitive &&
          isAdmin && (
            <Button
              variant="light"
              leftSection={<IconLock size={16} />}
              onClick={askDefinitive}
              loading={editor.saving}
              data-testid="purchase-definitive"
            >
              {t('purchases.edit.makeDefinitive')}
            </Button>
          )
        }
      >
        <EditTitle testId="purchase-title">{title}</EditTitle>
        {record && <PurchaseStateBadges row={record} today={draft.invoiceDate} t={t} />}
        <UnsavedBadge dirty={editor.dirty} testId="purchase-dirty" label={t('purchases.edit.unsaved')} />
        {context.supplier?.subcontractor === 1 && (
          <Badge color="grape" variant="light" tt="none" data-testid="purchase-subcontractor">
            {t('purchases.edit.subcontractor')}
          </Badge>
        )}
      </EditHeader>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md">
              <PurchaseFields
                draft={draft}
                categories={lists.categories}
                onSupplier={(supplierId) => update(withSupplier(draft, { ...lists, supplier: supplierOf(supplierId) }))}
                onInvoiceDate={(date) => update(withInvoiceDate(draft, date, context.supplier?.paymentDays ?? 0))}
                update={update}
                errors={editor.errors}
                locked={definitive}
                readOnly={!canWrite}
              />
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Title order={3} size="h5" mb="xs">
                {t('purchases.rows.title')}
              </Title>
              <PurchaseRows
                rows={draft.rows}
                onChange={(rows) => update({ rows })}
                newRow={() => newPurchaseRow(context)}
                withType={(row, typeId) => withPurchaseType(row, typeId, context)}
                purchaseTypes={lists.purchaseTypes}
                vatCodes={lists.vatCodes}
                invoiceDate={draft.invoiceDate}
                errors={editor.errors}
                readOnly={!canWrite || definitive}
              />
              <TotalsCard
                testId="purchase"
                totals={totals}
                vatCodes={lists.vatCodes}
                amountOpen={definitive ? record?.amountOpen : undefined}
              />
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <DocumentViewer
            document={documents.document}
            canUpload={canWrite}
            uploading={documents.uploading}
            onUpload={documents.upload}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
