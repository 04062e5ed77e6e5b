import {
  firstNumberRefusal,
  INVOICE_NUMBER_MAX,
  INVOICE_SETTING_CALLS,
  type TInvoiceNumbering,
} from '@backoffice/domain';
import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../platform/api-client.ts';
import { useCallMutation } from '../../../../platform/call.ts';
import { notifyError, notifySuccess } from '../../../../platform/notices.ts';
import { useCanAccess } from '../../../../platform/session/session-store.ts';
import { issueText } from '../messages.ts';

/**
 * Where invoice numbers go on: a company coming from another system continues its numbering, one that numbers per
 * year starts a new series. The field holds the next number; saving it stores the first number (must be above the last).
 */
export function NumberingCard({ numbering }: { numbering: TInvoiceNumbering }) {
  const { t } = useTranslation();
  const canWrite = useCanAccess('sales', 'write');
  const [value, setValue] = useState<number | string>(numbering.nextNumber);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => setValue(numbering.nextNumber), [numbering.nextNumber]);
  const save = useCallMutation(INVOICE_SETTING_CALLS.saveInvoiceNumbering, {
    refreshes: [INVOICE_SETTING_CALLS.invoiceSettings],
    onSuccess: () => {
      setError(undefined);
      notifySuccess(t('invoices.numbering.saved'));
    },
    onError: (failure) => {
      const issue = failure instanceof ApiError ? failure.issues[0] : undefined;
      if (issue) setError(issueText(issue.message, t));
      notifyError(failure, { action: t('invoices.numbering.saveFailed') });
    },
  });
  const submit = () => {
    const firstNumber = Number(value);
    if (!Number.isInteger(firstNumber) || firstNumber < 1) return setError(t('invoices.numbering.wholeNumber'));
    const refusal = firstNumberRefusal(numbering.highest, firstNumber);
    if (refusal) return setError(issueText(refusal, t));
    save.mutate({ firstNumber });
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="invoice-numbering">
      <Title order={3} size="h5" mb="xs">
        {t('invoices.numbering.title')}
      </Title>
      <Stack gap="sm">
        <Text size="sm" data-testid="invoice-numbering-state">
          {numbering.highest === null
            ? t('invoices.numbering.none')
            : t('invoices.numbering.state', { highest: numbering.highest })}
        </Text>
        <Group align="flex-end" gap="sm">
          <NumberInput
            label={t('invoices.numbering.firstNumber')}
            description={t('invoices.numbering.hint')}
            value={value}
            onChange={(next) => {
              setValue(next);
              setError(undefined);
            }}
            min={1}
            max={INVOICE_NUMBER_MAX}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator={false}
            error={error}
            disabled={!canWrite}
            w={440}
            data-testid="invoice-numbering-first"
          />
          {canWrite && (
            <Button onClick={submit} loading={save.isPending} data-testid="invoice-numbering-save">
              {t('common.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
