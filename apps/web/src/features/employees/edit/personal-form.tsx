import { CLOCK_MODES, currentEmployment, DOCUMENT_TYPES, MARITAL_STATUSES, SEXES } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { Checkbox, Fieldset, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../platform/forms/date-field.tsx';
import { EnumSelect } from '../../../platform/forms/enum-select.tsx';
import { ReadOnlyFieldset } from '../../../platform/forms/read-only-fieldset.tsx';
import type { EmployeeDraft } from './employee-draft.ts';

type TextKey =
  | 'firstName'
  | 'insertion'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'mobile'
  | 'bsn'
  | 'iban'
  | 'documentNumber';
type FlagKey = 'selectClock' | 'clockOnLocation' | 'rideAdministration' | 'confirmTravelTime';

interface PersonalFormProps {
  draft: EmployeeDraft;
  update: (patch: Partial<EmployeeDraft>) => void;
  errors: Record<string, string>;
  readOnly: boolean;
  /** Whether the user's view sends a field (EMPLOYEE_VIEWS): the others are left out, not shown empty. */
  shown: (field: string) => boolean;
}

/** The employee's personal data above the tabs; validated with ZEmployee on save. */
export function PersonalForm({ draft, update, errors, readOnly, shown }: PersonalFormProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`employeeEdit.fields.${key}`);
  const text = (key: TextKey, required = false) =>
    shown(key) && (
      <TextInput
        label={label(key)}
        value={draft[key]}
        onChange={(event) => update({ [key]: event.currentTarget.value })}
        error={errors[key]}
        withAsterisk={required}
        readOnly={readOnly}
        data-testid={`employee-${key}`}
      />
    );
  const flag = (key: FlagKey) =>
    shown(key) && (
      <Checkbox
        label={label(key)}
        checked={draft[key] === 1}
        onChange={(event) => update({ [key]: event.currentTarget.checked ? 1 : 0 })}
        disabled={readOnly}
        data-testid={`employee-${key}`}
      />
    );
  const enumField = (key: 'sex' | 'martialStatus' | 'documentType' | 'clock', values: readonly number[]) =>
    shown(key) && (
      <EnumSelect
        label={label(key)}
        name={key}
        values={values}
        value={draft[key]}
        onChange={(value) => update({ [key]: value })}
        error={errors[key]}
        testId={`employee-${key}`}
      />
    );

  return (
    <ReadOnlyFieldset readOnly={readOnly} testId="employee-form">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
        {text('firstName', true)}
        {text('insertion')}
        {text('lastName', true)}
        {enumField('sex', SEXES)}
        {enumField('martialStatus', MARITAL_STATUSES)}
        {shown('birthDate') && (
          <DateField
            label={label('birthDate')}
            value={draft.birthDate ?? ''}
            onChange={(value) => update({ birthDate: value || null })}
            error={errors.birthDate}
            testId="employee-birthDate"
          />
        )}
        {text('email')}
        {text('phone')}
        {text('mobile')}
        {text('bsn')}
        {text('iban')}
        {shown('contractType') && <CurrentContractType draft={draft} />}
        {enumField('documentType', DOCUMENT_TYPES)}
        {text('documentNumber')}
        {shown('documentValidUntil') && (
          <DateField
            label={label('documentValidUntil')}
            value={draft.documentValidUntil ?? ''}
            onChange={(value) => update({ documentValidUntil: value || null })}
            error={errors.documentValidUntil}
            testId="employee-documentValidUntil"
          />
        )}
      </SimpleGrid>
      {shown('clock') && (
        <Fieldset legend={t('employeeEdit.clockSettings')} mt="sm" variant="filled">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
            {enumField('clock', CLOCK_MODES)}
            <Group gap="lg" mt={{ base: 0, sm: 'lg' }}>
              {flag('selectClock')}
              {flag('clockOnLocation')}
            </Group>
            <Group gap="lg" mt={{ base: 0, sm: 'lg' }}>
              {flag('rideAdministration')}
              {flag('confirmTravelTime')}
            </Group>
          </SimpleGrid>
        </Fieldset>
      )}
    </ReadOnlyFieldset>
  );
}

/**
 * The contract type is the current employment's (one source of truth, issue 15): shown here, edited on the employment.
 * Follows the employments of the draft, so a changed contract shows at once.
 */
function CurrentContractType({ draft }: { draft: EmployeeDraft }) {
  const { t } = useTranslation();
  const current = currentEmployment(draft.employments, todayIso());
  return (
    <TextInput
      label={t('employeeEdit.fields.contractType')}
      value={current ? t(`employeeEdit.enums.contractType.${current.contractType}`) : t('employeeEdit.noEmployment')}
      description={t('employeeEdit.contractTypeFromEmployment')}
      // Below the value, so the field lines up with its neighbours.
      inputWrapperOrder={['label', 'input', 'description']}
      readOnly
      variant="filled"
      data-testid="employee-contractType"
    />
  );
}
