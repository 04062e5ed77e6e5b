import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface StatusPageProps {
  testId: string;
  icon: Icon;
  color: string;
  title: string;
  text: string;
  action?: { label: string; onClick: () => void };
  children?: ReactNode;
}

/** The shared look of not-found, access-denied and error pages. */
export function StatusPage({ testId, icon: PageIcon, color, title, text, action, children }: StatusPageProps) {
  return (
    <Center mih="50vh" data-testid={testId}>
      <Stack align="center" gap="sm" maw={460} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color={color}>
          <PageIcon size={34} stroke={1.6} />
        </ThemeIcon>
        <Title order={2}>{title}</Title>
        <Text c="dimmed">{text}</Text>
        {action && (
          <Button variant="light" onClick={action.onClick} mt="xs">
            {action.label}
          </Button>
        )}
        {children}
      </Stack>
    </Center>
  );
}
