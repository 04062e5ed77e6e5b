import { Text, Title } from '@mantine/core';

/** The title of an invoice settings page with the sentence that says what it is for. */
export function PageIntro({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
    </>
  );
}
