import { EMPLOYEE_CALLS, type TEmployeesHome } from '@backoffice/domain';
import { formatDate } from '@backoffice/domain/format';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCall } from '../../platform/call.ts';
import { useCanAccess } from '../../platform/session/session-store.ts';

const employeeLink = (id: number) => `/Employees/Edit/${id}`;

function Widget(props: { title: string; icon: ReactNode; testId: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid={props.testId}>
      <Group gap="sm" mb="sm" wrap="nowrap">
        {props.icon}
        <Text fw={600}>{props.title}</Text>
      </Group>
      {props.empty ? (
        <Text size="sm" c="dimmed">
          {t('homeWidgets.none')}
        </Text>
      ) : (
        props.children
      )}
    </Paper>
  );
}

function Person(props: { id: number; name: string; right: ReactNode; testId: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid={props.testId}>
      <Anchor component={Link} to={employeeLink(props.id)} size="sm" truncate>
        {props.name}
      </Anchor>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {props.right}
      </Text>
    </Group>
  );
}

function Widgets({ data }: { data: TEmployeesHome }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="home-widgets">
      <Widget
        title={t('homeWidgets.anniversaries')}
        icon={
          <ThemeIcon variant="light" color="teal">
            <IconAward size={18} />
          </ThemeIcon>
        }
        testId="widget-anniversaries"
        empty={data.anniversaries.length === 0}
      >
        <Stack gap={4}>
          {data.anniversaries.map((person) => (
            <Person
              key={person.id}
              id={person.id}
              name={person.name}
              right={
                <Group gap={6} wrap="nowrap" component="span">
                  <Badge size="sm" variant="light" color="teal">
                    {t('homeWidgets.years', { count: person.workYears })}
                  </Badge>
                  {t('homeWidgets.since', { date: formatDate(person.since) })}
                </Group>
              }
              testId={`anniversary-${person.id}`}
            />
          ))}
        </Stack>
      </Widget>
    </SimpleGrid>
  );
}

/**
 * Work anniversaries of this month (spec 000 §4), for users who may read employees; birthdays and contracts ending
 * are on the to-do list.
 */
export function EmployeeWidgets() {
  const allowed = useCanAccess('employees', 'read');
  const home = useCall(EMPLOYEE_CALLS.employeesHome, undefined, { enabled: allowed });
  if (!allowed || !home.data) return null;
  return <Widgets data={home.data} />;
}
