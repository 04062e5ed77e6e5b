import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Title, explanation and body of an Employees sub-page. */
export function SubPage({
  title,
  intro,
  testId,
  children,
}: {
  title: string;
  intro?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" maw={1100} data-testid={testId}>
      <div>
        <Title order={2} size="h3">
          {title}
        </Title>
        {intro && (
          <Text c="dimmed" size="sm" mt={4}>
            {intro}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}

export function LoadFailed() {
  const { t } = useTranslation();
  return <Text c="red">{t('notices.loadFailed')}</Text>;
}
