import { EMPLOYEE_CALLS, PERIOD_TYPES, ZEmployer } from '@backoffice/domain';
import { Divider, NumberInput, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../../platform/call.ts';
import { FormDialog } from '../../../platform/forms/form-dialog.tsx';
import { useForm } from '../../../platform/forms/use-form.ts';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { ClosePeriod } from './close-period.tsx';
import {
  type EmployerRecord,
  type EmployerValues,
  FACTOR_KEYS,
  toEmployerPayload,
  toEmployerValues,
} from './employer-form.ts';
import { LeaveTypesEditor } from './leave-types-editor.tsx';

export function EmployerDialog({ employer, onClose }: { employer: EmployerRecord | undefined; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const form = useForm(ZEmployer, toEmployerValues(employer), {
    toInput: (values: EmployerValues) => toEmployerPayload(employer, values),
  });
  const { values, errors, setValue: set } = form;
  const decimal = i18n.language === 'en' ? '.' : ',';

  const save = useCallMutation(EMPLOYEE_CALLS.saveEmployer, {
    refreshes: [EMPLOYEE_CALLS.allEmployers],
    onSuccess: () => {
      notifySuccess(t('employeeSub.saved'));
      onClose();
    },
    onError: (error) => notifyError(error, { action: t('employeeSub.saveFailed') }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const payload = form.validate();
    if (payload && !save.isPending) save.mutate(payload);
  };

  const text = (key: 'name' | 'cocNumber' | 'payrollTaxNumber') => ({
    label: t(`employeeSub.employers.${key}`),
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key, event.currentTarget.value),
    error: errors[key],
    'data-testid': `employer-${key}`,
  });

  return (
    <FormDialog
      title={employer ? t('employeeSub.employers.edit') : t('employeeSub.employers.new')}
      size="xl"
      testId="employer-dialog"
      onClose={onClose}
      onSubmit={onSubmit}
      saving={save.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput {...text('name')} withAsterisk data-autofocus />
        <TextInput {...text('cocNumber')} />
        <TextInput {...text('payrollTaxNumber')} />
        <Select
          label={t('employeeSub.employers.periodType')}
          data={PERIOD_TYPES.map((code) => ({
            value: String(code),
            label: t(`employeeSub.employers.periodTypes.${code}`),
          }))}
          value={values.periodType}
          onChange={(next) => set('periodType', next ?? '0')}
          allowDeselect={false}
          data-testid="employer-periodType"
        />
        <NumberInput
          label={t('employeeSub.employers.sortOrder')}
          value={values.sortOrder}
          onChange={(next) => set('sortOrder', typeof next === 'number' ? next : '')}
          min={0}
          allowDecimal={false}
          error={errors.sortOrder}
          data-testid="employer-sortOrder"
        />
      </SimpleGrid>
      <Divider label={t('employeeSub.employers.conversionFactors')} labelPosition="left" />
      <SimpleGrid cols={{ base: 2, sm: 6 }}>
        {FACTOR_KEYS.map((key) => (
          <NumberInput
            key={key}
            label={t(`employeeSub.employers.factors.${key}`)}
            value={values.factors[key]}
            onChange={(next) => set('factors', { ...values.factors, [key]: typeof next === 'number' ? next : '' })}
            decimalScale={4}
            decimalSeparator={decimal}
            min={0}
            max={1000}
            error={errors[`conversionFactors.${key}`]}
            data-testid={`employer-factor-${key}`}
          />
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('employeeSub.employers.factorsHint')}
      </Text>
      <Divider />
      <LeaveTypesEditor value={values.leaveTypes} onChange={(next) => set('leaveTypes', next)} errors={errors} />
      {employer && employer.id > 0 && (
        <ClosePeriod employerId={employer.id} closedDate={employer.salaryClosedDate ?? null} />
      )}
    </FormDialog>
  );
}
