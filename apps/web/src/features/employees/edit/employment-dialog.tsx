import {
  CONTRACT_TYPES,
  LABOR_CONTRACTS,
  overlappingEmployment,
  VALIDATION_MESSAGES,
  ZEmployment,
} from '@backoffice/domain';
import { Checkbox, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../platform/forms/date-field.tsx';
import { endsAfterStart, isOpenEnd } from '../../../platform/forms/date-text.ts';
import { DialogFooter } from '../../../platform/forms/dialog-footer.tsx';
import { EnumSelect } from '../../../platform/forms/enum-select.tsx';
import { HundredthsField } from '../../../platform/forms/number-fields.tsx';
import { ReadOnlyFieldset } from '../../../platform/forms/read-only-fieldset.tsx';
import { useForm } from '../../../platform/forms/use-form.ts';
import type { EmployerOption } from '../index/employee-record.ts';
import type { EmploymentDraft } from './employee-draft.ts';

/** Termination reasons offered in the dialog; any reason other than 0 closes the employment (spec 000 §4). */
const TERMINATION_REASONS = [0, 1, 2, 3, 4, 5] as const;

/** The shared schema with the rules across the employee's other contracts, which the dialog knows. */
function employmentSchema(others: readonly EmploymentDraft[]) {
  // The shared rule compares ids; unsaved rows have none, so each gets its position as a stand-in.
  const existing = others.map((other, index) => ({ ...other, id: index + 1 }));
  return ZEmployment.superRefine((v, ctx) => {
    if (!endsAfterStart(v))
      ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.endBeforeStart, path: ['endDate'] });
    if (overlappingEmployment(existing, { ...v, id: 0 }))
      ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.contractOverlap, path: ['startDate'] });
    if (v.reasonTerminationId > 0 && isOpenEnd(v.endDate))
      ctx.addIssue({
        code: 'custom',
        path: ['reasonTerminationId'],
        params: { key: 'employeeEdit.employment.endDateNeeded' },
      });
  });
}

interface EmploymentDialogProps {
  employment: EmploymentDraft;
  others: readonly EmploymentDraft[];
  employers: readonly EmployerOption[];
  readOnly: boolean;
  onSave: (employment: EmploymentDraft) => void;
  onClose: () => void;
}

export function EmploymentDialog({ employment, others, employers, readOnly, onSave, onClose }: EmploymentDialogProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => employmentSchema(others), [others]);
  const form = useForm(schema, employment);
  const v = form.values;
  const label = (key: string) => t(`employeeEdit.employment.${key}`);

  const submit = () => {
    if (form.validate()) onSave({ ...v, isClosed: v.reasonTerminationId > 0 ? 1 : v.isClosed });
  };

  const employerData = employers
    .filter((employer) => !employer.deleted || employer.id === v.employerId)
    .map((employer) => ({ value: String(employer.id), label: employer.name }));

  return (
    <Modal opened onClose={onClose} title={label(employment.id ? 'edit' : 'new')} size="xl">
      <Stack gap="sm" data-testid="employment-dialog">
        <ReadOnlyFieldset readOnly={readOnly}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
            <Select
              label={label('employer')}
              data={employerData}
              value={v.employerId ? String(v.employerId) : null}
              onChange={(next) => form.set({ employerId: Number(next ?? 0) })}
              error={form.errors.employerId}
              withAsterisk
              searchable
              comboboxProps={{ withinPortal: true }}
              data-testid="employment-employer"
            />
            <TextInput
              label={label('number')}
              value={String(v.number)}
              onChange={(event) => {
                const text = event.currentTarget.value.trim();
                form.set({ number: /^\d+$/.test(text) ? Number(text) : text === '' ? '<auto>' : (text as '<auto>') });
              }}
              error={form.errors.number}
              data-testid="employment-number"
            />
            <EnumSelect
              label={label('contractType')}
              name="contractType"
              values={CONTRACT_TYPES}
              value={v.contractType}
              onChange={(contractType) => form.set({ contractType })}
              testId="employment-contractType"
            />
            <DateField
              label={label('startDate')}
              value={v.startDate}
              onChange={(startDate) => form.set({ startDate })}
              error={form.errors.startDate}
              required
              testId="employment-startDate"
            />
            <DateField
              label={label('endDate')}
              value={isOpenEnd(v.endDate) ? '' : v.endDate}
              onChange={(endDate) => form.set({ endDate })}
              error={form.errors.endDate}
              placeholder={t('employeeEdit.openEnd')}
              testId="employment-endDate"
            />
            <EnumSelect
              label={label('laborContract')}
              name="laborContract"
              values={LABOR_CONTRACTS}
              value={v.laborContract}
              onChange={(laborContract) => form.set({ laborContract })}
              testId="employment-laborContract"
            />
            <HundredthsField
              label={label('minHours')}
              value={v.minHours}
              onChange={(minHours) => form.set({ minHours })}
              max={16_800}
              error={form.errors.minHours}
              testId="employment-minHours"
            />
            <HundredthsField
              label={label('internalRate')}
              prefix="€ "
              value={v.internalRate}
              onChange={(internalRate) => form.set({ internalRate })}
              error={form.errors.internalRate}
              testId="employment-internalRate"
            />
            <HundredthsField
              label={label('externalRate')}
              prefix="€ "
              value={v.externalRate}
              onChange={(externalRate) => form.set({ externalRate })}
              error={form.errors.externalRate}
              testId="employment-externalRate"
            />
            <HundredthsField
              label={label('minInternalRate')}
              prefix="€ "
              value={v.minInternalRate}
              onChange={(minInternalRate) => form.set({ minInternalRate })}
              error={form.errors.minInternalRate}
              testId="employment-minInternalRate"
            />
            <TextInput
              label={label('scale')}
              value={v.scale}
              onChange={(event) => form.set({ scale: event.currentTarget.value })}
              error={form.errors.scale}
              data-testid="employment-scale"
            />
            <DateField
              label={label('startWorkYears')}
              value={v.startWorkYears ?? ''}
              onChange={(startWorkYears) => form.set({ startWorkYears: startWorkYears || null })}
              error={form.errors.startWorkYears}
              testId="employment-startWorkYears"
            />
            <EnumSelect
              label={label('reasonTerminationId')}
              name="reasonTermination"
              values={TERMINATION_REASONS}
              value={v.reasonTerminationId}
              onChange={(reasonTerminationId) => form.set({ reasonTerminationId })}
              error={form.errors.reasonTerminationId}
              testId="employment-reasonTerminationId"
            />
            <TextInput
              label={label('reasonTermination')}
              value={v.reasonTermination}
              onChange={(event) => form.set({ reasonTermination: event.currentTarget.value })}
              error={form.errors.reasonTermination}
              data-testid="employment-reasonTermination"
            />
            <Checkbox
              mt={{ base: 0, sm: 'xl' }}
              label={label('trainee')}
              checked={v.trainee === 1}
              onChange={(event) => form.set({ trainee: event.currentTarget.checked ? 1 : 0 })}
              data-testid="employment-trainee"
            />
          </SimpleGrid>
        </ReadOnlyFieldset>
        <DialogFooter
          onCancel={onClose}
          onSave={submit}
          readOnly={readOnly}
          saveLabel={t('employeeEdit.apply')}
          cancelTestId="employment-cancel"
          saveTestId="employment-apply"
        />
      </Stack>
    </Modal>
  );
}
