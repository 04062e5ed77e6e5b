import { projectDetailView } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { Box, Button, Divider, Grid, Group, Modal, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../platform/api-client.ts';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { useIsNarrow } from '../../../platform/layout/use-is-phone.ts';
import { clearNotices, notifyError, notifyFailure, notifySuccess } from '../../../platform/notices.ts';
import { useConfirmedDelete } from '../../../platform/resource/use-confirmed-delete.tsx';
import { sends, useRecordView } from '../../../platform/session/use-record-view.ts';
import { nameById, useEmployees } from '../../employees/index.ts';
import { type ProjectDetail, useWorkTypes, type WorkRow } from '../api.ts';
import type { SelectOption } from '../edit/use-project-options.ts';
import { GeneralFields } from './general-fields.tsx';
import { NextDatesPreview } from './next-dates-preview.tsx';
import { RecurrenceFields } from './recurrence-fields.tsx';
import { refreshAfterWorkChange, saveWork } from './save-work.ts';
import { useWorkForm } from './use-work-form.ts';
import { WeekdayGrid } from './weekday-grid.tsx';
import {
  type FieldIssue,
  newWorkDraft,
  parseNumberList,
  type SavedWork,
  workIssueFromServer,
  workToDraft,
} from './work-draft.ts';
import { daysSummary, recurrenceSummary } from './work-summary.ts';

interface WorkDialogProps {
  project: ProjectDetail;
  /** undefined: a new work. */
  work: WorkRow | undefined;
  readOnly: boolean;
  onClose: () => void;
}

/** One work of a project: what is sold, the weekday grid of who works when, the recurrence and its next dates. */
export function WorkDialog({ project, work, readOnly, onClose }: WorkDialogProps) {
  const { t } = useTranslation();
  const isPhone = useIsNarrow();
  const [today] = useState(() => todayIso());
  const [initial] = useState(() => (work ? workToDraft(work) : newWorkDraft(today)));
  const form = useWorkForm(initial);
  const { draft } = form;
  const workTypes = useWorkTypes();
  const employees = useEmployees();
  const queryClient = useQueryClient();
  const employeeName = useMemo(() => nameById(employees.data), [employees.data]);
  const commercial = sends(useRecordView(projectDetailView), 'hourRate', 'works');

  // Active employees, plus anyone already on the work (an employee who left stays readable where they were planned).
  const employeeOptions = useMemo<SelectOption[]>(() => {
    const used = new Set(Object.values(initial.weekDays).flatMap((entries) => entries.map((e) => e.employeeId)));
    return (employees.data ?? [])
      .filter((employee) => !employee.deleted && (employee.active || used.has(employee.id)))
      .map((employee) => ({ value: String(employee.id), label: employee.name }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [employees.data, initial]);

  const save = useMutation({
    mutationFn: (saved: SavedWork) => saveWork(project, saved),
    onSuccess: async (saved) => {
      clearNotices(); // an earlier "check the fields" no longer applies
      notifySuccess(t('works.saved'));
      await refreshAfterWorkChange(queryClient, saved);
      onClose();
    },
    onError: (error) => {
      const mapped =
        error instanceof ApiError
          ? error.issues.map(workIssueFromServer).filter((issue): issue is FieldIssue => issue !== null)
          : [];
      if (mapped.length === 0) return notifyError(error, { action: t('works.saveFailed') });
      form.setIssues(mapped);
      notifyFailure(t('works.checkFields'));
    },
  });

  const remove = useConfirmedDelete<WorkRow>({
    request: (row) => saveWork(project, { ...row, deleted: 1 }),
    afterDelete: async () => {
      await refreshAfterWorkChange(queryClient, { id: project.id });
      onClose();
    },
    label: (row) => row.description || t('works.untitled'),
    deletedText: t('works.deleted'),
    failedText: t('works.deleteFailed'),
  });

  const submit = () => {
    const saved = form.validate();
    if (saved) save.mutate(saved);
    else notifyFailure(t('works.checkFields'));
  };

  const close = () => {
    if (readOnly || !form.dirty) return onClose();
    modals.openConfirmModal({
      title: t('works.discardTitle'),
      children: <Text size="sm">{t('works.discardQuestion')}</Text>,
      labels: { confirm: t('works.discard'), cancel: t('works.keepEditing') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-discard' },
      onConfirm: onClose,
    });
  };

  const summaryFields = { ...draft, fixedWeeks: parseNumberList(draft.fixedWeeks, 1, 53) ?? [] };
  const summary = [recurrenceSummary(summaryFields, t, currentLanguage()), daysSummary(draft.selectedDays, t)]
    .filter(Boolean)
    .join(' · ');

  return (
    <Modal
      opened
      onClose={close}
      fullScreen={isPhone}
      size="100%"
      title={
        <Text fw={600}>
          {t(work ? (readOnly ? 'works.view' : 'works.edit') : 'works.new')} · {project.name}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" data-testid="work-dialog">
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <GeneralFields
              form={form}
              workTypes={workTypes.data ?? []}
              savedTypeId={initial.workType}
              today={today}
              commercial={commercial}
            />
            <Divider />
            <WeekdayGrid form={form} employees={employeeOptions} readOnly={readOnly} />
            <Divider />
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Stack gap="xs">
                  <Text fw={600}>{t('works.recurrence.title')}</Text>
                  <Text size="sm" c="blue" data-testid="work-summary">
                    {summary}
                  </Text>
                  <RecurrenceFields form={form} />
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <NextDatesPreview draft={draft} today={today} employeeName={employeeName} />
              </Grid.Col>
            </Grid>
          </Stack>
        </fieldset>
        <Box
          pos="sticky"
          bottom={0}
          py="xs"
          bg="var(--mantine-color-body)"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 2 }}
        >
          <Group justify="space-between" gap="xs">
            <Box>
              {work && !readOnly && (
                <Button variant="subtle" color="red" onClick={() => remove(work)} data-testid="work-delete">
                  {t('common.delete')}
                </Button>
              )}
            </Box>
            <Group gap="xs">
              <Button variant="default" onClick={close} data-testid="work-cancel">
                {t(readOnly ? 'common.close' : 'common.cancel')}
              </Button>
              {!readOnly && (
                <Button onClick={submit} loading={save.isPending} data-testid="work-save">
                  {t('common.save')}
                </Button>
              )}
            </Group>
          </Group>
        </Box>
      </Stack>
    </Modal>
  );
}
