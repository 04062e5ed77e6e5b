import { Paper, SimpleGrid, type SimpleGridProps, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A figure's key and value; an undefined value is still loading. */
type Figure = readonly [key: string, value: ReactNode | undefined];

interface FiguresCardProps {
  figures: readonly Figure[];
  label: (key: string) => string;
  cols: SimpleGridProps['cols'];
  /** On each value as `<valueTestId>-<key>`, and on the card unless `testId` names it. */
  valueTestId: string;
  testId?: string;
  size?: 'lg' | 'xl';
}

/** The totals above a list or report (over every match, not only the page shown): label over value. */
export function FiguresCard({ figures, label, cols, valueTestId, testId, size = 'xl' }: FiguresCardProps) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId ?? valueTestId}>
      <SimpleGrid cols={cols} spacing="md">
        {figures.map(([key, value]) => (
          <Stack key={key} gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label(key)}
            </Text>
            {value === undefined ? (
              // As high as the value's line, so the page below does not move when the figures come (issue 15).
              <Skeleton h={`calc(var(--mantine-font-size-${size}) * var(--mantine-line-height-${size}))`} w="60%" />
            ) : (
              <Text size={size} fw={700} data-testid={`${valueTestId}-${key}`}>
                {value}
              </Text>
            )}
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
