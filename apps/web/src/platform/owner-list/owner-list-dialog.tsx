import { OWNER_LISTS, type OwnerListName } from '@backoffice/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api-client.ts';
import { useCallMutation } from '../call.ts';
import { FormDialog } from '../forms/form-dialog.tsx';
import { validationText } from '../forms/issue-message.ts';
import { useZodForm } from '../forms/use-zod-form.ts';
import { keyedText } from '../notice-text.ts';
import { notifyError, notifyFailure, notifySuccess } from '../notices.ts';
import { OwnerListField } from './owner-list-field.tsx';
import { type ListFormValues, type ListRecord, type OwnerListDecl, ownerListCalls } from './owner-list-types.ts';
import { emptyRequiredLists, isShown, toFormValues, toPayload } from './owner-list-values.ts';

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
  const schema = OWNER_LISTS[decl.list].schema;
  const form = useZodForm<ListFormValues, typeof schema>(schema, toFormValues(decl, record));

  const save = useCallMutation(calls.save, {
    refreshes: [calls.all],
    onSuccess: () => {
      notifySuccess(t('resource.saved'));
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        // A shared validation text ('Invalid date') in the user's language; any other server text as written.
        for (const issue of error.issues) form.setError(issue.path, validationText(issue.message, t) ?? issue.message);
        if (error.key === 'ownerList.nameExists') {
          // Said under the name too, where it is to be changed.
          const text = keyedText(error, t) ?? '';
          form.setError('name', text);
          notifyFailure(`${t('resource.saveFailed')} ${text}`);
          return;
        }
      }
      notifyError(error, { action: t('resource.saveFailed') });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const empty = emptyRequiredLists(decl, form.values);
    const payload = form.validate(toPayload(decl, record, form.values));
    for (const key of empty) form.setError(key, t('validation.required'));
    if (payload && empty.length === 0 && !save.isPending) save.mutate(payload);
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
