import type { TOwnerChoice } from '@backoffice/domain';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The owner choice of a login to several owners. Its own chunk: Mantine's Select (combobox, scroll area) is most of
 * the login page's code and only users of several owners see it.
 */
export function OwnerSelect({
  owners,
  value,
  onChange,
}: {
  owners: TOwnerChoice[];
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('auth.owner')}
      description={t('auth.ownerHint')}
      data={owners.map((owner) => ({ value: String(owner.id), label: owner.name }))}
      value={value}
      onChange={onChange}
      allowDeselect={false}
      searchable={owners.length > 7}
      data-testid="login-owner"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
