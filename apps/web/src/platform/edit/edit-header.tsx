import { Badge, Button, Group, type GroupProps, Title } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRecordTitle } from '../layout/page-title.ts';

interface EditHeaderProps {
  /** Prefix of the test ids: `<prefix>-back`, `<prefix>-delete`, `<prefix>-save`. */
  testId: string;
  /** The list the back button returns to. */
  backTo: string;
  backLabel: string;
  /** Only a saved record can be deleted. */
  canDelete: boolean;
  canWrite: boolean;
  saving: boolean;
  onSave: () => void;
  onDelete: () => void;
  /** How the back button and the title block wrap on a narrow screen. */
  wrap?: GroupProps['wrap'];
  align?: GroupProps['align'];
  /** The title block: title, badges and what each page shows under its title. */
  children: ReactNode;
  /** The record's own actions, before delete and save (a purchase's "make definitive"). */
  actions?: ReactNode;
}

/** The top row of an edit page: back to the list, the title block, and delete and save for those who may write. */
export function EditHeader(props: EditHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { testId, canWrite } = props;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm" wrap={props.wrap ?? 'nowrap'} miw={0} align={props.align}>
        <Button
          variant="subtle"
          px="xs"
          onClick={() => void navigate(props.backTo)}
          aria-label={props.backLabel}
          data-testid={`${testId}-back`}
        >
          <IconArrowLeft size={18} />
        </Button>
        {props.children}
      </Group>
      {canWrite && (
        <Group gap="xs">
          {props.actions}
          {props.canDelete && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={props.onDelete}
              data-testid={`${testId}-delete`}
            >
              {t('common.delete')}
            </Button>
          )}
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            onClick={props.onSave}
            loading={props.saving}
            data-testid={`${testId}-save`}
          >
            {t('common.save')}
          </Button>
        </Group>
      )}
    </Group>
  );
}

/** The record's name as the page title (the tab's too); long names break anywhere rather than widen the page. */
export function EditTitle({ testId, children }: { testId: string; children: ReactNode }) {
  useRecordTitle(typeof children === 'string' ? children : undefined);
  return (
    <Title order={2} size="h3" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Title>
  );
}

/** Shown while the draft differs from the saved record. */
export function UnsavedBadge({ dirty, testId, label }: { dirty: boolean; testId: string; label: string }) {
  if (!dirty) return null;
  return (
    <Badge color="orange" variant="light" tt="none" data-testid={testId}>
      {label}
    </Badge>
  );
}
