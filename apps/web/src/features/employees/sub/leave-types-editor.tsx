import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LeaveTypeValues } from './employer-form.ts';
import { moveItem, nextId, replaceItem } from './list-edit.ts';

interface Props {
  value: LeaveTypeValues[];
  onChange: (next: LeaveTypeValues[]) => void;
  errors: Record<string, string>;
}

/** Leave types of an employer in the order the planning offers them. */
export function LeaveTypesEditor({ value, onChange, errors }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="leave-types">
      <Text fw={600} size="sm">
        {t('employeeSub.employers.leaveTypes')}
      </Text>
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('employeeSub.employers.noLeaveTypes')}
        </Text>
      )}
      {value.map((type, index) => (
        <Group key={type.id} gap="xs" wrap="nowrap" align="flex-start" data-testid={`leave-type-${index}`}>
          <TextInput
            value={type.name}
            onChange={(event) => onChange(replaceItem(value, index, { name: event.currentTarget.value }))}
            aria-label={t('employeeSub.employers.leaveTypeName')}
            placeholder={t('employeeSub.employers.leaveTypeName')}
            error={errors[`leaveTypes.${index}.name`]}
            style={{ flex: 1 }}
            data-testid={`leave-type-name-${index}`}
          />
          <Checkbox
            mt={8}
            label={t('employeeSub.employers.cao')}
            checked={type.cao}
            onChange={(event) => onChange(replaceItem(value, index, { cao: event.currentTarget.checked }))}
          />
          <Checkbox
            mt={8}
            label={t('employeeSub.employers.readOnly')}
            checked={type.readOnly}
            onChange={(event) => onChange(replaceItem(value, index, { readOnly: event.currentTarget.checked }))}
          />
          <Tooltip label={t('employeeSub.moveUp')}>
            <ActionIcon
              mt={4}
              variant="subtle"
              disabled={index === 0}
              onClick={() => onChange(moveItem(value, index, -1))}
              aria-label={t('employeeSub.moveUp')}
              data-testid={`leave-type-up-${index}`}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('employeeSub.moveDown')}>
            <ActionIcon
              mt={4}
              variant="subtle"
              disabled={index === value.length - 1}
              onClick={() => onChange(moveItem(value, index, 1))}
              aria-label={t('employeeSub.moveDown')}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('common.delete')}>
            <ActionIcon
              mt={4}
              variant="subtle"
              color="red"
              onClick={() => onChange(value.filter((_, i) => i !== index))}
              aria-label={t('common.delete')}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...value, { id: nextId(value), name: '', cao: false, readOnly: false }])}
          data-testid="leave-type-add"
        >
          {t('employeeSub.employers.addLeaveType')}
        </Button>
      </Group>
    </Stack>
  );
}
