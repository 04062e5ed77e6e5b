import { USER_CALLS } from '@backoffice/domain';
import { formatDate } from '@backoffice/domain/format';
import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../platform/call.ts';
import { PageLoader } from '../../../platform/pages/page-loader.tsx';
import { CoursesList } from '../edit-tabs/courses-list.tsx';
import { KeysList } from '../edit-tabs/keys-list.tsx';
import { useAllCourses, useEmployeeKeys, useEmployees } from '../edit-tabs/people-api.ts';
import { LoadFailed, SubPage } from './sub-page.tsx';

function NotLinked() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" data-testid="personal-not-linked">
      <Stack align="center" gap="xs">
        <ThemeIcon variant="light" size={48} radius="xl">
          <IconUserQuestion size={26} />
        </ThemeIcon>
        <Text fw={600}>{t('employeeSub.personal.notLinkedTitle')}</Text>
        <Text c="dimmed" ta="center" maw={520}>
          {t('employeeSub.personal.notLinkedText')}
        </Text>
      </Stack>
    </Paper>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || '-'}</Text>
    </div>
  );
}

function Dashboard({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const employees = useEmployees();
  const keys = useEmployeeKeys(employeeId);
  const courses = useAllCourses();
  const me = employees.data?.find((employee) => employee.id === employeeId);
  const myCourses = courses.data?.filter((course) => course.employeeId === employeeId && !course.deleted);
  const myKeys = keys.data?.filter((key) => !key.deleted && key.employeeId === employeeId);

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" data-testid="personal-details">
        <Title order={3} size="h4" mb="sm">
          {me?.name ?? (employees.isPending ? '…' : `#${employeeId}`)}
        </Title>
        {me && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <Field label={t('employeeSub.personal.email')} value={me.email ?? ''} />
            <Field label={t('employeeSub.personal.phone')} value={me.mobile || me.phone || ''} />
            {/* Birth date and IBAN come with the full view only (show_employees); others do not see the fields. */}
            {me.birthDate !== undefined && (
              <Field label={t('employeeSub.personal.birthDate')} value={formatDate(me.birthDate)} />
            )}
            {me.iban !== undefined && <Field label={t('employeeSub.personal.iban')} value={me.iban} />}
          </SimpleGrid>
        )}
      </Paper>
      <div>
        <Title order={3} size="h5" mb="xs">
          {t('employeeSub.personal.myKeys')}
        </Title>
        <KeysList id="personal-keys" rows={myKeys} employees={employees.data} loading={keys.isPending} />
      </div>
      <div>
        <Title order={3} size="h5" mb="xs">
          {t('employeeSub.personal.myCourses')}
        </Title>
        <CoursesList id="personal-courses" rows={myCourses} loading={courses.isPending} />
      </div>
    </Stack>
  );
}

/** The logged-in user's own employee record, keys and courses (GET /r/me gives the linked employee). */
export function PersonalDashboardPage() {
  const { t } = useTranslation();
  const me = useCall(USER_CALLS.me);
  const employeeId = me.data?.employeeId ?? 0;
  return (
    <SubPage title={t('employeeSub.personal.title')} testId="personal-dashboard-page">
      {me.isError ? (
        <LoadFailed />
      ) : me.isPending ? (
        <PageLoader />
      ) : employeeId > 0 ? (
        <Dashboard employeeId={employeeId} />
      ) : (
        <NotLinked />
      )}
    </SubPage>
  );
}
