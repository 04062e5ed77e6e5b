import {
  PAYMENT_TEMPLATE_CALLS,
  TEMPLATE_PATTERN_MAX,
  TEMPLATE_PATTERN_MIN_LETTERS,
  type TPaymentTemplateRecord,
  templatePatternProblem,
} from '@backoffice/domain';
import { Badge, Button, Checkbox, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { call, refresh, useCall } from '../../../platform/call.ts';
import { DataTable, type TableColumn } from '../../../platform/data-table/data-table.tsx';
import { NewRowButton } from '../../../platform/data-table/row-actions.tsx';
import { confirmDelete } from '../../../platform/edit/confirm-delete.ts';
import { FormDialog } from '../../../platform/forms/form-dialog.tsx';
import { SegmentedChoice } from '../../../platform/forms/segmented-choice.tsx';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { queryClient } from '../../../platform/query.ts';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { useCustomers } from '../../customers/api.ts';
import { useSuppliers } from '../../purchases/api.ts';

const PATH = '/Payments/PaymentTemplates';
type Party = 'customer' | 'supplier';

/** /Payments/PaymentTemplates: which customer or supplier a bank line belongs to, by its name and description. */
export function PaymentTemplatesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { action, id } = useParams();
  const canWrite = useCanAccess('payments', 'write');
  const templates = useCall(PAYMENT_TEMPLATE_CALLS.allPaymentTemplates);
  const columns = useMemo<TableColumn<TPaymentTemplateRecord>[]>(() => {
    const title = (key: string) => t(`paymentTemplates.columns.${key}`);
    return [
      {
        key: 'party',
        title: title('party'),
        value: (row) => row.partyName,
        render: (row) => (
          <>
            <Badge size="xs" variant="light" tt="none" mr={6} color={row.customerId ? 'blue' : 'orange'}>
              {t(`paymentTemplates.parties.${row.customerId ? 'customer' : 'supplier'}`)}
            </Badge>
            {row.partyName}
          </>
        ),
      },
      { key: 'matchName', title: title('matchName'), value: (row) => row.matchName },
      { key: 'matchDescription', title: title('matchDescription'), value: (row) => row.matchDescription },
      {
        key: 'nearDateMatching',
        title: title('nearDateMatching'),
        value: (row) => row.nearDateMatching,
        text: (row) => t(row.nearDateMatching ? 'common.yes' : 'common.no'),
      },
    ];
  }, [t]);
  const editing = action?.toLowerCase() === 'new' ? 0 : action?.toLowerCase() === 'edit' ? Number(id) : undefined;
  const record = templates.data?.find((row) => row.id === editing);

  return (
    <Stack gap="md">
      <DataTable<TPaymentTemplateRecord>
        id="paymentTemplates"
        title={t('paymentTemplates.list.title')}
        rows={templates.data}
        rowKey={(row) => row.id}
        columns={columns}
        loading={templates.isLoading}
        onRowClick={(row) => void navigate(`${PATH}/edit/${row.id}`)}
        toolbar={
          canWrite && (
            <NewRowButton
              label={t('paymentTemplates.list.new')}
              onClick={() => void navigate(`${PATH}/new`)}
              testId="template-new"
            />
          )
        }
      />
      {editing !== undefined && (editing === 0 || record) && (
        <TemplateDialog key={editing} record={record} readOnly={!canWrite} onClose={() => void navigate(PATH)} />
      )}
    </Stack>
  );
}

function TemplateDialog({
  record,
  readOnly,
  onClose,
}: {
  record: TPaymentTemplateRecord | undefined;
  readOnly: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [party, setParty] = useState<Party>(record?.creditorId ? 'supplier' : 'customer');
  const [partyId, setPartyId] = useState(record ? record.customerId || record.creditorId : 0);
  const [matchName, setMatchName] = useState(record?.matchName ?? '');
  const [matchDescription, setMatchDescription] = useState(record?.matchDescription ?? '');
  const [nearDate, setNearDate] = useState(record?.nearDateMatching === 1);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const customers = useCustomers();
  const suppliers = useSuppliers();
  const options = (party === 'customer' ? (customers.data ?? []) : (suppliers.data ?? []))
    .filter((row) => !row.deleted)
    .map((row) => ({ value: String(row.id), label: row.name }));

  const patternError = (pattern: string) => {
    const problem = templatePatternProblem(pattern);
    if (problem === 'tooLong') return t('paymentTemplates.errors.tooLong', { max: TEMPLATE_PATTERN_MAX });
    if (problem === 'tooShort') return t('paymentTemplates.errors.tooShort', { min: TEMPLATE_PATTERN_MIN_LETTERS });
    return undefined;
  };
  const errors = {
    party: partyId ? undefined : t('validation.required'),
    matchName: patternError(matchName),
    matchDescription:
      patternError(matchDescription) ??
      (matchName.trim() === '' && matchDescription.trim() === '' ? t('paymentTemplates.errors.noPattern') : undefined),
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.values(errors).some(Boolean)) return;
    setSaving(true);
    try {
      await call(PAYMENT_TEMPLATE_CALLS.savePaymentTemplate, {
        id: record?.id ?? 0,
        customerId: party === 'customer' ? partyId : 0,
        creditorId: party === 'supplier' ? partyId : 0,
        matchName,
        matchDescription,
        nearDateMatching: nearDate ? 1 : 0,
      });
      await refresh(queryClient, [PAYMENT_TEMPLATE_CALLS.allPaymentTemplates]);
      notifySuccess(t('paymentTemplates.notices.saved'));
      onClose();
    } catch (error) {
      notifyError(error, { action: t('paymentTemplates.notices.saveFailed') });
    } finally {
      setSaving(false);
    }
  }

  const remove = () =>
    confirmDelete({
      title: t('paymentTemplates.dialog.deleteTitle'),
      question: t('paymentTemplates.dialog.deleteQuestion'),
      onConfirm: () =>
        void call(PAYMENT_TEMPLATE_CALLS.savePaymentTemplate, { id: record?.id ?? 0, deleted: 1 })
          .then(() => refresh(queryClient, [PAYMENT_TEMPLATE_CALLS.allPaymentTemplates]))
          .then(() => {
            notifySuccess(t('paymentTemplates.notices.deleted'));
            onClose();
          })
          .catch((error: unknown) => notifyError(error, { action: t('paymentTemplates.notices.deleteFailed') })),
    });

  return (
    <FormDialog
      title={t(record ? 'paymentTemplates.dialog.edit' : 'paymentTemplates.dialog.new')}
      testId="template-form"
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      saving={saving}
    >
      <SegmentedChoice<Party>
        fullWidth
        value={party}
        onChange={(value) => {
          setParty(value);
          setPartyId(0);
        }}
        data={(['customer', 'supplier'] as const).map((value) => ({
          value,
          label: t(`paymentTemplates.parties.${value}`),
        }))}
        disabled={readOnly}
        aria-label={t('paymentTemplates.columns.party')}
        data-testid="template-party-kind"
      />
      <Select
        label={t(`paymentTemplates.parties.${party}`)}
        data={options}
        value={partyId ? String(partyId) : null}
        onChange={(value) => setPartyId(Number(value ?? 0))}
        searchable
        limit={50}
        required
        readOnly={readOnly}
        error={tried && errors.party}
        data-testid="template-party"
      />
      <TextInput
        label={t('paymentTemplates.dialog.matchName')}
        description={t('paymentTemplates.dialog.patternHelp')}
        placeholder="*Gemeente Utrecht*"
        value={matchName}
        onChange={(event) => setMatchName(event.currentTarget.value)}
        error={tried && errors.matchName}
        readOnly={readOnly}
        data-testid="template-match-name"
      />
      <TextInput
        label={t('paymentTemplates.dialog.matchDescription')}
        value={matchDescription}
        onChange={(event) => setMatchDescription(event.currentTarget.value)}
        error={tried && errors.matchDescription}
        readOnly={readOnly}
        data-testid="template-match-description"
      />
      <Checkbox
        label={t('paymentTemplates.dialog.nearDateMatching')}
        checked={nearDate}
        onChange={(event) => setNearDate(event.currentTarget.checked)}
        disabled={readOnly}
        data-testid="template-near-date"
      />
      {record && !readOnly && (
        <Text size="sm">
          <Button variant="subtle" color="red" size="compact-sm" onClick={remove} data-testid="template-delete">
            {t('common.delete')}
          </Button>
        </Text>
      )}
    </FormDialog>
  );
}
