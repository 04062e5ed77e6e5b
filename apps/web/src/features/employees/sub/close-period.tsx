import { EMPLOYEE_CALLS } from '@backoffice/domain';
import { isEmptyDate } from '@backoffice/domain/dates';
import { formatDate } from '@backoffice/domain/format';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../../platform/call.ts';
import { confirmAction } from '../../../platform/edit/confirm-action.tsx';
import { DateField } from '../../../platform/forms/date-field.tsx';
import { i18n } from '../../../platform/i18n/i18n.ts';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';

/**
 * Closing the salary period of an employer up to a date: contracts and hours up to it are locked. It cannot be undone,
 * so the date only moves forward and the user confirms first.
 */
export function ClosePeriod({ employerId, closedDate }: { employerId: number; closedDate: string | null }) {
  const { t } = useTranslation();
  const [date, setDate] = useState('');
  const current = closedDate && !isEmptyDate(closedDate) ? closedDate : '';
  const tooEarly = date !== '' && current !== '' && date <= current;

  const close = useCallMutation(EMPLOYEE_CALLS.setClosedDateEmployer, {
    body: (salaryClosedDate: string) => ({ employerId, salaryClosedDate }),
    refreshes: [EMPLOYEE_CALLS.allEmployers],
    onSuccess: () => {
      notifySuccess(t('employeeSub.employers.closed'));
      setDate('');
    },
    onError: (error) => notifyError(error, { action: t('employeeSub.employers.closeFailed') }),
  });

  const confirm = () =>
    confirmAction({
      title: i18n.t('employeeSub.employers.closeTitle'),
      question: i18n.t('employeeSub.employers.closeQuestion', { date: formatDate(date) }),
      confirm: i18n.t('employeeSub.employers.closeConfirm'),
      confirmTestId: 'confirm-close-period',
      onConfirm: () => close.mutate(date),
    });

  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconLock size={18} />}
      title={t('employeeSub.employers.salaryClosedDate')}
    >
      <Stack gap="xs">
        <Text size="sm" data-testid="employer-closed-date">
          {current
            ? t('employeeSub.employers.closedUntil', { date: formatDate(current) })
            : t('employeeSub.employers.notClosed')}
        </Text>
        <Group align="flex-end" gap="sm">
          <DateField
            label={t('employeeSub.employers.closeUntil')}
            value={date}
            onChange={setDate}
            error={tooEarly ? t('employeeSub.employers.closeAfter', { date: formatDate(current) }) : undefined}
            w={240}
            data-testid="employer-close-date"
          />
          <Button
            color="red"
            variant="light"
            disabled={date === '' || tooEarly}
            loading={close.isPending}
            onClick={confirm}
            data-testid="employer-close-period"
          >
            {t('employeeSub.employers.closeButton')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
