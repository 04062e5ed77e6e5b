import { Button, Group, type MantineSpacing } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DialogFooterProps {
  onCancel: () => void;
  /** Without it the save button submits the form the footer stands in. */
  onSave?: () => void;
  saving?: boolean;
  /** A read-only dialog shows only the cancel button. */
  readOnly?: boolean;
  /** Instead of "Save" (apply, issue, upload …). */
  saveLabel?: string;
  cancelTestId?: string;
  saveTestId?: string;
  mt?: MantineSpacing;
}

/** The cancel and save buttons at the bottom right of a dialog. */
export function DialogFooter(props: DialogFooterProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt={props.mt}>
      <Button variant="default" onClick={props.onCancel} data-testid={props.cancelTestId}>
        {t('common.cancel')}
      </Button>
      {!props.readOnly && (
        <Button
          type={props.onSave ? 'button' : 'submit'}
          onClick={props.onSave}
          loading={props.saving}
          data-testid={props.saveTestId}
        >
          {props.saveLabel ?? t('common.save')}
        </Button>
      )}
    </Group>
  );
}
