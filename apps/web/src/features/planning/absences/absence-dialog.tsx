import {
  ABSENCE_CALLS,
  ABSENCE_KIND,
  ABSENCE_KINDS,
  ABSENCE_STATUS,
  ABSENCE_STATUSES,
  type TAbsentSave,
  ZAbsent,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { Alert, Checkbox, Group, NumberInput, Select, SimpleGrid, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/call.ts';
import { DateField } from '../../../platform/forms/date-field.tsx';
import { FormDialog } from '../../../platform/forms/form-dialog.tsx';
import { SegmentedChoice } from '../../../platform/forms/segmented-choice.tsx';
import { useForm } from '../../../platform/forms/use-form.ts';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { useEmployees } from '../../employees/index.ts';
import { toOptions } from '../../projects/index.ts';
import { type DraftStart, emptyDraft, toDraft, toPayload, withDayHours } from './absence-form.ts';
import { type AbsentRow, useRefreshAbsences, useRoosterWeeks } from './api.ts';
import { HoursPerDay, useDialogHours } from './hours-per-day.tsx';

export interface AbsenceDialogProps {
  /** The absence to edit; without it a new one, starting from `start` (the week view passes employee and day). */
  absent?: AbsentRow;
  start?: DraftStart;
  onClose: () => void;
  onSaved?: (saved: AbsentRow) => void;
}

/** New or edit absence: employee, kind, status, period, whole days or hours per day, partial sickness, description. */
export function AbsenceDialog({ absent, start, onClose, onSaved }: AbsenceDialogProps) {
  const { t } = useTranslation();
  const employees = useEmployees();
  const weeks = useRoosterWeeks();
  const refresh = useRefreshAbsences();
  const {
    values: draft,
    set: update,
    errors,
    validate,
  } = useForm(ZAbsent, absent ? toDraft(absent) : emptyDraft(start, todayIso()), { toInput: toPayload });
  const employee = employees.data?.find((e) => e.id === draft.employeeId);
  // The planning view sends the employments' periods and contract hours (EMPLOYEE_VIEWS.planning).
  const contracts = useMemo(
    () => (employee?.employments ?? []).map((e) => ({ ...e, minHours: e.minHours ?? 0 })),
    [employee],
  );
  const hours = useDialogHours(draft, contracts, weeks);
  const sickness = draft.kind === ABSENCE_KIND.sickness;

  const save = useMutation({
    mutationFn: (payload: TAbsentSave) => call(ABSENCE_CALLS.saveAbsent, payload),
    onSuccess: async (saved) => {
      notifySuccess(t('absences.dialog.saved'));
      onSaved?.(saved);
      onClose();
      await refresh();
    },
    // The server text of an absence without a contract has its own message (spec 000 §8); others the generic one.
    onError: (error) => notifyError(error, { action: t('absences.dialog.saveFailed') }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const payload = validate();
    if (payload && !save.isPending) save.mutate(payload);
  };

  const statusOptions = ABSENCE_STATUSES.map((status) => ({
    value: String(status),
    label: t(`absences.statuses.${status}`),
    // The response is sent from the Leave page, with its message.
    disabled: status === ABSENCE_STATUS.responseSent && draft.status !== ABSENCE_STATUS.responseSent,
  }));

  return (
    <FormDialog
      title={t(absent ? 'absences.dialog.editTitle' : 'absences.dialog.newTitle')}
      size="xl"
      testId="absence-dialog"
      onClose={onClose}
      onSubmit={onSubmit}
      saving={save.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('absences.fields.employee')}
          data={toOptions(employees.data, draft.employeeId)}
          value={draft.employeeId ? String(draft.employeeId) : null}
          onChange={(next) => update({ employeeId: Number(next ?? 0) })}
          error={errors.employeeId}
          searchable
          withAsterisk
          comboboxProps={{ withinPortal: true }}
          data-testid="absence-employee"
        />
        <Select
          label={t('absences.fields.kind')}
          data={ABSENCE_KINDS.map((kind) => ({ value: String(kind), label: t(`absences.kinds.${kind}`) }))}
          value={String(draft.kind)}
          onChange={(next) => update({ kind: Number(next ?? ABSENCE_KIND.leave) })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="absence-kind"
        />
        <Select
          label={t('absences.fields.status')}
          data={statusOptions}
          value={String(draft.status)}
          onChange={(next) => update({ status: Number(next ?? ABSENCE_STATUS.approved) })}
          allowDeselect={false}
          error={errors.status}
          comboboxProps={{ withinPortal: true }}
          data-testid="absence-status"
        />
        <DateField
          label={t('absences.fields.startDate')}
          value={draft.startDate}
          onChange={(startDate) => update({ startDate })}
          error={errors.startDate}
          required
          testId="absence-start"
        />
        <DateField
          label={t(sickness ? 'absences.fields.endDateSick' : 'absences.fields.endDate')}
          value={draft.endDate}
          onChange={(endDate) => update({ endDate })}
          error={errors.endDate}
          required={!sickness}
          placeholder={sickness ? t('absences.fields.openEnd') : undefined}
          testId="absence-end"
        />
        {sickness && (
          <Group gap="md" align="flex-end" wrap="nowrap">
            <Checkbox
              label={t('absences.fields.partial')}
              checked={draft.partial}
              onChange={(event) => update({ partial: event.currentTarget.checked })}
              mb={8}
              data-testid="absence-partial"
            />
            {draft.partial && (
              <NumberInput
                aria-label={t('absences.fields.percentage')}
                value={draft.percentage}
                onChange={(next) => update({ percentage: typeof next === 'number' ? next : 0 })}
                suffix="%"
                min={1}
                max={99}
                allowDecimal={false}
                allowNegative={false}
                error={errors.percentage}
                w={90}
                data-testid="absence-percentage"
              />
            )}
          </Group>
        )}
      </SimpleGrid>
      {sickness && (
        <Checkbox
          label={t('absences.fields.sickClosed')}
          checked={draft.sickClosed === 1}
          onChange={(event) => update({ sickClosed: event.currentTarget.checked ? 1 : 0 })}
          error={draft.sickClosed === 1 ? errors.endDate : undefined}
          data-testid="absence-sick-closed"
        />
      )}
      {employee && !hours.covered && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="absence-no-contract">
          {t('absences.dialog.noContract')}
        </Alert>
      )}
      <Group justify="space-between" align="center">
        <SegmentedChoice
          value={draft.mode}
          onChange={(mode) =>
            update(mode === 'hours' ? withDayHours(draft, hours.wholeDays) : { mode: 'days' as const })
          }
          data={[
            { value: 'days', label: t('absences.dialog.wholeDays') },
            { value: 'hours', label: t('absences.dialog.hoursPerDay'), disabled: hours.days.length === 0 },
          ]}
          aria-label={t('absences.dialog.modeLabel')}
          data-testid="absence-mode"
        />
        <Text size="sm" fw={600} data-testid="absence-total">
          {hours.totalText(t)}
        </Text>
      </Group>
      {draft.mode === 'hours' && (
        <HoursPerDay days={hours.days} values={draft.hours} onChange={(next) => update({ hours: next })} />
      )}
      {errors.hourDetails && (
        <Text size="sm" c="red">
          {errors.hourDetails}
        </Text>
      )}
      <Textarea
        label={t('absences.fields.description')}
        value={draft.description}
        onChange={(event) => update({ description: event.currentTarget.value })}
        error={errors.description}
        autosize
        minRows={2}
        maxRows={6}
        data-testid="absence-description"
      />
    </FormDialog>
  );
}
