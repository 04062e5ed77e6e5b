import { Button, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePostalCodeLookup } from './postal-code-lookup.ts';

/** The part of an address every address dialog edits (employees, projects). */
export interface AddressCore {
  postalCode: string;
  houseNumber: string;
  houseAddition: string;
  address: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
}

type TextKey = 'postalCode' | 'houseNumber' | 'houseAddition' | 'address' | 'city' | 'country';

interface AddressFieldsProps {
  values: AddressCore;
  errors: Record<string, string>;
  set: (patch: Partial<AddressCore>) => void;
  /** Labels of editable latitude and longitude fields; without them the coordinates are shown as text. */
  coordinateLabels?: { latitude: string; longitude: string };
}

/**
 * NumberInput answers text while the typed number is unfinished or ends in a zero ("52.0890"): read it as a number,
 * so a coordinate ending in 0 is not lost.
 */
export function coordinateValue(value: number | string): number {
  const parsed = typeof value === 'number' ? value : Number(value.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Postal code, house number and the postal-code lookup, then street, city, country and the coordinates. */
export function AddressFields({ values: v, errors, set, coordinateLabels }: AddressFieldsProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`employeeEdit.address.${key}`);

  const lookup = usePostalCodeLookup(
    () => v,
    (data) => set({ address: data.street, city: data.city, latitude: data.latitude, longitude: data.longitude }),
  );

  const text = (key: TextKey, required = false) => (
    <TextInput
      label={label(key)}
      value={v[key]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        // Typed street or city no longer match looked-up coordinates: 0/0 lets the server geocode again.
        const moved = key === 'address' || key === 'city' || key === 'postalCode' || key === 'houseNumber';
        set(moved ? { [key]: value, latitude: 0, longitude: 0 } : { [key]: value });
      }}
      error={errors[key]}
      withAsterisk={required}
      data-testid={`address-${key}`}
    />
  );

  const coordinate = (key: 'latitude' | 'longitude', text: string) => (
    <NumberInput
      label={text}
      value={v[key]}
      onChange={(value) => set({ [key]: coordinateValue(value) })}
      decimalScale={6}
      min={key === 'latitude' ? -90 : -180}
      max={key === 'latitude' ? 90 : 180}
      hideControls
      error={errors[key]}
      data-testid={`address-${key}`}
    />
  );

  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {text('postalCode')}
        {text('houseNumber')}
        {text('houseAddition')}
        <Button
          style={{ alignSelf: 'end' }}
          variant="light"
          leftSection={<IconSearch size={16} />}
          onClick={() => lookup.mutate()}
          loading={lookup.isPending}
          disabled={!v.postalCode.trim() || !v.houseNumber.trim()}
          data-testid="address-lookup"
        >
          {label('lookup')}
        </Button>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        {text('address', true)}
        {text('city', true)}
        {text('country')}
        {coordinateLabels ? (
          <SimpleGrid cols={2} spacing="xs">
            {coordinate('latitude', coordinateLabels.latitude)}
            {coordinate('longitude', coordinateLabels.longitude)}
          </SimpleGrid>
        ) : (
          <Text size="xs" c="dimmed" mt={{ base: 0, sm: 'xl' }} data-testid="address-coordinates">
            {v.latitude || v.longitude ? `${v.latitude}, ${v.longitude}` : label('noCoordinates')}
          </Text>
        )}
      </SimpleGrid>
    </>
  );
}

/** A new address before anything is typed (the Netherlands, no coordinates yet). */
export function emptyAddressCore(): AddressCore {
  return {
    address: '',
    houseNumber: '',
    houseAddition: '',
    postalCode: '',
    city: '',
    country: 'NL',
    latitude: 0,
    longitude: 0,
  };
}
