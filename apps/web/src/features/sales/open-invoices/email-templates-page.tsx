import { callKey, EMAIL_TEMPLATES, REMINDER_CALLS, type TEmailTemplate, ZEmailTemplate } from '@backoffice/domain';
import { Badge, Button, Group, LoadingOverlay, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/call.ts';
import { DataTable, type TableColumn } from '../../../platform/data-table/data-table.tsx';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { queryClient } from '../../../platform/query.ts';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { useEmailTemplates } from './api.ts';
import { RichTextField } from './rich-text-field.tsx';

const rowKey = (template: TEmailTemplate) => `${template.name}.${template.locale}`;

function TemplateDialog({ template, onClose }: { template: TEmailTemplate; onClose: () => void }) {
  const { t } = useTranslation();
  const canWrite = useCanAccess('settings', 'write');
  const [title, setTitle] = useState(template.title);
  const [htmlMessage, setHtmlMessage] = useState(template.htmlMessage);
  const [saving, setSaving] = useState(false);
  const titleError = title.trim() === '' ? t('validation.required') : undefined;

  const save = async () => {
    const body = ZEmailTemplate.parse({ name: template.name, locale: template.locale, title, htmlMessage });
    setSaving(true);
    try {
      const saved = await call(REMINDER_CALLS.saveEmailTemplate, body);
      // Both lists show the same templates.
      for (const templates of [REMINDER_CALLS.allEmailTemplates, REMINDER_CALLS.allReminderTemplates]) {
        queryClient.setQueryData<TEmailTemplate[]>(callKey(templates), (list) =>
          list?.map((item) => (rowKey(item) === rowKey(saved) ? saved : item)),
        );
      }
      notifySuccess(t('emailTemplates.saved'));
      onClose();
    } catch (error) {
      notifyError(error, { action: t('emailTemplates.saveFailed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size={1000}
      title={`${t(`emailTemplates.names.${template.name}`)} · ${t(`languages.${template.locale}`)}`}
    >
      <Stack gap="md" pos="relative" data-testid="email-template-dialog">
        <LoadingOverlay visible={saving} zIndex={5} />
        <TextInput
          label={t('emailTemplates.subject')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={titleError}
          readOnly={!canWrite}
          required
          data-testid="email-template-title"
        />
        <RichTextField
          label={t('emailTemplates.body')}
          initialValue={template.htmlMessage}
          onChange={setHtmlMessage}
          withVariables
          readOnly={!canWrite}
          testId="email-template-body"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="dialog-cancel">
            {t('common.cancel')}
          </Button>
          {canWrite && (
            <Button onClick={() => void save()} disabled={Boolean(titleError)} data-testid="dialog-save">
              {t('common.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

/** /Home/EmailTemplates: the invoice, credit invoice and reminder e-mails per language, with the variables they may hold. */
export function EmailTemplatesPage() {
  const { t } = useTranslation();
  const templates = useEmailTemplates();
  const [editing, setEditing] = useState<TEmailTemplate | null>(null);
  const columns = useMemo<TableColumn<TEmailTemplate>[]>(
    () => [
      {
        key: 'name',
        title: t('emailTemplates.name'),
        // In the order of a sale: the invoice, its credit, then the reminders by level.
        value: (row) => EMAIL_TEMPLATES.indexOf(row.name),
        text: (row) => t(`emailTemplates.names.${row.name}`),
      },
      {
        key: 'locale',
        title: t('emailTemplates.language'),
        value: (row) => row.locale,
        text: (row) => t(`languages.${row.locale}`),
      },
      { key: 'title', title: t('emailTemplates.subject'), value: (row) => row.title },
      {
        key: 'own',
        title: t('emailTemplates.source'),
        value: (row) => row.id > 0,
        text: (row) => t(row.id > 0 ? 'emailTemplates.own' : 'emailTemplates.default'),
        render: (row) => (
          <Badge variant="light" color={row.id > 0 ? 'teal' : 'gray'}>
            {t(row.id > 0 ? 'emailTemplates.own' : 'emailTemplates.default')}
          </Badge>
        ),
        hiddenByDefault: true,
      },
    ],
    [t],
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('emailTemplates.intro', { example: '{{invoiceNumber}}' })}
      </Text>
      <DataTable<TEmailTemplate>
        id="emailTemplates"
        title={t('emailTemplates.title')}
        rows={templates.data}
        rowKey={rowKey}
        columns={columns}
        loading={templates.isPending}
        defaultSort={{ key: 'name', direction: 'asc' }}
        onRowClick={setEditing}
      />
      {editing && <TemplateDialog template={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
