import { Badge, Button } from '@mantine/core';
import { IconChevronDown, IconFilter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface FilterFoldButtonProps {
  opened: boolean;
  /** How many filters are set; a badge when any. */
  changed: number;
  onClick: () => void;
  /** The button is `<testId>-toggle`, its count `<testId>-count`. */
  testId: string;
}

/** The phone's "Filters" button that folds a page's filters away, with the number of filters set. */
export function FilterFoldButton({ opened, changed, onClick, testId }: FilterFoldButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="subtle"
      fullWidth
      justify="space-between"
      leftSection={<IconFilter size={16} />}
      rightSection={
        <IconChevronDown
          size={16}
          style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
        />
      }
      onClick={onClick}
      aria-expanded={opened}
      data-testid={`${testId}-toggle`}
    >
      {t('common.filters')}
      {changed > 0 && (
        <Badge
          ml="xs"
          size="sm"
          circle
          aria-label={t('common.filtersSet', { count: changed })}
          data-testid={`${testId}-count`}
        >
          {changed}
        </Badge>
      )}
    </Button>
  );
}
