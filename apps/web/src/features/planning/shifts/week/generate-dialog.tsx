import {
  isPlanningJobAnswer,
  rangeDays,
  SHIFT_CALLS,
  type TDefaultPlanningResult,
  ZDefaultPlanningRequest,
} from '@backoffice/domain';
import { addDays } from '@backoffice/domain/dates';
import { isoWeek } from '@backoffice/domain/iso-week';
import { Button, Group, Progress, SimpleGrid, Text } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../../platform/call.ts';
import { DateField } from '../../../../platform/forms/date-field.tsx';
import { FormDialog } from '../../../../platform/forms/form-dialog.tsx';
import { fieldErrors } from '../../../../platform/i18n/zod-messages.ts';
import { notifyError, notifySuccess } from '../../../../platform/notices.ts';
import type { ShiftActions } from '../use-shift-actions.ts';

const weekLabel = (date: string) => {
  const { year, week } = isoWeek(date);
  return `${week} (${year})`;
};

/** Follows a long run: polls its job each second until it is done or failed. */
function useJob(id: number) {
  return useCall(
    SHIFT_CALLS.defaultPlanningJob,
    { id },
    {
      enabled: id > 0,
      refetchInterval: (job) => (['done', 'failed'].includes(job?.status ?? '') ? false : 1000),
    },
  );
}

/**
 * Generate default planning for a chosen range of weeks (the week on screen by default). Up to five weeks are planned
 * at once; a longer range runs as a job whose progress the dialog shows until it is done.
 */
export function GenerateDialog({
  dates,
  actions,
  onClose,
}: {
  dates: readonly string[];
  actions: ShiftActions;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [range, setRange] = useState({ startDate: dates[0] ?? '', endDate: dates[6] ?? '' });
  const [jobId, setJobId] = useState(0);
  const job = useJob(jobId);
  const check = ZDefaultPlanningRequest.safeParse(range);
  const errors = check.success ? {} : fieldErrors(check.error, t);
  const { refresh } = actions;

  const finished = (result: TDefaultPlanningResult) => t('planning.notices.generated', { ...result });
  // The job's end is told once, however often the dialog renders before it closes.
  const told = useRef(0);
  useEffect(() => {
    const state = job.data;
    if (!state || told.current === state.id || !['done', 'failed'].includes(state.status)) return;
    told.current = state.id;
    if (state.status === 'done') {
      notifySuccess(finished(state.result));
      void refresh();
      onClose();
    } else {
      notifyError(new Error(state.error), { action: t('planning.notices.generateFailed') });
      setJobId(0);
    }
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check.success || jobId) return;
    const answer = await actions.generate(check.data, finished);
    if (!answer) return;
    if (isPlanningJobAnswer(answer)) setJobId(answer.job.id);
    else onClose();
  };

  const running = jobId > 0;
  const state = job.data;
  const percent = state && state.totalDays > 0 ? Math.round((state.doneDays / state.totalDays) * 100) : 0;
  const weeks = check.success ? Math.ceil(rangeDays(range.startDate, range.endDate) / 7) : 0;
  return (
    <FormDialog
      title={t('planning.generate.title')}
      testId="generate-form"
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      saving={actions.busy === 'generate' || running}
      saveLabel={t('planning.generate.submit')}
    >
      <Text size="sm" c="dimmed">
        {t('planning.generate.intro')}
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        <DateField
          label={t('planning.period.from')}
          value={range.startDate}
          onChange={(startDate) => setRange({ ...range, startDate })}
          error={errors.startDate}
          required
          testId="generate-start"
        />
        <DateField
          label={t('planning.period.until')}
          value={range.endDate}
          onChange={(endDate) => setRange({ ...range, endDate })}
          error={errors.endDate}
          required
          testId="generate-end"
        />
      </SimpleGrid>
      <Group gap="xs">
        {[1, 4, 13].map((count) => (
          <Button
            key={count}
            size="compact-xs"
            variant="light"
            onClick={() => range.startDate && setRange({ ...range, endDate: addDays(range.startDate, count * 7 - 1) })}
            data-testid={`generate-weeks-${count}`}
          >
            {t('planning.generate.weeks', { count })}
          </Button>
        ))}
      </Group>
      {check.success && (
        <Text size="sm" data-testid="generate-summary">
          {t('planning.generate.summary', {
            count: weeks,
            from: weekLabel(range.startDate),
            to: weekLabel(range.endDate),
          })}
        </Text>
      )}
      {running && (
        <div data-testid="generate-progress">
          <Text size="sm" mb={4}>
            {t('planning.generate.running', { done: state?.doneDays ?? 0, total: state?.totalDays ?? 0 })}
          </Text>
          <Progress value={percent} animated />
        </div>
      )}
    </FormDialog>
  );
}
