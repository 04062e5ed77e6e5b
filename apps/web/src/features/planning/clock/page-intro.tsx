import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A clock page's title and one line on what it is for; `aside` sits at the right (the status page's update time). */
export function PageIntro(props: { title: ReactNode; intro: string; aside?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <div>
        <Title order={2} size="h3">
          {props.title}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {props.intro}
        </Text>
      </div>
      {props.aside}
    </Group>
  );
}
