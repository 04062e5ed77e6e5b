import { Modal, type ModalProps, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { DialogFooter } from './dialog-footer.tsx';
import { useReturnFocus } from './use-return-focus.ts';

interface FormDialogProps {
  title: string;
  size?: ModalProps['size'];
  /** The form's test id. */
  testId: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  saving: boolean;
  /** Instead of "Save" (approve, generate …). */
  saveLabel?: string;
  /** The fields. */
  children: ReactNode;
}

/** A dialog that is one form: Enter or the save button submits it (test ids dialog-cancel and dialog-save). */
export function FormDialog({ title, size, testId, onClose, onSubmit, saving, saveLabel, children }: FormDialogProps) {
  useReturnFocus();
  return (
    <Modal opened onClose={onClose} title={title} size={size}>
      <form onSubmit={onSubmit} noValidate data-testid={testId}>
        <Stack gap="md">
          {children}
          <DialogFooter
            onCancel={onClose}
            saving={saving}
            saveLabel={saveLabel}
            cancelTestId="dialog-cancel"
            saveTestId="dialog-save"
            mt="sm"
          />
        </Stack>
      </form>
    </Modal>
  );
}
