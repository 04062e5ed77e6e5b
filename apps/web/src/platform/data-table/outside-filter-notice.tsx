import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface OutsideFilterItem {
  id: number;
  name: string;
  /** Why the current filter hides it, in the user's language ("not active yet: employment starts 01-12-2026"). */
  reason: string;
  /** The filter that shows it, as the button says it, and how to switch to it. */
  showLabel: string;
  show: () => void;
}

interface OutsideFilterNoticeProps {
  items: readonly OutsideFilterItem[];
  open: (id: number) => void;
  dismiss: () => void;
  testId: string;
}

/** Above a list: the records just created that its filter hides, why, and the filter that shows each. */
export function OutsideFilterNotice({ items, open, dismiss, testId }: OutsideFilterNoticeProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle size={18} />}
      title={t('table.justCreated.title')}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={dismiss}
      data-testid={testId}
    >
      <Stack gap={6}>
        {items.map((item) => (
          <Group key={item.id} gap="xs" wrap="wrap" justify="space-between" data-testid={`${testId}-${item.id}`}>
            <Text size="sm">
              <Anchor component="button" type="button" fw={600} onClick={() => open(item.id)}>
                {item.name}
              </Anchor>{' '}
              {t('table.justCreated.notShown', { reason: item.reason })}
            </Text>
            <Button size="compact-sm" variant="light" onClick={item.show} data-testid={`${testId}-show-${item.id}`}>
              {item.showLabel}
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
