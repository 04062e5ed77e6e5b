import {
  PAYMENT_BATCH_CALLS,
  type TPaymentBatchCandidate,
  type TPaymentBatchDetail,
  type TPaymentBatchItem,
} from '@backoffice/domain';
import { addDays, todayIso } from '@backoffice/domain/dates';
import { formatDateTime, formatMoney } from '@backoffice/domain/format';
import { Button, Group, Loader, Modal, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconDownload, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, download, refresh } from '../../../platform/call.ts';
import { confirmDelete } from '../../../platform/edit/confirm-delete.ts';
import { DateField } from '../../../platform/forms/date-field.tsx';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { useIsNarrow } from '../../../platform/layout/use-is-phone.ts';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { queryClient } from '../../../platform/query.ts';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { BATCH_READS, useBankAccounts, useBatch, useBatchCandidates } from './batch-api.ts';
import { BatchChoices, choiceKey } from './batch-choices.tsx';
import { BatchStateBadge } from './batch-columns.tsx';

interface BatchDialogProps {
  /** 0: a new batch. */
  id: number;
  onClose: () => void;
  /** After a new batch is saved: its id, so the dialog can offer the file. */
  onSaved: (id: number) => void;
}

/** Opens a batch: loads it first (a new one starts empty). */
export function BatchDialog({ id, onClose, onSaved }: BatchDialogProps) {
  const batch = useBatch(id);
  const phone = useIsNarrow();
  const { t } = useTranslation();
  const title =
    id > 0 && batch.data
      ? t('paymentBatches.dialog.edit', { number: batch.data.paymentBatch.number })
      : t('paymentBatches.dialog.new');
  return (
    <Modal opened onClose={onClose} title={title} size="80rem" fullScreen={phone}>
      {id > 0 && !batch.data ? (
        batch.isLoading ? (
          <Loader m="md" />
        ) : (
          <Text c="red">{t('paymentBatches.dialog.notFound')}</Text>
        )
      ) : (
        <BatchForm key={id} detail={batch.data} onClose={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}

/** An executed batch's transfers shown as what they paid (one line per transfer). */
const asCandidate = (item: TPaymentBatchItem): TPaymentBatchCandidate => ({
  purchaseId: item.purchaseId,
  invoiceId: item.invoiceId,
  name: item.name,
  documentNumber: item.documentNumber,
  dueDate: item.dueDate,
  amount: item.amount,
  remittance: item.remittance,
  transfers: [{ iban: item.iban, bic: item.bic, amount: item.amount, gAccount: 0 }],
});

function BatchForm({
  detail,
  onClose,
  onSaved,
}: {
  detail: TPaymentBatchDetail | undefined;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const canWrite = useCanAccess('payments', 'write');
  const canExecute = useCanAccess('payments', 'admin');
  const batch = detail?.paymentBatch;
  const id = batch?.id ?? 0;
  const executed = batch?.executed === 1;
  const readOnly = executed || !canWrite;
  const today = todayIso();
  const [name, setName] = useState(batch?.name ?? '');
  const [description, setDescription] = useState(batch?.description ?? '');
  const [accountId, setAccountId] = useState(batch?.accountId ?? 0);
  const [executionDate, setExecutionDate] = useState(batch?.executionDate ?? addDays(today, 1));
  // A saved batch shows every purchase it may hold; a new one those due within two weeks.
  const [dueBy, setDueBy] = useState(batch ? '' : addDays(today, 14));
  const [chosen, setChosen] = useState<Set<string>>(() => new Set((detail?.pbInvoices ?? []).map(choiceKey)));
  const [busy, setBusy] = useState(false);
  const accounts = useBankAccounts();
  const candidates = useBatchCandidates(dueBy, id, !executed);

  const accountOptions = (accounts.data ?? [])
    .filter((account) => !account.deleted && (account.settlements || account.id === accountId))
    .map((account) => ({ value: String(account.id), label: `${account.name} · ${account.iban}` }));
  const effectiveAccount = accountId || Number(accountOptions[0]?.value ?? 0);
  const shown = useMemo(() => {
    if (executed) {
      const items = (detail?.pbInvoices ?? []).map(asCandidate);
      return { purchases: items.filter((c) => c.purchaseId > 0), refunds: items.filter((c) => c.invoiceId > 0) };
    }
    return candidates.data ?? { purchases: [], refunds: [] };
  }, [executed, detail, candidates.data]);
  const picked = [...shown.purchases, ...shown.refunds].filter((candidate) => chosen.has(choiceKey(candidate)));
  const total = picked.reduce((sum, candidate) => sum + candidate.amount, 0);
  const toggle = (keys: string[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const key of keys) on ? next.add(key) : next.delete(key);
      return next;
    });

  async function act(work: () => Promise<void>, failure: string) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notifyError(error, { action: t(`paymentBatches.notices.${failure}`) });
    } finally {
      setBusy(false);
    }
  }

  const save = () =>
    act(async () => {
      const saved = await call(PAYMENT_BATCH_CALLS.savePaymentBatch, {
        id,
        name,
        description,
        accountId: effectiveAccount,
        executionDate,
        purchaseIds: picked.filter((c) => c.purchaseId > 0).map((c) => c.purchaseId),
        invoiceIds: picked.filter((c) => c.invoiceId > 0).map((c) => c.invoiceId),
      });
      await refresh(queryClient, BATCH_READS);
      notifySuccess(t('paymentBatches.notices.saved', { number: saved.paymentBatch.number }));
      onSaved(saved.paymentBatch.id);
    }, 'saveFailed');
  const downloadFile = () => act(() => download(PAYMENT_BATCH_CALLS.paymentBatchSepa, { id }), 'downloadFailed');
  const execute = () =>
    act(async () => {
      await call(PAYMENT_BATCH_CALLS.executePaymentBatch, { id });
      await refresh(queryClient, BATCH_READS);
      notifySuccess(t('paymentBatches.notices.executed'));
    }, 'executeFailed');
  const remove = () =>
    confirmDelete({
      title: t('paymentBatches.dialog.deleteTitle'),
      question: t('paymentBatches.dialog.deleteQuestion', { number: batch?.number ?? '' }),
      onConfirm: () =>
        void act(async () => {
          await call(PAYMENT_BATCH_CALLS.deletePaymentBatch, { id });
          await refresh(queryClient, BATCH_READS);
          notifySuccess(t('paymentBatches.notices.deleted'));
          onClose();
        }, 'deleteFailed'),
    });

  return (
    <Stack gap="md" data-testid="batch-form">
      {batch && (
        <Group gap="sm">
          <BatchStateBadge batch={batch} t={t} />
          {executed && (
            <Text size="sm" c="dimmed" data-testid="batch-executed-by">
              {t('paymentBatches.dialog.executedBy', {
                name: batch.executedByName,
                when: formatDateTime(batch.executedAt),
              })}
            </Text>
          )}
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <Select
          label={t('paymentBatches.dialog.account')}
          data={accountOptions}
          value={effectiveAccount ? String(effectiveAccount) : null}
          onChange={(value) => setAccountId(Number(value ?? 0))}
          allowDeselect={false}
          readOnly={readOnly}
          required
          nothingFoundMessage={t('paymentBatches.dialog.noAccounts')}
          data-testid="batch-account"
        />
        <DateField
          label={t('paymentBatches.dialog.executionDate')}
          value={executionDate}
          onChange={setExecutionDate}
          required
          readOnly={readOnly}
          testId="batch-execution-date"
        />
        {!executed && (
          <DateField label={t('paymentBatches.dialog.dueBy')} value={dueBy} onChange={setDueBy} testId="batch-due-by" />
        )}
        <TextInput
          label={t('paymentBatches.dialog.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          readOnly={readOnly}
          maxLength={100}
          data-testid="batch-name"
        />
      </SimpleGrid>
      <TextInput
        label={t('paymentBatches.dialog.description')}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        readOnly={readOnly}
        maxLength={500}
        data-testid="batch-description"
      />
      <Title order={5}>{t('paymentBatches.dialog.purchases')}</Title>
      {candidates.isLoading && !executed ? (
        <Loader size="sm" />
      ) : (
        <BatchChoices
          kind="purchases"
          candidates={shown.purchases}
          chosen={chosen}
          onToggle={toggle}
          readOnly={readOnly}
          locale={locale}
        />
      )}
      <Title order={5}>{t('paymentBatches.dialog.refunds')}</Title>
      <BatchChoices
        kind="refunds"
        candidates={shown.refunds}
        chosen={chosen}
        onToggle={toggle}
        readOnly={readOnly}
        locale={locale}
      />
      <Group justify="flex-end" data-testid="batch-totals">
        <Text size="sm">
          {t('paymentBatches.dialog.chosen', { n: picked.length })}: <b>{formatMoney(total, locale)}</b>
        </Text>
      </Group>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          {id > 0 && !executed && canWrite && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={remove}
              data-testid="batch-delete"
            >
              {t('common.delete')}
            </Button>
          )}
          {id > 0 && (
            <Button
              variant="light"
              leftSection={<IconDownload size={16} />}
              onClick={() => void downloadFile()}
              loading={busy}
              data-testid="batch-download"
            >
              {t('paymentBatches.dialog.download')}
            </Button>
          )}
          {id > 0 && !executed && canExecute && (
            <Button
              variant="light"
              color="teal"
              leftSection={<IconCheck size={16} />}
              onClick={() => void execute()}
              loading={busy}
              data-testid="batch-execute"
            >
              {t('paymentBatches.dialog.execute')}
            </Button>
          )}
        </Group>
        <Group gap="sm">
          <Button variant="default" onClick={onClose} data-testid="dialog-cancel">
            {t('common.close')}
          </Button>
          {!readOnly && (
            <Button onClick={() => void save()} loading={busy} disabled={picked.length === 0} data-testid="dialog-save">
              {t('common.save')}
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}
