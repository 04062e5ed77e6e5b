import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { addBankAccount, type BankAccountDraft, percentageTotal } from './supplier-draft.ts';

interface BankAccountsFieldProps {
  accounts: BankAccountDraft[];
  onChange: (accounts: BankAccountDraft[]) => void;
  errors: Record<string, string>;
  readOnly: boolean;
}

/**
 * The supplier's bank accounts as a grid: IBAN, BIC, the share of each payment in whole percent and the G-account
 * mark (a subcontractor paid 70 % ordinary / 30 % G-account has two rows). The shared schema checks the split.
 */
export function BankAccountsField({ accounts, onChange, errors, readOnly }: BankAccountsFieldProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`suppliers.bankAccounts.${key}`);
  const change = (index: number, patch: Partial<BankAccountDraft>) =>
    onChange(accounts.map((account, i) => (i === index ? { ...account, ...patch } : account)));
  const error = (index: number, field: string) => errors[`bankAccounts.${index}.${field}`];
  const total = percentageTotal(accounts);
  const listError = errors.bankAccounts;
  return (
    <Stack gap="xs" data-testid="supplier-bank-accounts">
      {accounts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {label('none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={4} horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{label('iban')}</Table.Th>
                <Table.Th w={150}>{label('bic')}</Table.Th>
                <Table.Th w={110}>{label('percentage')}</Table.Th>
                <Table.Th w={90}>{label('gAccount')}</Table.Th>
                <Table.Th w={44}>
                  <VisuallyHidden>{label('remove')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accounts.map((account, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their order is their identity
                <Table.Tr key={index} data-testid={`supplier-bank-${index}`}>
                  <Table.Td valign="top">
                    <TextInput
                      aria-label={label('iban')}
                      value={account.iban}
                      onChange={(event) => change(index, { iban: event.currentTarget.value })}
                      error={error(index, 'iban')}
                      readOnly={readOnly}
                      data-testid={`supplier-bank-${index}-iban`}
                    />
                  </Table.Td>
                  <Table.Td valign="top">
                    <TextInput
                      aria-label={label('bic')}
                      value={account.bic}
                      onChange={(event) => change(index, { bic: event.currentTarget.value })}
                      error={error(index, 'bic')}
                      readOnly={readOnly}
                      data-testid={`supplier-bank-${index}-bic`}
                    />
                  </Table.Td>
                  <Table.Td valign="top">
                    <NumberInput
                      aria-label={label('percentage')}
                      value={account.percentage}
                      onChange={(next) => change(index, { percentage: typeof next === 'number' ? next : 0 })}
                      min={0}
                      max={100}
                      allowDecimal={false}
                      allowNegative={false}
                      suffix=" %"
                      error={error(index, 'percentage')}
                      readOnly={readOnly}
                      data-testid={`supplier-bank-${index}-percentage`}
                    />
                  </Table.Td>
                  <Table.Td valign="top" pt={10}>
                    <Checkbox
                      aria-label={label('gAccount')}
                      checked={account.gAccount === 1}
                      onChange={(event) => change(index, { gAccount: event.currentTarget.checked ? 1 : 0 })}
                      error={error(index, 'gAccount')}
                      disabled={readOnly}
                      data-testid={`supplier-bank-${index}-g`}
                    />
                  </Table.Td>
                  <Table.Td valign="top" pt={6}>
                    {!readOnly && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={label('remove')}
                        onClick={() => onChange(accounts.filter((_, i) => i !== index))}
                        data-testid={`supplier-bank-${index}-remove`}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between" wrap="wrap" gap="xs">
        {!readOnly ? (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange(addBankAccount(accounts))}
            data-testid="supplier-bank-add"
          >
            {label('add')}
          </Button>
        ) : (
          <span />
        )}
        {accounts.length > 0 && (
          <Text size="sm" c={total === 100 ? 'dimmed' : 'red'} data-testid="supplier-bank-total">
            {t('suppliers.bankAccounts.total', { total })}
          </Text>
        )}
      </Group>
      {listError && (
        <Text size="sm" c="red">
          {listError}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {label('hint')}
      </Text>
    </Stack>
  );
}
