import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the planning overviews (hours, to be scheduled, control): title, a line of help, filters, the list. */
export function PlanningOverview(props: {
  title: string;
  intro: string;
  testId: string;
  filters: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" data-testid={props.testId}>
      <div>
        <Title order={2} size="h3">
          {props.title}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {props.intro}
        </Text>
      </div>
      <Group align="flex-end" gap="md">
        {props.filters}
      </Group>
      {props.children}
    </Stack>
  );
}
