import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeading } from '../../../platform/layout/page-heading.tsx';

/** A clock page's title and one line on what it is for; `aside` sits at the right (the status page's update time). */
export function PageIntro(props: { title: ReactNode; intro: string; aside?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <PageHeading title={props.title} intro={props.intro} />
      {props.aside}
    </Group>
  );
}
