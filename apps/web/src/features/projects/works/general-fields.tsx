import { isValidUntilActive, type TWorkType, WORK_INVOICING } from '@backoffice/domain';
import { NumberInput, Select, SimpleGrid, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HundredthsField } from '../../../platform/forms/number-fields.tsx';
import { minutesToText } from '../../../platform/time/time-text.ts';
import type { WorkForm } from './use-work-form.ts';
import { rateAfterTypeChange } from './weekday-ops.ts';

interface GeneralFieldsProps {
  form: WorkForm;
  workTypes: readonly TWorkType[];
  /** The work type when the dialog opened: kept selectable (marked expired) even when it no longer is. */
  savedTypeId: number;
  today: string;
  /** Rate and invoicing: shown to the views that are sent them (PROJECT_VIEWS), left out for the others. */
  commercial: boolean;
}

/** What is sold: description, work type and hour rate, how it is invoiced and the minutes per visit. */
export function GeneralFields({ form, workTypes, savedTypeId, today, commercial }: GeneralFieldsProps) {
  const { t } = useTranslation();
  const { draft, errors, set } = form;
  const label = (key: string) => t(`works.fields.${key}`);

  // A new work offers the active types only; an existing one also keeps its own type, marked when it has expired.
  const typeData = workTypes
    .filter((type) => isValidUntilActive(type, today) || (type.id > 0 && type.id === savedTypeId))
    .map((type) => ({
      value: String(type.id),
      label: isValidUntilActive(type, today) ? type.name : `${type.name} (${t('works.expired')})`,
    }));
  const selectedType = workTypes.find((type) => type.id === draft.workType);
  const typeExpired = selectedType !== undefined && !isValidUntilActive(selectedType, today);

  const chooseType = (next: string | null) => {
    const type = workTypes.find((candidate) => String(candidate.id) === next);
    set({
      workType: type?.id ?? 0,
      hourRate: type ? rateAfterTypeChange(draft.hourRate, selectedType?.hourRate, type.hourRate) : draft.hourRate,
    });
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
      <Textarea
        label={label('description')}
        value={draft.description}
        onChange={(event) => set({ description: event.currentTarget.value })}
        error={errors.description}
        autosize
        minRows={1}
        maxRows={4}
        style={{ gridColumn: '1 / -1' }}
        data-testid="work-description"
      />
      <Select
        label={label('workType')}
        data={typeData}
        value={draft.workType ? String(draft.workType) : null}
        onChange={chooseType}
        error={errors.workType ?? (typeExpired ? t('works.typeExpired') : undefined)}
        clearable
        searchable
        nothingFoundMessage={t('works.noTypes')}
        comboboxProps={{ withinPortal: true }}
        data-testid="work-type"
      />
      {commercial && (
        <HundredthsField
          label={label('hourRate')}
          prefix="€ "
          value={draft.hourRate}
          onChange={(hourRate) => set({ hourRate })}
          error={errors.hourRate}
          testId="work-hour-rate"
        />
      )}
      {commercial && (
        <HundredthsField
          label={label('fixedPrice')}
          prefix="€ "
          value={draft.fixedPrice}
          onChange={(fixedPrice) => set({ fixedPrice })}
          error={errors.fixedPrice}
          testId="work-fixed-price"
        />
      )}
      <NumberInput
        label={label('minutes')}
        description={draft.minutes > 0 ? t('works.grid.hours', { time: minutesToText(draft.minutes) }) : undefined}
        // The hours under the field, not above it: above, they pushed this input below its row's others (invoicing,
        // months per invoice, invoice day).
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={draft.minutes}
        onChange={(next) => set({ minutes: typeof next === 'number' ? next : 0 })}
        min={0}
        max={1440}
        allowDecimal={false}
        allowNegative={false}
        error={errors.minutes}
        data-testid="work-minutes"
      />
      {commercial && (
        <Select
          label={label('invoicing')}
          data={WORK_INVOICING.map((option) => ({ value: String(option), label: t(`works.invoicing.${option}`) }))}
          value={String(draft.invoicing)}
          onChange={(next) => set({ invoicing: Number(next ?? 1) })}
          allowDeselect={false}
          error={errors.invoicing}
          comboboxProps={{ withinPortal: true }}
          data-testid="work-invoicing"
        />
      )}
      {commercial && draft.invoicing === 2 && (
        <NumberInput
          label={label('invoiceDay')}
          value={draft.invoiceDay || ''}
          onChange={(next) => set({ invoiceDay: typeof next === 'number' ? next : 0 })}
          min={1}
          max={31}
          allowDecimal={false}
          allowNegative={false}
          withAsterisk
          error={errors.invoiceDay}
          data-testid="work-invoice-day"
        />
      )}
      {commercial && draft.invoicing === 10 && (
        <NumberInput
          label={label('invoiceMonths')}
          value={draft.invoiceMonths}
          onChange={(next) => set({ invoiceMonths: typeof next === 'number' ? next : 1 })}
          min={1}
          max={12}
          allowDecimal={false}
          allowNegative={false}
          error={errors.invoiceMonths}
          data-testid="work-invoice-months"
        />
      )}
    </SimpleGrid>
  );
}
