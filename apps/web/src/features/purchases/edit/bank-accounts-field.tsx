import { ActionIcon, Button, Checkbox, Grid, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useIsNarrow } from '../../../platform/layout/use-is-phone.ts';
import { addBankAccount, type BankAccountDraft, percentageTotal } from './supplier-draft.ts';

interface BankAccountsFieldProps {
  accounts: BankAccountDraft[];
  onChange: (accounts: BankAccountDraft[]) => void;
  errors: Record<string, string>;
  readOnly: boolean;
}

/**
 * The supplier's bank accounts, one row each: IBAN, BIC, the share of each payment in whole percent and the G-account
 * mark (a subcontractor paid 70 % ordinary / 30 % G-account has two rows). The shared schema checks the split. On a
 * phone each account is a small card with its own labels; on wider screens the first row's labels head the columns.
 */
export function BankAccountsField({ accounts, onChange, errors, readOnly }: BankAccountsFieldProps) {
  const { t } = useTranslation();
  const wide = !useIsNarrow();
  const label = (key: string) => t(`suppliers.bankAccounts.${key}`);
  const change = (index: number, patch: Partial<BankAccountDraft>) =>
    onChange(accounts.map((account, i) => (i === index ? { ...account, ...patch } : account)));
  const error = (index: number, field: string) => errors[`bankAccounts.${index}.${field}`];
  const total = percentageTotal(accounts);
  // Visible labels on the first row (wide) or on every card (phone); the others keep theirs for screen readers.
  const shown = (index: number) => !wide || index === 0;
  return (
    <Stack gap="xs" data-testid="supplier-bank-accounts">
      {accounts.length === 0 && (
        <Text size="sm" c="dimmed">
          {label('none')}
        </Text>
      )}
      {accounts.map((account, index) => {
        const field = (key: string) => (shown(index) ? { label: label(key) } : { 'aria-label': label(key) });
        return (
          <Paper
            // biome-ignore lint/suspicious/noArrayIndexKey: accounts have no id; their order is their identity
            key={index}
            withBorder={!wide}
            p={wide ? 0 : 'xs'}
            radius="md"
            bg="transparent"
            data-testid={`supplier-bank-${index}`}
          >
            <Grid gap="xs" align="flex-start">
              <Grid.Col span={{ base: 12, sm: 5 }}>
                <TextInput
                  {...field('iban')}
                  value={account.iban}
                  onChange={(event) => change(index, { iban: event.currentTarget.value })}
                  error={error(index, 'iban')}
                  readOnly={readOnly}
                  data-testid={`supplier-bank-${index}-iban`}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3 }}>
                <TextInput
                  {...field('bic')}
                  value={account.bic}
                  onChange={(event) => change(index, { bic: event.currentTarget.value })}
                  error={error(index, 'bic')}
                  readOnly={readOnly}
                  data-testid={`supplier-bank-${index}-bic`}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 2 }}>
                <NumberInput
                  {...field('percentage')}
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
              </Grid.Col>
              <Grid.Col span={{ base: 10, sm: 1.5 }}>
                <Stack gap={4}>
                  {shown(index) && (
                    <Text size="sm" fw={500}>
                      {label('gAccount')}
                    </Text>
                  )}
                  <Checkbox
                    aria-label={label('gAccount')}
                    mt={shown(index) ? 6 : 8}
                    checked={account.gAccount === 1}
                    onChange={(event) => change(index, { gAccount: event.currentTarget.checked ? 1 : 0 })}
                    error={error(index, 'gAccount')}
                    disabled={readOnly}
                    data-testid={`supplier-bank-${index}-g`}
                  />
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 2, sm: 0.5 }}>
                {!readOnly && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={shown(index) ? 28 : 4}
                    aria-label={label('remove')}
                    onClick={() => onChange(accounts.filter((_, i) => i !== index))}
                    data-testid={`supplier-bank-${index}-remove`}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Grid.Col>
            </Grid>
          </Paper>
        );
      })}
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
      {errors.bankAccounts && (
        <Text size="sm" c="red">
          {errors.bankAccounts}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {label('hint')}
      </Text>
    </Stack>
  );
}
