import { DEFAULT_MAP_COLOR, PROJECT_CALLS, ZUpdateProjectsRequest } from '@backoffice/domain';
import { OPEN_END_DATE } from '@backoffice/domain/dates';
import { Button, Checkbox, Group, Modal, Select, Stack, Switch, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCallMutation } from '../../../platform/call.ts';
import { DateField } from '../../../platform/forms/date-field.tsx';
import { notifyError, notifyFailure, notifySuccess } from '../../../platform/notices.ts';
import { MapColorPicker } from '../edit/map-color-field.tsx';
import type { SelectOption } from '../edit/use-project-options.ts';

type Changes = z.input<typeof ZUpdateProjectsRequest>['changes'];
type Field = 'mapColor' | 'districtId' | 'projectLeaderId' | 'endDate' | 'invoicingBlocked';

const INITIAL = {
  mapColor: DEFAULT_MAP_COLOR as string,
  districtId: 0,
  projectLeaderId: 0,
  endDate: OPEN_END_DATE,
  invoicingBlocked: 0,
};

/** Only the ticked fields go to updateProjects, so the others keep each project's own value. */
function bulkChanges(values: typeof INITIAL, ticked: ReadonlySet<Field>): Changes {
  return Object.fromEntries(Object.entries(values).filter(([key]) => ticked.has(key as Field)));
}

interface BulkUpdateDialogProps {
  ids: readonly number[];
  districts: SelectOption[];
  employees: SelectOption[];
  onDone: () => void;
  onClose: () => void;
}

/** Change the map colour, district, project leader, end date or invoicing block of the selected projects at once. */
export function BulkUpdateDialog({ ids, districts, employees, onDone, onClose }: BulkUpdateDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(INITIAL);
  const [ticked, setTicked] = useState<ReadonlySet<Field>>(new Set());
  const label = (key: string) => t(`projects.bulk.${key}`);

  const save = useCallMutation(PROJECT_CALLS.updateProjects, {
    body: (changes: Changes) => ({ ids: [...ids], changes }),
    refreshes: [PROJECT_CALLS.allProjects],
    onSuccess: () => {
      notifySuccess(t('projects.bulk.saved', { count: ids.length }));
      onDone();
    },
    onError: (error) => notifyError(error, { action: t('projects.bulk.failed') }),
  });

  const set = (field: Field, patch: Partial<typeof INITIAL>) => {
    setValues((current) => ({ ...current, ...patch }));
    setTicked((current) => new Set(current).add(field));
  };
  const toggle = (field: Field, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(field);
      else next.delete(field);
      return next;
    });

  const submit = () => {
    const parsed = ZUpdateProjectsRequest.safeParse({ ids, changes: bulkChanges(values, ticked) });
    if (!parsed.success) {
      notifyFailure(label('nothingChosen'));
      return;
    }
    save.mutate(parsed.data.changes);
  };

  // The tick sits level with the input below its label (a switch has no label above it).
  const row = (field: Field, input: ReactNode, tickOffset = 30) => (
    <Group key={field} align="flex-start" wrap="nowrap" gap="sm">
      <Checkbox
        mt={tickOffset}
        checked={ticked.has(field)}
        onChange={(event) => toggle(field, event.currentTarget.checked)}
        aria-label={label(`change.${field}`)}
        data-testid={`bulk-tick-${field}`}
      />
      <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
    </Group>
  );

  return (
    <Modal opened onClose={onClose} title={t('projects.bulk.title', { count: ids.length })} size="lg">
      <Stack gap="sm" data-testid="bulk-dialog">
        <Text size="sm" c="dimmed">
          {label('hint')}
        </Text>
        {row(
          'mapColor',
          <MapColorPicker
            label={t('projects.fields.mapColor')}
            value={values.mapColor}
            onChange={(mapColor) => set('mapColor', { mapColor })}
            readOnly={false}
          />,
        )}
        {row(
          'districtId',
          <Select
            label={t('projects.fields.districtId')}
            data={[{ value: '0', label: t('projects.none') }, ...districts]}
            value={String(values.districtId)}
            onChange={(next) => set('districtId', { districtId: Number(next ?? 0) })}
            searchable
            allowDeselect={false}
            data-testid="bulk-district"
          />,
        )}
        {row(
          'projectLeaderId',
          <Select
            label={t('projects.fields.projectLeaderId')}
            data={[{ value: '0', label: t('projects.none') }, ...employees]}
            value={String(values.projectLeaderId)}
            onChange={(next) => set('projectLeaderId', { projectLeaderId: Number(next ?? 0) })}
            searchable
            limit={100}
            allowDeselect={false}
            data-testid="bulk-leader"
          />,
        )}
        {row(
          'endDate',
          <DateField
            label={t('projects.fields.endDate')}
            value={values.endDate}
            onChange={(endDate) => set('endDate', { endDate: endDate || OPEN_END_DATE })}
            placeholder={t('projects.openEnd')}
            testId="bulk-endDate"
          />,
        )}
        {row(
          'invoicingBlocked',
          <Switch
            label={t('projects.fields.invoicingBlocked')}
            checked={values.invoicingBlocked === 1}
            onChange={(event) => set('invoicingBlocked', { invoicingBlocked: event.currentTarget.checked ? 1 : 0 })}
            data-testid="bulk-invoicingBlocked"
          />,
          2,
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={ticked.size === 0} data-testid="bulk-save">
            {label('apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
