import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError, withChunkTimeout } from './lazy-page.ts';

/** What a lazy dialog takes at least: its loader and its error state close as it does. */
interface DialogProps {
  onClose: () => void;
}

/** A load this quick shows no loader (it would only flash before the dialog). */
const LOADER_DELAY_MS = 300;

/**
 * A dialog whose code loads when it first opens, as a page's does (lazy-page.ts: the same timeout): a small loader
 * while its chunk loads, and when the chunk cannot load (a deploy replaced it) or the dialog fails to render, a
 * message that offers to reload the page. The page behind it stays as it was.
 */
export function lazyDialog<M, P extends DialogProps>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const Dialog = lazy(() => withChunkTimeout(load).then((module) => ({ default: pick(module) })));
  return function LazyDialog(props: P) {
    return (
      <DialogBoundary onClose={props.onClose}>
        <Suspense fallback={<DialogLoading onClose={props.onClose} />}>
          <Dialog {...props} />
        </Suspense>
      </DialogBoundary>
    );
  };
}

function DialogLoading({ onClose }: DialogProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Modal opened={shown} onClose={onClose} withCloseButton={false} centered size="auto">
      <Group gap="sm" role="status" data-testid="lazy-dialog-loading">
        <Loader size="sm" />
        <Text size="sm">{t('common.loading')}</Text>
      </Group>
    </Modal>
  );
}

function DialogFailed({ error, onClose }: DialogProps & { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('pages.error.title')} centered>
      <Stack gap="md" data-testid="lazy-dialog-error">
        <Text size="sm">{isChunkLoadError(error) ? t('pages.error.chunk') : t('pages.error.dialog')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button onClick={() => window.location.reload()}>{t('pages.error.reload')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Holds a dialog's failure to itself (without it the page's route error replaces the whole page). */
class DialogBoundary extends Component<DialogProps & { children: ReactNode }, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render() {
    if (this.state.failed) return <DialogFailed error={this.state.error} onClose={this.props.onClose} />;
    return this.props.children;
  }
}
