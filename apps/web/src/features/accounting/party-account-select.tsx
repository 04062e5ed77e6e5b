import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCanAccess } from '../../platform/session/session-store.ts';
import { accountOptions, useLedgerAccounts } from './api.ts';

interface PartyAccountSelectProps {
  party: 'customer' | 'supplier';
  value: number;
  onChange: (ledgerAccountId: number) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The customer's revenue or the supplier's cost ledger account (booked for rows whose work or purchase type has none).
 * Shown to those who may read the ledger; for others the stored account is kept as it is.
 */
export function PartyAccountSelect(props: PartyAccountSelectProps) {
  return useCanAccess('accounting', 'read') ? <AccountSelect {...props} /> : null;
}

function AccountSelect({ party, value, onChange, error, disabled }: PartyAccountSelectProps) {
  const { t } = useTranslation();
  const accounts = useLedgerAccounts();
  const wanted = party === 'customer' ? 4 : 3;
  const options = accountOptions(
    accounts.data?.filter((account) => account.kind === wanted || account.id === value),
    t('accounting.none'),
    value,
  );
  return (
    <Select
      label={t(`accounting.partyAccount.${party}`)}
      description={t(`accounting.partyAccount.${party}Hint`)}
      value={String(value)}
      onChange={(next) => onChange(Number(next ?? 0))}
      data={options}
      allowDeselect={false}
      searchable
      disabled={disabled}
      error={error}
      data-testid={`${party}-ledgerAccountId`}
    />
  );
}
