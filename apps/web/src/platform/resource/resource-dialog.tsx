import { type AnyResourceCalls, type ResourceMeta, resourceDeclarations } from '@backoffice/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api-client.ts';
import { useCallMutation } from '../call.ts';
import { FormDialog } from '../forms/form-dialog.tsx';
import { useForm } from '../forms/use-form.ts';
import { notifyError, notifySuccess } from '../notices.ts';
import { FieldInput } from './field-input.tsx';
import { type ResourceRecord, toFormValues, toPayload } from './resource-types.ts';

interface ResourceDialogProps {
  meta: ResourceMeta;
  /** undefined: a new record. */
  record: ResourceRecord | undefined;
  onClose: () => void;
}

/** The edit dialog: a form generated from `meta.fields`, validated with `meta.schema`, saved with POST save. */
export function ResourceDialog({ meta, record, onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const calls: AnyResourceCalls = resourceDeclarations(meta);
  const form = useForm(meta.schema, toFormValues(meta, record), {
    toInput: (values) => toPayload(meta, record, values),
  });

  const save = useCallMutation(calls.save, {
    refreshes: [calls.all],
    onSuccess: () => {
      notifySuccess(t('resource.saved'));
      onClose();
    },
    onError: (error) => {
      // The server validates with the same schema; its issues land under the fields they concern.
      if (error instanceof ApiError) form.setServerIssues(error.issues);
      notifyError(error, { action: t('resource.saveFailed') });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const payload = form.validate();
    if (payload && !save.isPending) save.mutate(payload);
  };

  const title = record ? t(`resources.${meta.plural}.edit`) : t(`resources.${meta.plural}.new`);
  return (
    <FormDialog
      title={title}
      size="lg"
      testId="resource-dialog"
      onClose={onClose}
      onSubmit={onSubmit}
      saving={save.isPending}
    >
      {meta.fields.map((field, index) => (
        <FieldInput
          key={field.key}
          meta={meta}
          field={field}
          value={form.values[field.key]}
          error={form.errors[field.key]}
          onChange={(value) => form.setValue(field.key, value)}
          autoFocus={index === 0}
        />
      ))}
    </FormDialog>
  );
}
