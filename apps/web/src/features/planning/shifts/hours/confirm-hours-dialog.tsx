import type { TConfirmationRow } from '@backoffice/domain';
import { formatDate, formatHundredths, formatTimeSpan } from '@backoffice/domain/format';
import { SimpleGrid, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../platform/forms/form-dialog.tsx';
import { HundredthsField } from '../../../../platform/forms/number-fields.tsx';
import { currentLanguage } from '../../../../platform/i18n/i18n.ts';
import { TimeField } from '../../../../platform/time/time-field.tsx';
import { textToTime, timeToText } from '../../../../platform/time/time-text.ts';
import { draftErrors, draftHours, newDraft } from '../shift-draft.ts';
import type { ShiftActions } from '../use-shift-actions.ts';

/** Confirm one shift with the hours actually worked (or correct confirmed hours); the planned values stay as they are. */
export function ConfirmHoursDialog({
  row,
  actions,
  onClose,
}: {
  row: TConfirmationRow;
  actions: ShiftActions;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [times, setTimes] = useState({
    startTime: timeToText(row.startTime),
    endTime: timeToText(row.endTime),
    pause: row.pause,
    travelTime: row.travelTime,
  });
  const [tried, setTried] = useState(false);
  // The shift draft's rules check the times (the date and project are the stored ones).
  const draft = { ...newDraft(row.date, row.employeeId, row.projectId), ...times };
  const errors = draftErrors(draft, row.date, t);
  const error = (field: 'startTime' | 'endTime' | 'pause') => (tried ? errors[field] : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (errors.startTime || errors.endTime || errors.pause) return;
    const done = await actions.confirm([
      {
        id: row.id,
        startTime: textToTime(times.startTime) ?? row.startTime,
        endTime: textToTime(times.endTime, { end: true }) ?? row.endTime,
        pause: times.pause,
        travelTime: times.travelTime,
      },
    ]);
    if (done) onClose();
  };
  const planned = row.confirmed
    ? formatTimeSpan(row.plannedStart, row.plannedEnd)
    : formatTimeSpan(row.startTime, row.endTime);

  return (
    <FormDialog
      title={t('planning.hours.editTitle')}
      testId="confirm-hours-form"
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      saving={actions.busy === 'confirm'}
    >
      <Text size="sm">
        {formatDate(row.date)} · {row.employeeName} · {row.projectName}
      </Text>
      <Text size="sm" c="dimmed">
        {t('planning.hours.plannedWas', { times: planned })}
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        <TimeField
          label={t('planning.dialog.start')}
          value={times.startTime}
          onChange={(startTime) => setTimes({ ...times, startTime })}
          error={error('startTime')}
          testId="confirm-start"
        />
        <TimeField
          end
          label={t('planning.dialog.end')}
          value={times.endTime}
          onChange={(endTime) => setTimes({ ...times, endTime })}
          error={error('endTime')}
          testId="confirm-end"
        />
        <HundredthsField
          label={t('planning.dialog.pause')}
          value={times.pause}
          max={2400}
          onChange={(pause) => setTimes({ ...times, pause })}
          error={error('pause')}
          testId="confirm-pause"
        />
        <HundredthsField
          label={t('planning.dialog.travelTime')}
          value={times.travelTime}
          max={2400}
          onChange={(travelTime) => setTimes({ ...times, travelTime })}
          testId="confirm-travel"
        />
      </SimpleGrid>
      <Text size="sm" data-testid="confirm-hours">
        {t('planning.dialog.hours', { hours: formatHundredths(draftHours(draft), currentLanguage()) })}
      </Text>
    </FormDialog>
  );
}
