import { Alert, Anchor, Badge, Select, Stack } from '@mantine/core';
import { IconInfoCircle, IconUnlink } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../../../platform/data-table/data-table.tsx';
import { IconAction } from '../../../../platform/icon-action.tsx';
import { type ContactRow, useContacts } from '../../../customers/api.ts';
import type { ProjectTabProps } from '../project-tabs.ts';

/** The live contacts of the project's customer that are not linked yet. */
function linkableContacts(
  contacts: readonly ContactRow[] | undefined,
  customerId: number,
  linked: readonly number[],
): ContactRow[] {
  if (!customerId) return [];
  return (contacts ?? []).filter(
    (contact) => !contact.deleted && contact.customerId === customerId && !linked.includes(contact.id),
  );
}

/** Contact persons of the customer linked to this project (project.contactIds), saved with the project. */
export function ProjectContactsTab({ draft, update, canWrite }: ProjectTabProps) {
  const { t } = useTranslation();
  const contacts = useContacts();
  const label = (key: string) => t(`projects.contacts.${key}`);
  const linked = useMemo(() => {
    const byId = new Map((contacts.data ?? []).map((contact) => [contact.id, contact]));
    return draft.contactIds.flatMap((id) => {
      const contact = byId.get(id);
      return contact ? [contact] : [];
    });
  }, [contacts.data, draft.contactIds]);
  const choices = linkableContacts(contacts.data, draft.customerId, draft.contactIds);

  const columns = useMemo<TableColumn<ContactRow>[]>(
    () => [
      {
        key: 'name',
        title: t('projects.contacts.name'),
        value: (row) => row.name,
        render: (row) =>
          row.customerId === draft.customerId ? (
            row.name
          ) : (
            <>
              {row.name}{' '}
              <Badge size="xs" color="orange" variant="light" tt="none">
                {t('projects.contacts.otherCustomer', { name: row.customerName })}
              </Badge>
            </>
          ),
      },
      { key: 'function', title: t('projects.contacts.function'), value: (row) => row.function },
      {
        key: 'phone',
        title: t('projects.contacts.phone'),
        value: (row) => [row.phone, row.mobile].filter(Boolean).join(', '),
        render: (row) =>
          [row.phone, row.mobile].filter(Boolean).map((phone) => (
            <Anchor key={phone} href={`tel:${phone}`} size="sm" mr="xs" onClick={(event) => event.stopPropagation()}>
              {phone}
            </Anchor>
          )),
      },
      {
        key: 'email',
        title: t('projects.contacts.email'),
        value: (row) => row.email,
        render: (row) =>
          row.email ? (
            <Anchor href={`mailto:${row.email}`} size="sm" onClick={(event) => event.stopPropagation()}>
              {row.email}
            </Anchor>
          ) : null,
      },
    ],
    [t, draft.customerId],
  );

  return (
    <Stack gap="sm">
      {!draft.customerId && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} data-testid="contacts-no-customer">
          {label('chooseCustomer')}
        </Alert>
      )}
      <DataTable<ContactRow>
        id="project-contacts"
        exportName={t('projects.tabs.Contacts')}
        rows={contacts.data ? linked : undefined}
        rowKey={(row) => row.id}
        columns={columns}
        loading={contacts.isPending}
        toolbar={
          canWrite &&
          draft.customerId > 0 && (
            <Select
              aria-label={label('link')}
              placeholder={choices.length > 0 ? label('link') : label('noneLeft')}
              data={choices.map((contact) => ({
                value: String(contact.id),
                label: contact.function ? `${contact.name} (${contact.function})` : contact.name,
              }))}
              value={null}
              onChange={(id) => id && update({ contactIds: [...draft.contactIds, Number(id)] })}
              disabled={choices.length === 0}
              searchable
              w={{ base: '100%', xs: 240 }}
              comboboxProps={{ withinPortal: true }}
              data-testid="contact-link"
            />
          )
        }
        actions={
          canWrite
            ? (row) => (
                <IconAction
                  label={label('unlink')}
                  icon={<IconUnlink size={18} />}
                  color="red"
                  onClick={() => update({ contactIds: draft.contactIds.filter((id) => id !== row.id) })}
                  testId={`contact-unlink-${row.id}`}
                />
              )
            : undefined
        }
      />
    </Stack>
  );
}
