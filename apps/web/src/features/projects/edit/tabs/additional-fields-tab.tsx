import type { TFlexFieldProject } from '@backoffice/domain';
import {
  Anchor,
  Checkbox,
  Fieldset,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFlexFieldsProjects } from '../../api.ts';
import type { ProjectTabProps } from '../project-tabs.ts';
import { flexOptions, flexText, flexYes, groupFlexFields } from './flex-fields.ts';

function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
      {children}
    </SimpleGrid>
  );
}

/** The project's values for the owner's project flex fields, saved with the project (project.fields by field id). */
export function AdditionalFieldsTab({ draft, update, canWrite }: ProjectTabProps) {
  const { t } = useTranslation();
  const flexFields = useFlexFieldsProjects();
  const groups = useMemo(() => groupFlexFields(flexFields.data), [flexFields.data]);
  const values = draft.fields;
  const set = (id: number, value: string | number) => update({ fields: { ...values, [String(id)]: value } });

  if (flexFields.isPending) return <Loader size="sm" />;
  if (groups.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="project-fields-empty">
        {t('projects.flex.none')}{' '}
        <Anchor component={Link} to="/Projects/FlexFields" size="sm">
          {t('projects.menu.flexFields')}
        </Anchor>
      </Text>
    );
  }

  const input = (field: TFlexFieldProject) => {
    const value = values[String(field.id)];
    const common = { label: field.name, disabled: !canWrite, 'data-testid': `project-field-${field.id}` };
    switch (field.kind) {
      case 3:
        return (
          <Checkbox
            {...common}
            mt={{ base: 0, sm: 'lg' }}
            checked={flexYes(value)}
            onChange={(event) => set(field.id, event.currentTarget.checked ? 1 : 0)}
          />
        );
      case 4:
        return (
          <Select
            {...common}
            data={flexOptions(field, value)}
            value={flexText(value) || null}
            onChange={(next) => set(field.id, next ?? '')}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        );
      case 2:
        return (
          <Textarea
            {...common}
            autosize
            minRows={2}
            maxRows={8}
            value={flexText(value)}
            onChange={(event) => set(field.id, event.currentTarget.value)}
          />
        );
      default:
        return (
          <TextInput
            {...common}
            value={flexText(value)}
            onChange={(event) => set(field.id, event.currentTarget.value)}
          />
        );
    }
  };

  return (
    <Stack gap="md" data-testid="project-fields">
      {groups.map((group) => {
        const fields = group.fields.map((field) => <div key={field.id}>{input(field)}</div>);
        return group.category ? (
          <Fieldset key={group.category} legend={group.category} variant="filled">
            <FieldGrid>{fields}</FieldGrid>
          </Fieldset>
        ) : (
          <FieldGrid key="">{fields}</FieldGrid>
        );
      })}
    </Stack>
  );
}
