import { Button, Group, Modal, Text } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useBeforeUnloadWarning } from './use-before-unload.ts';

/**
 * Warns before unsaved changes are lost (issue 3): leaving within the app asks first; closing or reloading the tab
 * gets the browser's own question. Paths under `base` (the same record's tabs) pass freely, and so does anything
 * once `leaving` is set (right before navigating after a save or delete: the last render still saw the old draft).
 */
export function UnsavedGuard({ dirty, base, leaving }: { dirty: boolean; base: string; leaving: RefObject<boolean> }) {
  const { t } = useTranslation();
  const stays = (pathname: string) => leaving.current || pathname === base || pathname.startsWith(`${base}/`);
  const blocker = useBlocker(({ nextLocation }) => dirty && !stays(nextLocation.pathname));

  useBeforeUnloadWarning(dirty);

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('employeeEdit.unsaved.title')}
      data-testid="unsaved-dialog"
    >
      <Text size="sm">{t('employeeEdit.unsaved.question')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()} data-testid="unsaved-stay">
          {t('employeeEdit.unsaved.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()} data-testid="unsaved-leave">
          {t('employeeEdit.unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
