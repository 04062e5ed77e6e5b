import type { TEmployeesHome } from '@backoffice/domain';
import { formatDate } from '@backoffice/domain/format';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAward, IconCake, IconFileAlert } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiList } from '../../platform/query.ts';
import { useCanAccess } from '../../platform/session/session-store.ts';
import { useApiGet } from './use-api-get.ts';

type Birthday = TEmployeesHome['birthdays']['today'][number];

const employeeLink = (id: number) => `/Employees/Edit/${id}`;
/** The birthday ('MM-DD', the server never sends the year of birth here) as DD-MM. */
const dayMonth = (birthday: string) => `${birthday.slice(3, 5)}-${birthday.slice(0, 2)}`;

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

function BirthdayGroup({ label, people, testId }: { label: string; people: Birthday[]; testId: string }) {
  if (people.length === 0) return null;
  return (
    <Stack gap={4} data-testid={testId}>
      <Text size="xs" tt="uppercase" fw={600} c="dimmed">
        {label}
      </Text>
      {people.map((person) => (
        <Person
          key={person.id}
          id={person.id}
          name={person.name}
          right={dayMonth(person.birthday)}
          testId={`birthday-${person.id}`}
        />
      ))}
    </Stack>
  );
}

function Widgets({ data }: { data: TEmployeesHome }) {
  const { t } = useTranslation();
  const employers = useApiList<{ id: number; name: string }>('/r/allEmployers');
  const employerName = (id: number) => employers.data?.find((employer) => employer.id === id)?.name ?? '';
  const { today, nextDays, thisMonth } = data.birthdays;
  const { endingContracts } = data;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="home-widgets">
      <Widget
        title={t('homeWidgets.birthdays')}
        icon={
          <ThemeIcon variant="light" color="pink">
            <IconCake size={18} />
          </ThemeIcon>
        }
        testId="widget-birthdays"
        empty={today.length + nextDays.length + thisMonth.length === 0}
      >
        <Stack gap="sm">
          <BirthdayGroup label={t('homeWidgets.today')} people={today} testId="birthdays-today" />
          <BirthdayGroup label={t('homeWidgets.nextDays')} people={nextDays} testId="birthdays-next" />
          <BirthdayGroup label={t('homeWidgets.thisMonth')} people={thisMonth} testId="birthdays-month" />
        </Stack>
      </Widget>
      {/* Contract ends are contract data: the server sends them to show_employees only. */}
      {endingContracts && (
        <Widget
          title={t('homeWidgets.endingContracts')}
          icon={
            <ThemeIcon variant="light" color="orange">
              <IconFileAlert size={18} />
            </ThemeIcon>
          }
          testId="widget-ending-contracts"
          empty={endingContracts.length === 0}
        >
          <Stack gap={4}>
            {endingContracts.map((contract) => (
              // Two lines: the employer's name is often long and would squeeze the employee's name.
              <div key={contract.id} data-testid={`ending-contract-${contract.id}`}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Anchor component={Link} to={employeeLink(contract.employeeId)} size="sm" truncate>
                    {contract.name}
                  </Anchor>
                  <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(contract.endDate)}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed" truncate>
                  {employerName(contract.employerId)}
                </Text>
              </div>
            ))}
          </Stack>
        </Widget>
      )}
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

/** Birthdays, contracts ending within 2 months and work anniversaries (spec 000 §4), for users who may read employees. */
export function EmployeeWidgets() {
  const allowed = useCanAccess('employees', 'read');
  const home = useApiGet<TEmployeesHome>('/r/employeesHome', allowed);
  if (!allowed || !home.data) return null;
  return <Widgets data={home.data} />;
}
