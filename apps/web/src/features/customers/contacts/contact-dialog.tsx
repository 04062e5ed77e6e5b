import { CONTACT_CALLS, type TContact, ZContact } from '@backoffice/domain';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../../platform/call.ts';
import { ReadOnlyFieldset } from '../../../platform/forms/read-only-fieldset.tsx';
import { useForm } from '../../../platform/forms/use-form.ts';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { useCustomers } from '../api.ts';
import { ContactRowsField } from './contact-rows-field.tsx';

export type ContactValues = Omit<TContact, 'customerName'>;

export function emptyContact(customerId: number): ContactValues {
  return {
    id: 0,
    name: '',
    customerId,
    function: '',
    email: '',
    phone: '',
    mobile: '',
    remarks: '',
    contactRows: [],
    deleted: 0,
  };
}

type TextKey = 'name' | 'function' | 'email' | 'phone' | 'mobile';

interface ContactDialogProps {
  contact: ContactValues;
  /** Inside a customer's tab the customer is given and not chosen. */
  fixedCustomer: boolean;
  readOnly: boolean;
  onDelete?: () => void;
  onClose: () => void;
}

/** New or edit contact, saved with saveContact (spec 001 §3 Contact). */
export function ContactDialog({ contact, fixedCustomer, readOnly, onDelete, onClose }: ContactDialogProps) {
  const { t } = useTranslation();
  const form = useForm(ZContact, contact);
  const v = form.values;
  const label = (key: string) => t(`customers.contacts.fields.${key}`);
  const customers = useCustomers();
  const customerOptions = useMemo(
    () =>
      (customers.data ?? [])
        .filter((customer) => !customer.deleted)
        .map((customer) => ({ value: String(customer.id), label: `${customer.customerNumber} ${customer.name}` })),
    [customers.data],
  );

  const save = useCallMutation(CONTACT_CALLS.save, {
    refreshes: [CONTACT_CALLS.all],
    onSuccess: () => {
      notifySuccess(t('customers.contacts.saved'));
      onClose();
    },
    onError: (error) => notifyError(error, { action: t('customers.contacts.saveFailed') }),
  });

  const submit = () => {
    const lines = v.contactRows.filter((line) => line.label.trim() || line.value.trim());
    if (form.validate() && !save.isPending) save.mutate({ ...v, contactRows: lines });
  };

  const text = (key: TextKey, required = false) => (
    <TextInput
      label={label(key)}
      value={v[key]}
      onChange={(event) => form.set({ [key]: event.currentTarget.value })}
      error={form.errors[key]}
      withAsterisk={required}
      data-autofocus={key === 'name' || undefined}
      data-testid={`contact-${key}`}
    />
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(contact.id ? 'customers.contacts.edit' : 'customers.contacts.new')}
      size="lg"
    >
      <Stack gap="sm" data-testid="contact-dialog">
        <ReadOnlyFieldset readOnly={readOnly}>
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
              {text('name', true)}
              {text('function')}
            </SimpleGrid>
            {!fixedCustomer && (
              <Select
                label={label('customerId')}
                placeholder={t('customers.contacts.noCustomer')}
                data={customerOptions}
                value={v.customerId > 0 ? String(v.customerId) : null}
                onChange={(next) => form.set({ customerId: next ? Number(next) : 0 })}
                searchable
                clearable
                limit={50}
                nothingFoundMessage={t('customers.contacts.noCustomerFound')}
                error={form.errors.customerId}
                comboboxProps={{ withinPortal: true }}
                data-testid="contact-customer"
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
              {text('email')}
              {text('phone')}
              {text('mobile')}
            </SimpleGrid>
            <ContactRowsField lines={v.contactRows} onChange={(contactRows) => form.set({ contactRows })} />
            <Textarea
              label={label('remarks')}
              value={v.remarks}
              onChange={(event) => form.set({ remarks: event.currentTarget.value })}
              error={form.errors.remarks}
              autosize
              minRows={2}
              maxRows={8}
              data-testid="contact-remarks"
            />
          </Stack>
        </ReadOnlyFieldset>
        <Group justify="space-between">
          <div>
            {!readOnly && onDelete && (
              <Button variant="subtle" color="red" onClick={onDelete} data-testid="contact-delete">
                {t('common.delete')}
              </Button>
            )}
          </div>
          <Group gap="xs">
            <Button variant="default" onClick={onClose} data-testid="contact-cancel">
              {t('common.cancel')}
            </Button>
            {!readOnly && (
              <Button onClick={submit} loading={save.isPending} data-testid="contact-save">
                {t('common.save')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
