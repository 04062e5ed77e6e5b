import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconAction } from '../../../platform/icon-action.tsx';
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
          <IconAction
            label={t('employeeSub.moveUp')}
            icon={<IconArrowUp size={16} />}
            mt={4}
            disabled={index === 0}
            onClick={() => onChange(moveItem(value, index, -1))}
            testId={`leave-type-up-${index}`}
          />
          <IconAction
            label={t('employeeSub.moveDown')}
            icon={<IconArrowDown size={16} />}
            mt={4}
            disabled={index === value.length - 1}
            onClick={() => onChange(moveItem(value, index, 1))}
          />
          <IconAction
            label={t('common.delete')}
            icon={<IconTrash size={16} />}
            mt={4}
            color="red"
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          />
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
