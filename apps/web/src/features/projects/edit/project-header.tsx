import { Anchor, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCustomers } from '../../customers/api.ts';
import type { ProjectDetail } from '../api.ts';
import type { ProjectDraft } from './project-draft.ts';

interface ProjectHeaderProps {
  record: ProjectDetail | undefined;
  draft: ProjectDraft;
  dirty: boolean;
  canWrite: boolean;
  saving: boolean;
  onSave: () => void;
  onDelete: () => void;
}

/** Name, customer link and active state of the project, with save and delete. */
export function ProjectHeader({ record, draft, dirty, canWrite, saving, onSave, onDelete }: ProjectHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const customers = useCustomers();
  // The chosen customer, before the save too; the saved name while the list loads.
  const customerName =
    customers.data?.find((customer) => customer.id === draft.customerId)?.name ??
    (record && record.customerId === draft.customerId ? record.customerName : '');

  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0} align="flex-start">
        <Button
          variant="subtle"
          px="xs"
          onClick={() => void navigate('/Projects/Index')}
          aria-label={t('projects.edit.back')}
          data-testid="project-back"
        >
          <IconArrowLeft size={18} />
        </Button>
        <Stack gap={2} miw={0}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} size="h3" data-testid="project-title" style={{ overflowWrap: 'anywhere' }}>
              {record?.name || t('projects.edit.newTitle')}
            </Title>
            {record && (
              <Badge
                color={record.active ? 'teal' : 'gray'}
                variant="light"
                tt="none"
                data-testid="project-active"
                data-active={record.active}
              >
                {t(record.active ? 'projects.status.activeOne' : 'projects.status.inactiveOne')}
              </Badge>
            )}
            {dirty && (
              <Badge color="orange" variant="light" tt="none" data-testid="project-dirty">
                {t('projects.edit.unsavedBadge')}
              </Badge>
            )}
          </Group>
          {draft.customerId > 0 && customerName && (
            <Anchor
              component={Link}
              to={`/Customers/Edit/${draft.customerId}`}
              size="sm"
              data-testid="project-customer-link"
            >
              {customerName}
            </Anchor>
          )}
        </Stack>
      </Group>
      {canWrite && (
        <Group gap="xs">
          {record && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={onDelete}
              data-testid="project-delete"
            >
              {t('common.delete')}
            </Button>
          )}
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            onClick={onSave}
            loading={saving}
            data-testid="project-save"
          >
            {t('common.save')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
