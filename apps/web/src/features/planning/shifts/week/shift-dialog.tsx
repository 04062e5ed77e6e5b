import { PLANNING_TYPES } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { formatHundredths } from '@backoffice/domain/format';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCopy, IconLock, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../platform/forms/date-field.tsx';
import { HundredthsField } from '../../../../platform/forms/number-fields.tsx';
import { ReadOnlyFieldset } from '../../../../platform/forms/read-only-fieldset.tsx';
import { useForm } from '../../../../platform/forms/use-form.ts';
import { useReturnFocus } from '../../../../platform/forms/use-return-focus.ts';
import { currentLanguage } from '../../../../platform/i18n/i18n.ts';
import { TimeField } from '../../../../platform/time/time-field.tsx';
import { useProject } from '../../../projects/api.ts';
import type { SelectOption } from '../../../projects/index.ts';
import { copyOf, draftHours, draftToBody, type ShiftDraft, shiftSchema } from '../shift-draft.ts';
import type { ShiftActions } from '../use-shift-actions.ts';

interface ShiftDialogProps {
  initial: ShiftDraft;
  employees: readonly SelectOption[];
  projects: readonly SelectOption[];
  canWrite: boolean;
  actions: ShiftActions;
  onClose: () => void;
}

/** Quick edit of one shift: who, where, which work, when, pause and travel, a note; copy and delete. */
export function ShiftDialog({ initial, employees, projects, canWrite, actions, onClose }: ShiftDialogProps) {
  const { t } = useTranslation();
  useReturnFocus();
  const schema = useMemo(() => shiftSchema(todayIso()), []);
  const { values: draft, set, errors, validate } = useForm(schema, initial);
  const project = useProject(draft.projectId);
  const invoiced = draft.confirmed === 2;
  const confirmed = draft.confirmed === 1;
  // Confirmed hours stay until unconfirmed; invoiced shifts do not change at all.
  const hoursLocked = !canWrite || confirmed || invoiced;
  const workOptions = useMemo(
    () => [
      { value: '0', label: t('planning.dialog.noWork') },
      ...(project.data?.works ?? [])
        .filter((w) => !w.deleted || w.id === draft.workId)
        .map((w) => ({ value: String(w.id), label: w.description || `#${w.id}` })),
    ],
    [project.data, draft.workId, t],
  );

  const submit = async (event: FormEvent, asCopy = false) => {
    event.preventDefault();
    if (!validate()) return;
    const saved = await actions.save(draftToBody(asCopy ? copyOf(draft) : draft));
    if (saved) onClose();
  };
  const remove = () => actions.remove([draft.id], onClose);
  const unconfirm = async () => {
    if ((await actions.unconfirm([draft.id])) !== undefined) set({ confirmed: 0 });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t(draft.id ? 'planning.dialog.editTitle' : 'planning.dialog.newTitle')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="shift-dialog">
        <Stack gap="sm">
          {invoiced && (
            <Alert color="gray" icon={<IconLock size={18} />} data-testid="shift-invoiced">
              {t('planning.dialog.invoiced')}
            </Alert>
          )}
          {confirmed && (
            <Alert color="teal" icon={<IconLock size={18} />} data-testid="shift-confirmed">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('planning.dialog.confirmed')}</Text>
                {canWrite && (
                  <Button size="xs" variant="white" onClick={() => void unconfirm()} data-testid="shift-unconfirm">
                    {t('planning.dialog.unconfirm')}
                  </Button>
                )}
              </Stack>
            </Alert>
          )}
          <ReadOnlyFieldset readOnly={hoursLocked}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
              <Select
                label={t('planning.dialog.employee')}
                data={[{ value: '0', label: t('planning.week.notAssigned') }, ...employees]}
                value={String(draft.employeeId)}
                onChange={(value) => set({ employeeId: Number(value ?? 0) })}
                searchable
                allowDeselect={false}
                data-testid="shift-employee"
              />
              <Select
                label={t('planning.dialog.project')}
                data={projects}
                value={draft.projectId ? String(draft.projectId) : null}
                onChange={(value) => set({ projectId: Number(value ?? 0), workId: 0 })}
                searchable
                required
                error={errors.projectId}
                data-testid="shift-project"
              />
              <Select
                label={t('planning.dialog.work')}
                data={workOptions}
                value={String(draft.workId)}
                onChange={(value) => set({ workId: Number(value ?? 0) })}
                allowDeselect={false}
                data-testid="shift-work"
              />
              <DateField
                label={t('planning.dialog.date')}
                value={draft.date}
                onChange={(date) => set({ date })}
                required
                error={errors.date}
                testId="shift-date"
              />
              <TimeField
                label={t('planning.dialog.start')}
                value={draft.startTime}
                onChange={(startTime) => set({ startTime })}
                error={errors.startTime}
                testId="shift-start"
              />
              <TimeField
                end
                label={t('planning.dialog.end')}
                value={draft.endTime}
                onChange={(endTime) => set({ endTime })}
                error={errors.endTime}
                testId="shift-end"
              />
              <HundredthsField
                label={t('planning.dialog.pause')}
                value={draft.pause}
                max={2400}
                onChange={(pause) => set({ pause })}
                error={errors.pause}
                testId="shift-pause"
              />
              <HundredthsField
                label={t('planning.dialog.travelTime')}
                value={draft.travelTime}
                max={2400}
                onChange={(travelTime) => set({ travelTime })}
                testId="shift-travel"
              />
            </SimpleGrid>
          </ReadOnlyFieldset>
          <ReadOnlyFieldset readOnly={!canWrite || invoiced}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
              <Select
                label={t('planning.dialog.planningType')}
                data={PLANNING_TYPES.map((type) => ({ value: String(type), label: t(`planning.types.${type}`) }))}
                value={String(draft.planningType)}
                onChange={(value) => set({ planningType: Number(value ?? 1) })}
                allowDeselect={false}
                data-testid="shift-type"
              />
              <TextInput
                label={t('planning.dialog.addition')}
                value={draft.addition}
                onChange={(event) => set({ addition: event.currentTarget.value })}
                maxLength={200}
                data-testid="shift-addition"
              />
            </SimpleGrid>
            <Textarea
              label={t('planning.dialog.note')}
              value={draft.note}
              onChange={(event) => set({ note: event.currentTarget.value })}
              autosize
              minRows={2}
              maxLength={2000}
              data-testid="shift-note"
            />
          </ReadOnlyFieldset>
          <Text size="sm" c="dimmed" data-testid="shift-hours">
            {t('planning.dialog.hours', { hours: formatHundredths(draftHours(draft), currentLanguage()) })}
          </Text>
          <Group justify="space-between" mt="xs">
            <Group gap="xs">
              {canWrite && draft.id > 0 && !invoiced && !confirmed && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={remove}
                  loading={actions.busy === 'delete'}
                  data-testid="shift-delete"
                >
                  {t('common.delete')}
                </Button>
              )}
              {canWrite && draft.id > 0 && (
                <Button
                  variant="subtle"
                  leftSection={<IconCopy size={16} />}
                  onClick={(event) => void submit(event, true)}
                  data-testid="shift-copy"
                >
                  {t('planning.dialog.copy')}
                </Button>
              )}
            </Group>
            <Group gap="xs">
              <Button variant="default" onClick={onClose} data-testid="dialog-cancel">
                {t('common.cancel')}
              </Button>
              {canWrite && !invoiced && (
                <Button type="submit" loading={actions.busy === 'save'} data-testid="dialog-save">
                  {t('common.save')}
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
