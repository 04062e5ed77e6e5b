import type { TOwner } from '@backoffice/domain';
import { Group, Paper, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAction } from '../../../platform/icon-action.tsx';
import { moveItem, nextId, replaceItem } from './list-edit.ts';
import { AddAndSave, useOwnerDraft } from './owner-draft.tsx';
import { OwnerSubPage } from './sub-page.tsx';

const KINDS = ['text', 'longText', 'yesNo', 'select'] as const;
type Kind = (typeof KINDS)[number];

/** As stored in owner.flexFiltersEmployees; the employee list and Properties tab read the same shape. */
interface FlexFilterItem {
  id: number;
  name: string;
  kind: Kind;
  options: string[];
  order: number;
  deleted: number;
}

const asKind = (value: unknown): Kind => (KINDS.includes(value as Kind) ? (value as Kind) : 'text');

function fromOwner(owner: TOwner): FlexFilterItem[] {
  return owner.flexFiltersEmployees
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item, index) => ({
      ...item,
      id: Number(item.id) || index + 1,
      name: String(item.name ?? ''),
      kind: asKind(item.kind),
      options: Array.isArray(item.options) ? item.options.map(String) : [],
      order: Number(item.order ?? index),
      deleted: Number(item.deleted) === 1 ? 1 : 0,
    }))
    .sort((a, b) => a.order - b.order);
}

function FlexFiltersEditor({ owner }: { owner: TOwner }) {
  const { t } = useTranslation();
  const { draft: items, update, dirty, setDirty, save } = useOwnerDraft(owner, () => fromOwner(owner));
  const [showErrors, setShowErrors] = useState(false);
  // Deleted filters stay in the list (deleted: 1) so values saved under their id keep meaning.
  const visible = items.map((item, index) => ({ item, index })).filter(({ item }) => !item.deleted);
  const invalid = visible.some(({ item }) => item.name.trim() === '');

  const onSave = () => {
    setShowErrors(true);
    if (invalid) return;
    const ordered = items.map((item, index) => ({ ...item, name: item.name.trim(), order: index }));
    save.mutate({ flexFiltersEmployees: ordered }, { onSuccess: () => setDirty(false) });
  };

  return (
    <Stack gap="sm">
      {visible.length === 0 && <Text c="dimmed">{t('employeeSub.flexFilters.empty')}</Text>}
      {visible.map(({ item, index }, position) => (
        <Paper key={item.id} withBorder p="sm" radius="md" data-testid={`flex-filter-${position}`}>
          <Group align="flex-start" wrap="wrap" gap="sm">
            <TextInput
              label={t('employeeSub.flexFilters.name')}
              value={item.name}
              onChange={(event) => update(replaceItem(items, index, { name: event.currentTarget.value }))}
              error={showErrors && item.name.trim() === '' ? t('validation.required') : undefined}
              w={240}
              data-testid={`flex-filter-name-${position}`}
            />
            <Select
              label={t('employeeSub.flexFilters.kind')}
              data={KINDS.map((kind) => ({ value: kind, label: t(`employeeSub.flexFilters.kinds.${kind}`) }))}
              value={item.kind}
              onChange={(next) => update(replaceItem(items, index, { kind: asKind(next) }))}
              allowDeselect={false}
              w={180}
              data-testid={`flex-filter-kind-${position}`}
            />
            {item.kind === 'select' && (
              <TagsInput
                label={t('employeeSub.flexFilters.options')}
                description={t('employeeSub.flexFilters.optionsHint')}
                value={item.options}
                onChange={(options) => update(replaceItem(items, index, { options }))}
                style={{ flex: 1, minWidth: 220 }}
                data-testid={`flex-filter-options-${position}`}
              />
            )}
            <Group gap={4} mt={24} ml="auto">
              <IconAction
                label={t('employeeSub.moveUp')}
                icon={<IconArrowUp size={18} />}
                disabled={position === 0}
                onClick={() => update(moveItem(items, index, (visible[position - 1]?.index ?? index) - index))}
              />
              <IconAction
                label={t('employeeSub.moveDown')}
                icon={<IconArrowDown size={18} />}
                disabled={position === visible.length - 1}
                onClick={() => update(moveItem(items, index, (visible[position + 1]?.index ?? index) - index))}
              />
              <IconAction
                label={t('common.delete')}
                icon={<IconTrash size={18} />}
                color="red"
                onClick={() => update(replaceItem(items, index, { deleted: 1 }))}
                testId={`flex-filter-delete-${position}`}
              />
            </Group>
          </Group>
        </Paper>
      ))}
      <AddAndSave
        addLabel={t('employeeSub.flexFilters.add')}
        addTestId="flex-filter-add"
        onAdd={() =>
          update([
            ...items,
            { id: nextId(items), name: '', kind: 'text', options: [], order: items.length, deleted: 0 },
          ])
        }
        onSave={onSave}
        saving={save.isPending}
        dirty={dirty}
      />
    </Stack>
  );
}

export const FlexFiltersPage = () => (
  <OwnerSubPage section="flexFilters" testId="flex-filters-page" editor={FlexFiltersEditor} />
);
