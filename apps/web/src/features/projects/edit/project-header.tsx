import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EditHeader, EditTitle, UnsavedBadge } from '../../../platform/edit/edit-header.tsx';
import { useCanAccess } from '../../../platform/session/session-store.ts';
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
  const customers = useCustomers();
  // The customer page is sales': others see the name without a link to an "Access denied".
  const canOpenCustomer = useCanAccess('sales', 'read');
  // The chosen customer, before the save too; the saved name while the list loads.
  const customerName =
    customers.data?.find((customer) => customer.id === draft.customerId)?.name ??
    (record && record.customerId === draft.customerId ? record.customerName : '');

  return (
    <EditHeader
      testId="project"
      backTo="/Projects/Index"
      backLabel={t('projects.edit.back')}
      canDelete={record !== undefined}
      canWrite={canWrite}
      saving={saving}
      onSave={onSave}
      onDelete={onDelete}
      align="flex-start"
    >
      <Stack gap={2} miw={0}>
        <Group gap="xs" wrap="wrap">
          <EditTitle testId="project-title">{record?.name || t('projects.edit.newTitle')}</EditTitle>
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
          <UnsavedBadge dirty={dirty} testId="project-dirty" label={t('projects.edit.unsavedBadge')} />
        </Group>
        {draft.customerId > 0 && customerName && !canOpenCustomer && (
          <Text size="sm" data-testid="project-customer-name">
            {customerName}
          </Text>
        )}
        {draft.customerId > 0 && customerName && canOpenCustomer && (
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
    </EditHeader>
  );
}
