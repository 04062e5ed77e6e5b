import {
  PLANNING_CHIP_FIELDS,
  type PlanningChipField,
  SHIFT_CALLS,
  type TPlanningVisibility,
} from '@backoffice/domain';
import { Button, Checkbox, Group, Loader, MultiSelect, Paper, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../../platform/call.ts';
import { ReadOnlyFieldset } from '../../../../platform/forms/read-only-fieldset.tsx';
import { PageHeading } from '../../../../platform/layout/page-heading.tsx';
import { notifySuccess } from '../../../../platform/notices.ts';
import { useCanAccess } from '../../../../platform/session/session-store.ts';
import { useEmployees } from '../../../employees/index.ts';
import { useProjects } from '../../../projects/api.ts';
import { toOptions } from '../../../projects/index.ts';
import { usePlanningVisibility, useRefreshPlanning } from '../api.ts';
import { notifyShiftError } from '../shift-errors.ts';

function VisibilityForm({ initial, canWrite }: { initial: TPlanningVisibility; canWrite: boolean }) {
  const { t } = useTranslation();
  const employees = useEmployees();
  const projects = useProjects();
  const refresh = useRefreshPlanning();
  const [value, setValue] = useState(initial);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<TPlanningVisibility>) => setValue((current) => ({ ...current, ...patch }));
  const ids = (list: string[]) => list.map(Number);
  const save = async () => {
    setSaving(true);
    try {
      await call(SHIFT_CALLS.savePlanningVisibility, value);
      notifySuccess(t('planning.visibility.saved'));
      await refresh();
    } catch (error) {
      notifyShiftError(error, t, 'save');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Paper withBorder p="md" radius="md">
      <ReadOnlyFieldset readOnly={!canWrite}>
        <Stack gap="md">
          <MultiSelect
            label={t('planning.visibility.hiddenEmployees')}
            description={t('planning.visibility.hiddenEmployeesHelp')}
            data={toOptions(employees.data, 0)}
            value={value.hiddenEmployees.map(String)}
            onChange={(list) => set({ hiddenEmployees: ids(list) })}
            searchable
            clearable
            data-testid="visibility-employees"
          />
          <MultiSelect
            label={t('planning.visibility.hiddenProjects')}
            data={toOptions(projects.data, 0)}
            value={value.hiddenProjects.map(String)}
            onChange={(list) => set({ hiddenProjects: ids(list) })}
            searchable
            clearable
            data-testid="visibility-projects"
          />
          <Checkbox.Group
            label={t('planning.visibility.chipFields')}
            description={t('planning.visibility.chipFieldsHelp')}
            value={value.chipFields}
            // Kept in the fixed order of PLANNING_CHIP_FIELDS, whatever order they were ticked in.
            onChange={(list) => set({ chipFields: PLANNING_CHIP_FIELDS.filter((f) => list.includes(f)) })}
            data-testid="visibility-fields"
          >
            <Group mt="xs">
              {PLANNING_CHIP_FIELDS.map((field: PlanningChipField) => (
                <Checkbox key={field} value={field} label={t(`planning.visibility.fields.${field}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <Switch
            label={t('planning.visibility.showWeekend')}
            checked={value.showWeekend === 1}
            onChange={(event) => set({ showWeekend: event.currentTarget.checked ? 1 : 0 })}
            data-testid="visibility-weekend"
          />
          <Switch
            label={t('planning.visibility.showEmptyRows')}
            checked={value.showEmptyRows === 1}
            onChange={(event) => set({ showEmptyRows: event.currentTarget.checked ? 1 : 0 })}
            data-testid="visibility-empty-rows"
          />
          {canWrite && (
            <Group justify="flex-end">
              <Button onClick={() => void save()} loading={saving} data-testid="visibility-save">
                {t('common.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </ReadOnlyFieldset>
    </Paper>
  );
}

/** Planning/Visibility: what the week view shows for the whole company (savePlanningVisibility). */
export function VisibilityPage() {
  const { t } = useTranslation();
  const canWrite = useCanAccess('planning', 'write');
  const visibility = usePlanningVisibility();
  return (
    <Stack gap="md" maw={900} data-testid="visibility-page">
      <PageHeading title={t('planning.visibility.title')} intro={t('planning.visibility.intro')} />
      {visibility.data ? <VisibilityForm initial={visibility.data} canWrite={canWrite} /> : <Loader />}
    </Stack>
  );
}
