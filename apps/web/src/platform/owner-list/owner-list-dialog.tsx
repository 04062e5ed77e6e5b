import { OWNER_LISTS, type OwnerListName, VALIDATION_MESSAGES } from '@backoffice/domain';
import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../api-client.ts';
import { useCallMutation } from '../call.ts';
import { FormDialog } from '../forms/form-dialog.tsx';
import { useForm } from '../forms/use-form.ts';
import { keyedText } from '../notice-text.ts';
import { notifyError, notifyFailure, notifySuccess } from '../notices.ts';
import { OwnerListField } from './owner-list-field.tsx';
import { type ListRecord, type OwnerListDecl, ownerListCalls } from './owner-list-types.ts';
import { emptyRequiredLists, isShown, toFormValues, toPayload } from './owner-list-values.ts';

/** The list's shared schema, and the dialog's rule: a required list that is shown has a line. */
function listSchema(decl: OwnerListDecl): z.ZodType<Record<string, unknown>> {
  const shared: z.ZodType<Record<string, unknown>> = OWNER_LISTS[decl.list].schema;
  return shared.superRefine((payload, ctx) => {
    for (const key of emptyRequiredLists(decl, toFormValues(decl, payload)))
      ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.required, path: [key] });
  });
}

interface Props {
  decl: OwnerListDecl;
  /** undefined: a new item. */
  record: ListRecord | undefined;
  /** The choices of a ref field; `current` stays selectable even when it is no longer active. */
  refOptions: (list: OwnerListName, current: string) => { value: string; label: string }[];
  onClose: () => void;
}

/** Add or edit one item; validated with the list's shared schema, saved with save<Singular>. */
export function OwnerListDialog({ decl, record, refOptions, onClose }: Props) {
  const { t } = useTranslation();
  const calls = ownerListCalls(decl.list);
  const schema = useMemo(() => listSchema(decl), [decl]);
  const form = useForm(schema, toFormValues(decl, record), { toInput: (values) => toPayload(decl, record, values) });

  const save = useCallMutation(calls.save, {
    refreshes: [calls.all],
    onSuccess: () => {
      notifySuccess(t('resource.saved'));
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        const text = error.key === 'ownerList.nameExists' ? (keyedText(error, t) ?? '') : undefined;
        // A shared validation text ('Invalid date') in the user's language; any other server text as written. A name
        // in use is said under the name too, where it is to be changed.
        form.setServerIssues(text === undefined ? error.issues : [...error.issues, { path: 'name', message: text }]);
        if (text !== undefined) {
          notifyFailure(`${t('resource.saveFailed')} ${text}`);
          return;
        }
      }
      notifyError(error, { action: t('resource.saveFailed') });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const payload = form.validate();
    if (payload && !save.isPending) save.mutate(payload);
  };

  const shown = decl.fields.filter((field) => isShown(field, form.values));
  // A list's issues point into it (options.2); they show under the list's input.
  const errorOf = (key: string) =>
    form.errors[key] ?? Object.entries(form.errors).find(([path]) => path.startsWith(`${key}.`))?.[1];
  return (
    <FormDialog
      title={t(record ? `${decl.ns}.edit` : `${decl.ns}.new`)}
      size="lg"
      testId="owner-list-dialog"
      onClose={onClose}
      onSubmit={onSubmit}
      saving={save.isPending}
    >
      {shown.map((field, index) => (
        <OwnerListField
          key={field.key}
          ns={decl.ns}
          field={field}
          value={form.values[field.key]}
          error={errorOf(field.key)}
          onChange={(value) => form.setValue(field.key, value)}
          refOptions={field.kind === 'ref' ? refOptions(field.list, String(form.values[field.key] ?? '')) : undefined}
          autoFocus={index === 0}
        />
      ))}
    </FormDialog>
  );
}
