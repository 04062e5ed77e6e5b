import { PDF_TEMPLATE_CALLS, type TPdfTemplate, type TPdfTemplateRecord, ZPdfTemplate } from '@backoffice/domain';
import { ActionIcon, Badge, Button, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../platform/api-client.ts';
import { useCall, useCallMutation } from '../../../platform/call.ts';
import { DataTable, type TableColumn } from '../../../platform/data-table/data-table.tsx';
import { NewRowButton } from '../../../platform/data-table/row-actions.tsx';
import { confirmDelete } from '../../../platform/edit/confirm-delete.ts';
import { useForm } from '../../../platform/forms/use-form.ts';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { PageIntro } from '../invoices/page-intro.tsx';
import { CompanyLogoField } from './company-logo-field.tsx';
import { TemplateForm } from './template-form.tsx';
import { TemplatePreview } from './template-preview.tsx';

const keyOf = (template: TPdfTemplateRecord) => `${template.ownerId}-${template.id}-${template.type}`;
const editable = ({ ownerId: _owner, ...template }: TPdfTemplateRecord): TPdfTemplate => template;

/** The editor of one template with its live preview; a default is saved as the owner's own copy (id 0). */
function TemplateEditor({ template, onSaved }: { template: TPdfTemplateRecord; onSaved: (key: string) => void }) {
  const { t } = useTranslation();
  const canWrite = useCanAccess('sales', 'write');
  const form = useForm(ZPdfTemplate, editable(template));
  const save = useCallMutation(PDF_TEMPLATE_CALLS.savePdfTemplate, {
    refreshes: [PDF_TEMPLATE_CALLS.allPdfTemplates],
    onSuccess: (saved) => {
      notifySuccess(t('pdfTemplates.saved'));
      onSaved(keyOf(saved));
    },
    onError: (error) => {
      if (error instanceof ApiError) form.setServerIssues(error.issues);
      notifyError(error, { action: t('pdfTemplates.saveFailed') });
    },
  });
  const submit = () => {
    const valid = form.validate();
    if (valid) save.mutate(valid);
  };
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Paper withBorder radius="md" p="md" data-testid="pdf-template-editor">
          <Title order={3} size="h5" mb="sm">
            {template.ownerId === 0
              ? t('pdfTemplates.copyDefault')
              : template.ownerId < 0
                ? t('pdfTemplates.new')
                : t('pdfTemplates.edit')}
          </Title>
          <TemplateForm form={form} disabled={!canWrite} />
          {canWrite && (
            <Group justify="flex-end" mt="md">
              <Button onClick={submit} loading={save.isPending} data-testid="pdf-template-save">
                {t('pdfTemplates.save')}
              </Button>
            </Group>
          )}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <TemplatePreview template={form.values} />
      </Grid.Col>
    </Grid>
  );
}

/** Home/PdfTemplates: the owner's templates and the built-in defaults per type; the chosen one is edited below. */
export function PdfTemplatesPage() {
  const { t } = useTranslation();
  const canWrite = useCanAccess('sales', 'write');
  const templates = useCall(PDF_TEMPLATE_CALLS.allPdfTemplates);
  const [chosen, setChosen] = useState<string | 'new'>();
  const remove = useCallMutation(PDF_TEMPLATE_CALLS.deletePdfTemplate, {
    refreshes: [PDF_TEMPLATE_CALLS.allPdfTemplates],
    onSuccess: () => {
      setChosen(undefined);
      notifySuccess(t('pdfTemplates.deleted'));
    },
    onError: (error) => notifyError(error, { action: t('pdfTemplates.deleteFailed') }),
  });
  const rows = templates.data ?? [];
  // Without a choice, the template invoices use now: the owner's active invoice template, else the default.
  const current =
    chosen === 'new'
      ? { ...ZPdfTemplate.parse({ name: t('pdfTemplates.new') }), ownerId: -1 }
      : (rows.find((row) => keyOf(row) === chosen) ??
        rows.find((row) => row.ownerId > 0 && row.type === 1 && row.active === 1) ??
        rows.find((row) => row.type === 1));
  const columns = useMemo<TableColumn<TPdfTemplateRecord>[]>(
    () => [
      { key: 'name', title: t('pdfTemplates.columns.name'), value: (row) => row.name },
      {
        key: 'type',
        title: t('pdfTemplates.columns.type'),
        value: (row) => row.type,
        text: (row) => t(`pdfTemplates.types.${row.type}`),
      },
      {
        key: 'owner',
        title: t('pdfTemplates.columns.owner'),
        value: (row) => row.ownerId,
        text: (row) => (row.ownerId === 0 ? t('pdfTemplates.builtIn') : t('pdfTemplates.own')),
      },
      {
        key: 'active',
        title: t('pdfTemplates.columns.active'),
        value: (row) => (row.ownerId > 0 ? row.active : -1),
        text: (row) => (row.ownerId > 0 && row.active ? t('pdfTemplates.yes') : t('pdfTemplates.no')),
        render: (row) =>
          row.ownerId > 0 && row.active ? (
            <Badge color="green" variant="light">
              {t('pdfTemplates.yes')}
            </Badge>
          ) : null,
      },
    ],
    [t],
  );
  return (
    <Stack gap="md" data-testid="pdf-templates-page">
      <PageIntro title={t('pdfTemplates.title')} intro={t('pdfTemplates.intro')} />
      <Paper withBorder radius="md" p="md">
        <CompanyLogoField />
      </Paper>
      <DataTable<TPdfTemplateRecord>
        id="pdf-templates"
        exportName={t('pdfTemplates.title')}
        rows={templates.data}
        rowKey={keyOf}
        columns={columns}
        loading={templates.isFetching}
        onRowClick={(row) => setChosen(keyOf(row))}
        actionsWidth={50}
        actions={(row) =>
          canWrite &&
          row.ownerId > 0 && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('pdfTemplates.delete')}
              data-testid="pdf-template-delete"
              onClick={(event) => {
                event.stopPropagation();
                confirmDelete({
                  title: t('pdfTemplates.deleteTitle'),
                  question: t('pdfTemplates.deleteQuestion', { name: row.name }),
                  onConfirm: () => remove.mutate({ id: row.id }),
                });
              }}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )
        }
        toolbar={
          canWrite && (
            <NewRowButton label={t('pdfTemplates.new')} onClick={() => setChosen('new')} testId="pdf-template-new" />
          )
        }
      />
      {current && (
        <TemplateEditor key={chosen === 'new' ? 'new' : keyOf(current)} template={current} onSaved={setChosen} />
      )}
    </Stack>
  );
}
