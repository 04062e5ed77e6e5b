import type { TOwner } from '@backoffice/domain';
import { Stack, Text } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../platform/layout/page-heading.tsx';
import { useOwner } from '../../../platform/owner-settings.ts';
import { PageLoader } from '../../../platform/pages/page-loader.tsx';

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
      <PageHeading title={title} intro={intro} />
      {children}
    </Stack>
  );
}

export function LoadFailed() {
  const { t } = useTranslation();
  return <Text c="red">{t('notices.loadFailed')}</Text>;
}

/**
 * A sub-page that edits part of the owner record: loads the owner, shows the loader or the failure, and gives the
 * editor a fresh state per owner.
 */
export function OwnerSubPage({
  section,
  testId,
  editor: Editor,
}: {
  /** The locale section under employeeSub with `title` and `intro`. */
  section: string;
  testId: string;
  editor: ComponentType<{ owner: TOwner }>;
}) {
  const { t } = useTranslation();
  const { owner, failed } = useOwner();
  return (
    <SubPage title={t(`employeeSub.${section}.title`)} intro={t(`employeeSub.${section}.intro`)} testId={testId}>
      {failed ? <LoadFailed /> : owner ? <Editor key={owner.id} owner={owner} /> : <PageLoader />}
    </SubPage>
  );
}
