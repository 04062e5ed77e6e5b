import { Button } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconAction } from '../icon-action.tsx';

export function EditRowButton({ onClick, testId }: { onClick: () => void; testId: string }) {
  const { t } = useTranslation();
  return <IconAction label={t('common.edit')} icon={<IconPencil size={18} />} onClick={onClick} testId={testId} />;
}

export function RemoveRowButton({ onClick, testId }: { onClick: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <IconAction
      label={t('common.delete')}
      icon={<IconTrash size={18} />}
      color="red"
      onClick={onClick}
      testId={testId}
    />
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
