import { ENTRY_CALLS, formatDate } from '@backoffice/domain';
import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall, useCallMutation } from '../../platform/call.ts';
import { confirmAction } from '../../platform/edit/confirm-action.tsx';
import { DateField } from '../../platform/forms/date-field.tsx';
import { PageHeading } from '../../platform/layout/page-heading.tsx';
import { notifyError, notifySuccess } from '../../platform/notices.ts';

/**
 * /Accounting2/CloseBookPeriod (accounting_admin): the date the books are closed up to, and closing them up to a later
 * date after a confirmation that says it cannot be undone (the server refuses an earlier date).
 */
export function ClosePeriodPage() {
  const { t } = useTranslation();
  const current = useCall(ENTRY_CALLS.accountingClosedDate, {});
  const [date, setDate] = useState('');
  const save = useCallMutation(ENTRY_CALLS.saveAccountingClosedDate, {
    refreshes: [ENTRY_CALLS.accountingClosedDate],
    onSuccess: (saved) => {
      notifySuccess(t('accounting.closing.saved', { date: formatDate(saved.closedDate) }));
      setDate('');
    },
    onError: (error) => notifyError(error, { action: t('accounting.closing.saveFailed') }),
  });
  const closed = current.data?.closedDate ?? null;
  const confirm = () =>
    confirmAction({
      title: t('accounting.closing.confirmTitle'),
      question: t('accounting.closing.confirm', { date: formatDate(date) }),
      confirm: t('accounting.closing.close'),
      cancel: t('accounting.closing.cancel'),
      confirmTestId: 'close-period-confirm',
      onConfirm: () => save.mutate({ closedDate: date }),
    });
  return (
    <Stack gap="md" maw={720} data-testid="close-period-page">
      <PageHeading title={t('accounting.closing.title')} intro={t('accounting.closing.intro')} />
      <Alert color={closed ? 'orange' : 'gray'} data-testid="close-period-current">
        {closed ? t('accounting.closing.current', { date: formatDate(closed) }) : t('accounting.closing.none')}
      </Alert>
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <DateField
            label={t('accounting.closing.date')}
            value={date}
            onChange={setDate}
            w={260}
            testId="close-period-date"
          />
          <Button color="red" disabled={!date} onClick={confirm} loading={save.isPending} data-testid="close-period">
            {t('accounting.closing.close')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
