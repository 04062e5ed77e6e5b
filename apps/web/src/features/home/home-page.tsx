import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../platform/session/session-store.ts';
import { EmployeeWidgets } from './employee-widgets.tsx';
import { TodoList } from './todo-list.tsx';

/** Welcome, the office's to-do list and this month's work anniversaries. */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  return (
    <Stack gap="lg" data-testid="home-page">
      <div>
        <Title order={2}>{t('home.welcome', { name: session.claims.userName })}</Title>
        <Text c="dimmed" data-testid="home-owner">
          {t('home.owner', { owner: session.ownerName })}
        </Text>
      </div>
      <TodoList />
      <EmployeeWidgets />
    </Stack>
  );
}
