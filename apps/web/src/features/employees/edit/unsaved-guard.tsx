import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Warns before unsaved changes are lost (issue 3): leaving within the app asks first; closing or reloading the tab
 * gets the browser's own question. Paths that `stays` accepts (the same employee's tabs) pass freely.
 */
export function UnsavedGuard({ dirty, stays }: { dirty: boolean; stays: (pathname: string) => boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ nextLocation }) => dirty && !stays(nextLocation.pathname));

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

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
