import { i18n } from '../i18n/i18n.ts';
import { confirmAction } from './confirm-action.tsx';

/** The red "Delete" confirmation every delete asks first (the test ids are what the e2e tests click). */
export function confirmDelete(options: { title: string; question: string; onConfirm: () => void }): void {
  confirmAction({ ...options, confirm: i18n.t('common.delete'), confirmTestId: 'confirm-delete' });
}
