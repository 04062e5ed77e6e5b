import { isPurchaseTypeActive } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { Alert, Button, FileInput, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileCode } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsNarrow } from '../../../platform/layout/use-is-phone.ts';
import { useSuppliers } from '../api.ts';
import { usePurchaseCategories, usePurchaseSettings, usePurchaseTypes } from '../purchase-api.ts';
import { NewSupplierStep } from './new-supplier-step.tsx';
import { type ImportChoices, useEInvoiceImport } from './use-einvoice-import.ts';

/** What the file input takes: a UBL invoice or credit note is XML. */
const XML_TYPES = '.xml,application/xml,text/xml';

type Option = { value: string; label: string };
const asValue = (id: number) => (id ? String(id) : null);

/** The category (the settings' first) and purchase type (empty: the supplier's) the draft is booked with. */
function useChoiceOptions() {
  const categories = usePurchaseCategories();
  const types = usePurchaseTypes();
  const settings = usePurchaseSettings();
  return useMemo(() => {
    const today = todayIso();
    const option = (item: { id: number; name: string }): Option => ({ value: String(item.id), label: item.name });
    return {
      categories: (categories.data ?? []).filter((category) => !category.deleted).map(option),
      types: (types.data ?? []).filter((type) => isPurchaseTypeActive(type, today)).map(option),
      defaults: settings.data && { categoryId: settings.data.categoryId, purchaseTypeId: settings.data.purchaseTypeId },
    };
  }, [categories.data, types.data, settings.data]);
}

/**
 * Upload e-invoice: a supplier's UBL file becomes a draft purchase invoice. An unknown supplier is created from the
 * invoice or chosen; a second purchase with the same invoice number is confirmed first.
 */
export function EInvoiceDialog({ supplierId, onClose }: { supplierId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const isPhone = useIsNarrow();
  const options = useChoiceOptions();
  const [picked, setPicked] = useState<Partial<ImportChoices>>({});
  const choices: ImportChoices = {
    categoryId: picked.categoryId ?? options.defaults?.categoryId ?? 0,
    purchaseTypeId: picked.purchaseTypeId ?? options.defaults?.purchaseTypeId ?? 0,
  };
  const run = useEInvoiceImport(choices, supplierId, onClose);
  const [tried, setTried] = useState(false);
  const suppliers = useSuppliers();
  const chosenSupplier = suppliers.data?.find((supplier) => supplier.id === run.supplierId);
  const label = (key: string) => t(`purchases.einvoice.${key}`);
  const pick = (field: keyof ImportChoices, value: string | null) => {
    setPicked((current) => ({ ...current, [field]: Number(value ?? 0) }));
    run.clearError(field);
  };
  const submit = () => {
    setTried(true);
    if (run.file && choices.categoryId) run.send();
  };
  const required = (missing: boolean) => (tried && missing ? t('validation.required') : undefined);

  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen={isPhone}
      size="lg"
      title={<Text fw={600}>{label('title')}</Text>}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" data-testid="einvoice-dialog">
        <Text size="sm" c="dimmed">
          {label('intro')}
        </Text>
        <FileInput
          label={label('file')}
          placeholder={label('filePlaceholder')}
          accept={XML_TYPES}
          value={run.file}
          onChange={run.chooseFile}
          leftSection={<IconFileCode size={16} />}
          clearable
          withAsterisk
          error={required(!run.file)}
          data-testid="einvoice-file"
        />
        <Group grow align="flex-start" wrap={isPhone ? 'wrap' : 'nowrap'}>
          <Select
            label={t('purchases.fields.category')}
            data={options.categories}
            value={asValue(choices.categoryId)}
            onChange={(value) => pick('categoryId', value)}
            error={run.errors.categoryId ?? required(!choices.categoryId)}
            withAsterisk
            allowDeselect={false}
            searchable
            placeholder={t('purchases.rows.choose')}
            miw={isPhone ? '100%' : undefined}
            data-testid="einvoice-category"
          />
          <Select
            label={t('purchases.rows.purchaseType')}
            data={options.types}
            value={asValue(choices.purchaseTypeId)}
            onChange={(value) => pick('purchaseTypeId', value)}
            error={run.errors.purchaseTypeId}
            clearable
            searchable
            placeholder={label('supplierType')}
            miw={isPhone ? '100%' : undefined}
            data-testid="einvoice-type"
          />
        </Group>
        {chosenSupplier && run.step.kind === 'choose' && (
          <Text size="sm" data-testid="einvoice-supplier">
            {label('supplier')}: {chosenSupplier.number} {chosenSupplier.name}
          </Text>
        )}
        {run.step.kind === 'newSupplier' && (
          <NewSupplierStep
            key={run.step.einvoice.invoiceNumber}
            einvoice={run.step.einvoice}
            newSupplier={run.step.newSupplier}
            purchaseTypeId={choices.purchaseTypeId}
            importing={run.sending}
            onImport={(supplierId) => run.send({ supplierId })}
          />
        )}
        {run.step.kind === 'duplicate' && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('purchases.edit.duplicateTitle')}
            data-testid="einvoice-duplicate"
          >
            <Stack gap="sm">
              <Text size="sm">{run.step.message}</Text>
              <Group justify="flex-end">
                <Button
                  color="orange"
                  loading={run.sending}
                  onClick={() => run.send({ confirmDuplicate: 1 })}
                  data-testid="einvoice-import-anyway"
                >
                  {label('importAnyway')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-testid="einvoice-cancel">
            {t('common.cancel')}
          </Button>
          {run.step.kind === 'choose' && (
            <Button loading={run.sending} onClick={submit} data-testid="einvoice-import">
              {label('import')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
