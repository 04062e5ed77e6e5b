import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeading } from '../../../platform/layout/page-heading.tsx';

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
      <PageHeading title={props.title} intro={props.intro} />
      <Group align="flex-end" gap="md">
        {props.filters}
      </Group>
      {props.children}
    </Stack>
  );
}
