import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's title with, under it, a dimmed line that says what the page is for. */
export function PageHeading({ title, intro }: { title: ReactNode; intro?: ReactNode }) {
  return (
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
  );
}
