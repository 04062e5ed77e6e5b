import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../i18n/i18n.ts';

interface ConfirmActionOptions {
  title: string;
  question: string;
  /** The red button's label: what happens (Close period, Finalise, End sessions). */
  confirm: string;
  confirmTestId: string;
  /** The cancel button's label (default "Cancel"). */
  cancel?: string;
  onConfirm: () => void;
}

/** The red confirmation asked before a step that cannot be taken back (closing a period, ending sessions). */
export function confirmAction({ title, question, confirm, confirmTestId, cancel, onConfirm }: ConfirmActionOptions) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{question}</Text>,
    labels: { confirm, cancel: cancel ?? i18n.t('common.cancel') },
    confirmProps: { color: 'red', 'data-testid': confirmTestId },
    cancelProps: { 'data-testid': 'confirm-cancel' },
    onConfirm,
  });
}
