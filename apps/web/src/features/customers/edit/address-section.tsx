import { Box, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePostalCodeLookup } from '../../../platform/address/postal-code-lookup.ts';
import { IconAction } from '../../../platform/icon-action.tsx';
import { COUNTRIES, countryName } from '../../settings/index.ts';
import { emptyOtherAddress, type OtherAddress } from './customer-draft.ts';
import { CustomerTextField, type SectionProps } from './form-fields.tsx';

// Postal code and house number first: with them the lookup fills in street and city. The row wraps on phones
// (addition and lookup on a line of their own), so the labels never run into each other.
const ROW = [
  { field: 'postalCode', grow: 4, basis: 104 },
  { field: 'houseNumber', grow: 4, basis: 104 },
  { field: 'houseAddition', grow: 3, basis: 96 },
] as const;

function useCountryOptions(current: string) {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const codes = COUNTRIES.includes(current) ? COUNTRIES : [current, ...COUNTRIES];
    return codes.map((code) => ({ value: code, label: countryName(code, i18n.language) }));
  }, [current, i18n.language]);
}

/** Visiting address (with the Dutch postal-code lookup), attention line and the optional postal address. */
export function AddressSection(props: SectionProps) {
  const { t } = useTranslation();
  const { draft, update, errors } = props;
  const countries = useCountryOptions(draft.country);

  const lookup = usePostalCodeLookup(
    () => draft,
    (data) => update({ address: data.street, city: data.city, latitude: data.latitude, longitude: data.longitude }),
  );

  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        {ROW.map(({ field, grow, basis }) => (
          <Box key={field} style={{ flex: `${grow} 1 ${basis}px`, minWidth: 0 }}>
            <CustomerTextField {...props} field={field} />
          </Box>
        ))}
        <IconAction
          label={t('customers.edit.lookup')}
          icon={<IconSearch size={18} />}
          variant="light"
          size={36}
          onClick={() => lookup.mutate()}
          loading={lookup.isPending}
          disabled={draft.country !== 'NL' || !draft.postalCode.trim() || !draft.houseNumber.trim()}
          testId="customer-address-lookup"
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <CustomerTextField {...props} field="address" />
        <CustomerTextField {...props} field="city" />
        <Select
          label={t('customers.fields.country')}
          data={countries}
          value={draft.country}
          onChange={(country) => update({ country: country ?? 'NL', latitude: 0, longitude: 0 })}
          searchable
          allowDeselect={false}
          error={errors.country}
          data-testid="customer-country"
        />
        <CustomerTextField {...props} field="tav" description={t('customers.edit.tavHint')} />
      </SimpleGrid>
      {/* Named latitude/longitude: i18next would read an option `lng` as the language. */}
      <Text size="xs" c="dimmed" data-testid="customer-coordinates">
        {draft.latitude || draft.longitude
          ? t('customers.edit.coordinates', {
              latitude: draft.latitude.toFixed(5),
              longitude: draft.longitude.toFixed(5),
            })
          : t('customers.edit.noCoordinates')}
      </Text>
      <Checkbox
        mt="xs"
        label={t('customers.edit.otherAddress')}
        description={t('customers.edit.otherAddressHint')}
        checked={draft.otherAddress !== null}
        onChange={(event) =>
          update({ otherAddress: event.currentTarget.checked ? emptyOtherAddress(draft.country) : null })
        }
        data-testid="customer-otherAddress-toggle"
      />
      {draft.otherAddress && (
        <OtherAddressFields
          value={draft.otherAddress}
          onChange={(otherAddress) => update({ otherAddress })}
          errors={errors}
          countries={countries}
        />
      )}
    </Stack>
  );
}

interface OtherAddressProps {
  value: OtherAddress;
  onChange: (value: OtherAddress) => void;
  errors: Record<string, string>;
  countries: { value: string; label: string }[];
}

type OtherTextKey = Exclude<keyof OtherAddress, 'country'>;
const OTHER_FIELDS: readonly OtherTextKey[] = ['postalCode', 'houseNumber', 'houseAddition', 'address', 'city'];

function OtherAddressFields({ value, onChange, errors, countries }: OtherAddressProps) {
  const { t } = useTranslation();
  const input = (key: OtherTextKey) => (
    <TextInput
      key={key}
      label={t(`customers.otherAddress.${key}`)}
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.currentTarget.value })}
      error={errors[`otherAddress.${key}`]}
      data-testid={`customer-otherAddress-${key}`}
    />
  );
  return (
    <Stack gap="xs" pl={{ base: 0, sm: 'xl' }} data-testid="customer-otherAddress">
      {input('name')}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
        {OTHER_FIELDS.map(input)}
        <Select
          label={t('customers.fields.country')}
          data={countries}
          value={value.country}
          onChange={(country) => onChange({ ...value, country: country ?? 'NL' })}
          searchable
          allowDeselect={false}
          error={errors['otherAddress.country']}
          data-testid="customer-otherAddress-country"
        />
      </SimpleGrid>
    </Stack>
  );
}
