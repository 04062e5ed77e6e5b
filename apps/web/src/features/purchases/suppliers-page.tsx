import { SUPPLIER_PAYMENT_TYPES } from '@backoffice/domain';
import { Group, Select, Stack } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DataTable } from '../../platform/data-table/data-table.tsx';
import { NewRowButton } from '../../platform/data-table/row-actions.tsx';
import { SegmentFilter } from '../../platform/forms/segment-filter.tsx';
import { useCanAccess } from '../../platform/session/session-store.ts';
import { type SupplierRow, useSuppliers } from './api.ts';
import { supplierColumns } from './list/supplier-columns.tsx';
import { filterSuppliers, type SupplierKindFilter } from './list/supplier-filters.ts';

const KIND_KEYS = [
  [0, 'all'],
  [1, 'subcontractors'],
  [2, 'others'],
] as const;

/** /Purchases/Suppliers: the owner's suppliers with search, a subcontractor and a payment-method filter, export. */
export function SuppliersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { action, id } = useParams();
  const canWrite = useCanAccess('purchases', 'write');
  const suppliers = useSuppliers();
  const [kind, setKind] = useState<SupplierKindFilter>(0);
  const [paymentType, setPaymentType] = useState(0);

  // Links in the spec's form (/Purchases/Suppliers/edit/5, /Purchases/Suppliers/new) open the supplier's own page.
  useEffect(() => {
    if (action === 'edit' && id) void navigate(`/Suppliers/Edit/${id}`, { replace: true });
    else if (action === 'new') void navigate('/Suppliers/Edit/0', { replace: true });
  }, [action, id, navigate]);

  const columns = useMemo(() => supplierColumns(t), [t]);
  const rows = useMemo(
    () => filterSuppliers(suppliers.data ?? [], kind, paymentType),
    [suppliers.data, kind, paymentType],
  );

  return (
    <Stack gap="md">
      <DataTable<SupplierRow>
        id="suppliers"
        title={t('suppliers.list.title')}
        rows={suppliers.data ? rows : undefined}
        rowKey={(row) => row.id}
        columns={columns}
        loading={suppliers.isPending}
        defaultSort={{ key: 'number', direction: 'asc' }}
        onRowClick={(row) => void navigate(`/Suppliers/Edit/${row.id}`)}
        toolbar={
          <Group gap="xs" wrap="wrap">
            <SegmentFilter
              value={kind}
              onChange={setKind}
              choices={KIND_KEYS.map(([code, key]) => [code, t(`suppliers.list.kind.${key}`)] as const)}
              aria-label={t('suppliers.list.kindLabel')}
              testId="suppliers-kind"
            />
            <Select
              size="sm"
              w={{ base: '100%', xs: 210 }}
              value={String(paymentType)}
              onChange={(value) => setPaymentType(Number(value ?? 0))}
              data={[
                { value: '0', label: t('suppliers.list.anyPaymentType') },
                ...SUPPLIER_PAYMENT_TYPES.map((code) => ({
                  value: String(code),
                  label: t(`suppliers.enums.paymentType.${code}`),
                })),
              ]}
              allowDeselect={false}
              aria-label={t('suppliers.list.paymentTypeLabel')}
              data-testid="suppliers-payment-type"
            />
            {canWrite && (
              <NewRowButton
                label={t('suppliers.list.new')}
                onClick={() => void navigate('/Suppliers/Edit/0')}
                testId="supplier-new"
              />
            )}
          </Group>
        }
      />
    </Stack>
  );
}
