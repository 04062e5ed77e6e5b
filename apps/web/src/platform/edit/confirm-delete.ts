import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../i18n/i18n.ts';

interface ConfirmDeleteOptions {
  title: string;
  question: string;
  onConfirm: () => void;
}

/** The red "Delete" confirmation every delete asks first (the test ids are what the e2e tests click). */
export function confirmDelete({ title, question, onConfirm }: ConfirmDeleteOptions): void {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{question}</Text>,
    labels: { confirm: i18n.t('common.delete'), cancel: i18n.t('common.cancel') },
    confirmProps: { color: 'red', 'data-testid': 'confirm-delete' },
    cancelProps: { 'data-testid': 'confirm-cancel' },
    onConfirm,
  });
}
