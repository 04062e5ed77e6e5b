import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function EditRowButton({ onClick, testId }: { onClick: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('common.edit')}>
      <ActionIcon variant="subtle" onClick={onClick} aria-label={t('common.edit')} data-testid={testId}>
        <IconPencil size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

export function RemoveRowButton({ onClick, testId }: { onClick: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('common.delete')}>
      <ActionIcon variant="subtle" color="red" onClick={onClick} aria-label={t('common.delete')} data-testid={testId}>
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

export function NewRowButton({ label, onClick, testId }: { label: string; onClick: () => void; testId: string }) {
  return (
    <Button leftSection={<IconPlus size={16} />} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}

/** The URL segment of a row: its id once saved, its draft key before. */
export const rowSegment = (row: { id: number; key: string }) => (row.id > 0 ? String(row.id) : row.key);

/** The row a URL segment names; 'new' is handled by the caller. */
export function findRow<R extends { id: number; key: string }>(rows: readonly R[], segment: string | undefined) {
  if (!segment) return undefined;
  return rows.find((row) => rowSegment(row) === segment);
}
