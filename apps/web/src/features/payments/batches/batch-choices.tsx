import type { Locale, TPaymentBatchCandidate } from '@backoffice/domain';
import { formatIban } from '@backoffice/domain';
import { formatDate, formatMoney } from '@backoffice/domain/format';
import { Badge, Checkbox, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The key a purchase or refund is chosen by. */
export const choiceKey = (candidate: Pick<TPaymentBatchCandidate, 'purchaseId' | 'invoiceId'>) =>
  candidate.purchaseId > 0 ? `p${candidate.purchaseId}` : `c${candidate.invoiceId}`;

interface BatchChoicesProps {
  kind: 'purchases' | 'refunds';
  candidates: readonly TPaymentBatchCandidate[];
  chosen: ReadonlySet<string>;
  onToggle: (keys: string[], on: boolean) => void;
  readOnly: boolean;
  locale: Locale;
}

/** Where the money goes: one line per bank account, the G-account marked (the split of Dutch chain liability). */
function Split({ candidate, locale }: { candidate: TPaymentBatchCandidate; locale: Locale }) {
  const { t } = useTranslation();
  if (candidate.transfers.length === 0)
    return (
      <Text size="xs" c="red" data-testid="batch-no-iban">
        {t('paymentBatches.dialog.noIban')}
      </Text>
    );
  return (
    <Stack gap={0}>
      {candidate.transfers.map((transfer) => (
        <Text key={transfer.iban} size="xs" style={{ whiteSpace: 'nowrap' }}>
          {formatIban(transfer.iban)} · {formatMoney(transfer.amount, locale)}
          {transfer.gAccount ? (
            <Badge size="xs" ml={4} variant="light" color="grape" tt="none">
              {t('paymentBatches.dialog.gAccount')}
            </Badge>
          ) : null}
        </Text>
      ))}
    </Stack>
  );
}

/** The purchases (or refunds) a batch may pay, each with a tick box, its document, due date, amount and split. */
export function BatchChoices({ kind, candidates, chosen, onToggle, readOnly, locale }: BatchChoicesProps) {
  const { t } = useTranslation();
  const payable = candidates.filter((candidate) => candidate.transfers.length > 0).map(choiceKey);
  const all = payable.length > 0 && payable.every((key) => chosen.has(key));
  const title = (key: string) => t(`paymentBatches.dialog.${key}`);
  if (candidates.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid={`batch-${kind}-empty`}>
        {t(`paymentBatches.dialog.no${kind === 'purchases' ? 'Purchases' : 'Refunds'}`)}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table striped highlightOnHover verticalSpacing={4} data-testid={`batch-${kind}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <Checkbox
                aria-label={title('chooseAll')}
                checked={all}
                indeterminate={!all && payable.some((key) => chosen.has(key))}
                onChange={() => onToggle(payable, !all)}
                disabled={readOnly}
                data-testid={`batch-${kind}-all`}
              />
            </Table.Th>
            <Table.Th>{title(kind === 'purchases' ? 'supplier' : 'customer')}</Table.Th>
            <Table.Th>{title('document')}</Table.Th>
            <Table.Th>{title('dueDate')}</Table.Th>
            <Table.Th ta="right">{title('amount')}</Table.Th>
            <Table.Th>{title('split')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {candidates.map((candidate) => {
            const key = choiceKey(candidate);
            return (
              <Table.Tr key={key} data-testid="batch-choice">
                <Table.Td>
                  <Checkbox
                    aria-label={`${candidate.name} ${candidate.documentNumber}`}
                    checked={chosen.has(key)}
                    onChange={(event) => onToggle([key], event.currentTarget.checked)}
                    disabled={readOnly || candidate.transfers.length === 0}
                    data-testid={`batch-choice-${key}`}
                  />
                </Table.Td>
                <Table.Td>{candidate.name}</Table.Td>
                <Table.Td>{candidate.documentNumber}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(candidate.dueDate)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(candidate.amount, locale)}
                </Table.Td>
                <Table.Td>
                  <Split candidate={candidate} locale={locale} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
