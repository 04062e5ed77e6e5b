import { Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../forms/dialog-footer.tsx';

interface NoteDialogFrameProps {
  title: string;
  /** Prefix of the test ids: `<prefix>-dialog`, `<prefix>-cancel`, `<prefix>-save`. */
  testId: string;
  /** The author line under the fields; left out when undefined. */
  author?: string;
  /** Translation key of "Author". */
  authorKey: string;
  readOnly: boolean;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  /** The note's fields. */
  children: ReactNode;
}

/** The dialog around a note of a customer, project or employee: fields, author, cancel and save. */
export function NoteDialogFrame(props: NoteDialogFrameProps) {
  const { t } = useTranslation();
  const { testId, author } = props;
  return (
    <Modal opened onClose={props.onClose} title={props.title} size="lg">
      <Stack gap="sm" data-testid={`${testId}-dialog`}>
        {props.children}
        {author !== undefined && (
          <Text size="xs" c="dimmed">
            {t(props.authorKey)}: {author}
          </Text>
        )}
        <DialogFooter
          onCancel={props.onClose}
          onSave={props.onSave}
          saving={props.saving}
          readOnly={props.readOnly}
          cancelTestId={`${testId}-cancel`}
          saveTestId={`${testId}-save`}
        />
      </Stack>
    </Modal>
  );
}
