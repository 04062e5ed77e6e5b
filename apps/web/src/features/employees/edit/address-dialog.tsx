import { ZEmployeeAddress } from '@backoffice/domain';
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../platform/api-client.ts';
import { DateField } from '../../../platform/forms/date-field.tsx';
import { notifyError } from '../../../platform/notices.ts';
import { isOpenEnd } from './date-text.ts';
import type { AddressDraft } from './employee-draft.ts';
import { useRowForm } from './use-row-form.ts';

interface PostalCodeData {
  street: string;
  city: string;
  latitude: number;
  longitude: number;
}

interface AddressDialogProps {
  address: AddressDraft;
  readOnly: boolean;
  onSave: (address: AddressDraft) => void;
  onClose: () => void;
}

type TextKey = 'postalCode' | 'houseNumber' | 'houseAddition' | 'address' | 'city' | 'country';

export function AddressDialog({ address, readOnly, onSave, onClose }: AddressDialogProps) {
  const { t } = useTranslation();
  const form = useRowForm(ZEmployeeAddress, address);
  const v = form.values;
  const label = (key: string) => t(`employeeEdit.address.${key}`);

  // postalCodeData (spec 002 §7): street, city and coordinates from postal code and house number.
  const lookup = useMutation({
    mutationFn: () =>
      api.post<PostalCodeData>('/r/postalCodeData', {
        postalCode: v.postalCode.trim(),
        houseNumber: v.houseNumber.trim(),
      }),
    onSuccess: (data) =>
      form.set({ address: data.street, city: data.city, latitude: data.latitude ?? 0, longitude: data.longitude ?? 0 }),
    onError: (error) => notifyError(error, { action: t('employeeEdit.address.lookupFailed') }),
  });

  const text = (key: TextKey, required = false) => (
    <TextInput
      label={label(key)}
      value={v[key]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        // Typed street or city no longer match looked-up coordinates: 0/0 lets the server geocode again.
        const moved = key === 'address' || key === 'city' || key === 'postalCode' || key === 'houseNumber';
        form.set(moved ? { [key]: value, latitude: 0, longitude: 0 } : { [key]: value });
      }}
      error={form.errors[key]}
      withAsterisk={required}
      data-testid={`address-${key}`}
    />
  );

  const submit = () => {
    const ok = form.validate({
      endDate: !isOpenEnd(v.endDate) && v.endDate < v.startDate ? 'employeeEdit.validation.endBeforeStart' : undefined,
    });
    if (ok) onSave(v);
  };

  return (
    <Modal opened onClose={onClose} title={label(address.id ? 'edit' : 'new')} size="lg">
      <Stack gap="sm" data-testid="address-dialog">
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="xs">
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
              <Text size="xs" c="dimmed" mt={{ base: 0, sm: 'xl' }} data-testid="address-coordinates">
                {v.latitude || v.longitude ? `${v.latitude}, ${v.longitude}` : label('noCoordinates')}
              </Text>
              <DateField
                label={label('startDate')}
                value={v.startDate}
                onChange={(startDate) => form.set({ startDate })}
                error={form.errors.startDate}
                required
                testId="address-startDate"
              />
              <DateField
                label={label('endDate')}
                value={isOpenEnd(v.endDate) ? '' : v.endDate}
                onChange={(endDate) => form.set({ endDate })}
                error={form.errors.endDate}
                placeholder={t('employeeEdit.openEnd')}
                testId="address-endDate"
              />
            </SimpleGrid>
            <Checkbox
              label={label('main')}
              description={label('mainHint')}
              checked={v.main === 1}
              onChange={(event) => form.set({ main: event.currentTarget.checked ? 1 : 0 })}
              data-testid="address-main"
            />
          </Stack>
        </fieldset>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="address-cancel">
            {t('common.cancel')}
          </Button>
          {!readOnly && (
            <Button onClick={submit} data-testid="address-apply">
              {t('employeeEdit.apply')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
