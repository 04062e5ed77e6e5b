import { useMutation } from '@tanstack/react-query';
import { confirmDelete } from '../edit/confirm-delete.ts';
import { i18n } from '../i18n/i18n.ts';
import { notifyError, notifySuccess } from '../notices.ts';

interface ConfirmedDeleteOptions<R> {
  /** The call that deletes (a save with deleted: 1, or a delete call). */
  request: (row: R) => Promise<unknown>;
  /** Reloads what shows the row, after the delete. */
  afterDelete: () => Promise<unknown>;
  /** The row's name in the question "Delete … ?". */
  label: (row: R) => string;
  deletedText: string;
  failedText: string;
}

/** Delete after a confirmation, with the notices every list uses; returns the function a delete button calls. */
export function useConfirmedDelete<R>(options: ConfirmedDeleteOptions<R>): (row: R) => void {
  const remove = useMutation({
    mutationFn: options.request,
    onSuccess: async () => {
      notifySuccess(options.deletedText);
      await options.afterDelete();
    },
    onError: (error) => notifyError(error, { action: options.failedText }),
  });
  return (row: R) =>
    confirmDelete({
      title: i18n.t('resource.deleteTitle'),
      question: i18n.t('resource.deleteQuestion', { label: options.label(row) }),
      onConfirm: () => remove.mutate(row),
    });
}
