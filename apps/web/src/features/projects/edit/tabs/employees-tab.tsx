import { MultiSelect, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconBan, IconStar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployees } from '../../../employees/index.ts';
import type { ProjectTabProps } from '../project-tabs.ts';
import { type EmployeeListKey, setEmployeeList } from './employee-lists.ts';

interface ListProps {
  listKey: EmployeeListKey;
  icon: ReactNode;
  color: string;
  value: number[];
  options: { value: string; label: string }[];
  onChange: (ids: number[]) => void;
  readOnly: boolean;
}

function EmployeeList({ listKey, icon, color, value, options, onChange, readOnly }: ListProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`projects.employees.${listKey}.${key}`);
  return (
    <Paper withBorder radius="md" p="md" data-testid={`project-${listKey}`}>
      <Title order={4} size="h5" c={color} mb={4} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        {icon}
        {label('title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {label('hint')}
      </Text>
      <MultiSelect
        aria-label={label('title')}
        data={options}
        value={value.map(String)}
        onChange={(ids) => onChange(ids.map(Number))}
        placeholder={readOnly ? undefined : label('add')}
        searchable
        clearable={!readOnly}
        readOnly={readOnly}
        limit={100}
        hidePickedOptions
        nothingFoundMessage={t('projects.nothingFound')}
        comboboxProps={{ withinPortal: true }}
        data-testid={`project-${listKey}-select`}
      />
      {value.length === 0 && (
        <Text size="sm" c="dimmed" mt="xs">
          {label('empty')}
        </Text>
      )}
    </Paper>
  );
}

/**
 * Employees who know the project (planning prefers them) and employees who must not be planned here. Both lists are
 * saved with the project.
 */
export function ExperiencedEmployeesTab({ draft, update, canWrite }: ProjectTabProps) {
  const employees = useEmployees();
  const chosen = useMemo(
    () => new Set([...draft.experiencedEmployees, ...draft.blacklist]),
    [draft.experiencedEmployees, draft.blacklist],
  );
  // Active employees, plus whoever is already on a list (also when they left or were deleted).
  const options = useMemo(() => {
    const known = new Set<number>();
    const list = (employees.data ?? [])
      .filter((employee) => chosen.has(employee.id) || (!employee.deleted && employee.active !== false))
      .map((employee) => {
        known.add(employee.id);
        return { value: String(employee.id), label: employee.name };
      });
    for (const id of chosen) if (!known.has(id)) list.push({ value: String(id), label: `#${id}` });
    return list.sort((a, b) => a.label.localeCompare(b.label));
  }, [employees.data, chosen]);

  const change = (key: EmployeeListKey) => (ids: number[]) => update(setEmployeeList(draft, key, ids));

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <EmployeeList
        listKey="experiencedEmployees"
        icon={<IconStar size={18} />}
        color="teal"
        value={draft.experiencedEmployees}
        options={options}
        onChange={change('experiencedEmployees')}
        readOnly={!canWrite}
      />
      <EmployeeList
        listKey="blacklist"
        icon={<IconBan size={18} />}
        color="red"
        value={draft.blacklist}
        options={options}
        onChange={change('blacklist')}
        readOnly={!canWrite}
      />
    </SimpleGrid>
  );
}
