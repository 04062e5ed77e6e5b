import { modals } from '@mantine/modals';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useBeforeUnloadWarning } from '../../../platform/edit/use-before-unload.ts';
import { i18n } from '../../../platform/i18n/i18n.ts';

/** Asks before leaving a page with unsaved changes: in-app navigation by a dialog, closing the tab by the browser. */
export function useUnsavedWarning(dirty: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modals.openConfirmModal({
      title: i18n.t('employeeSub.unsaved.title'),
      children: i18n.t('employeeSub.unsaved.text'),
      labels: { confirm: i18n.t('employeeSub.unsaved.leave'), cancel: i18n.t('employeeSub.unsaved.stay') },
      confirmProps: { color: 'red', 'data-testid': 'unsaved-leave' },
      cancelProps: { 'data-testid': 'unsaved-stay' },
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker]);

  useBeforeUnloadWarning(dirty);
}
