import { CLOCK_CALLS } from '@backoffice/domain';
import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconFileTypePdf, IconRefresh } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/call.ts';
import { openFile } from '../../../platform/files.ts';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { notifyError } from '../../../platform/notices.ts';
import type { WorkOrderAnswer } from './api.ts';

type EntryRef = number | string;

/**
 * The work order of shifts (ids or keys): the PDF opens in a new tab through the download-inline address. The tab is
 * opened at the click, before the server answers, so a popup blocker lets it through.
 */
function useWorkOrder(onDone?: (answer: WorkOrderAnswer) => void) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async ({ entries, regenerate }: { entries: readonly EntryRef[]; regenerate: boolean }) => {
      // The tab opens at the click (openFile) while the PDF is asked for.
      const asked = call(CLOCK_CALLS.workOrder, {
        entries: [...entries],
        regenerate: regenerate ? 1 : 0,
        locale: currentLanguage(),
      });
      await openFile(async () => (await asked).upload.id);
      return asked;
    },
    onSuccess: (answer) => onDone?.(answer),
    onError: (error) => notifyError(error, { action: t('clock.workOrder.failed') }),
  });
}

/** "Work order" for a selection of shifts, with "make it again" for one that changed since. */
export function WorkOrderButton(props: { entries: readonly EntryRef[]; onDone?: (answer: WorkOrderAnswer) => void }) {
  const { t } = useTranslation();
  const workOrder = useWorkOrder(props.onDone);
  const run = (regenerate: boolean) => workOrder.mutate({ entries: props.entries, regenerate });
  return (
    <Group gap={0} wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconFileTypePdf size={16} />}
        loading={workOrder.isPending}
        onClick={() => run(false)}
        style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
        data-testid="work-order"
      >
        {t('clock.workOrder.open', { count: props.entries.length })}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="xs"
            variant="light"
            px={6}
            disabled={workOrder.isPending}
            style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0, borderLeft: '1px solid white' }}
            aria-label={t('clock.workOrder.more')}
            data-testid="work-order-more"
          >
            <IconChevronDown size={14} />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconRefresh size={16} />}
            onClick={() => run(true)}
            data-testid="work-order-regenerate"
          >
            {t('clock.workOrder.regenerate')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
