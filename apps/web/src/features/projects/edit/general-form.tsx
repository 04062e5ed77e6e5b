import { ANNOUNCEMENT_DAYS, ANNOUNCEMENTS } from '@backoffice/domain';
import { Checkbox, Fieldset, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../platform/forms/date-field.tsx';
import { SegmentedChoice } from '../../../platform/forms/segmented-choice.tsx';
import { MapColorPicker } from './map-color-field.tsx';
import type { ProjectDraft } from './project-draft.ts';
import { useProjectOptions } from './use-project-options.ts';

interface GeneralFormProps {
  draft: ProjectDraft;
  update: (patch: Partial<ProjectDraft>) => void;
  errors: Record<string, string>;
  readOnly: boolean;
}

type TextKey = 'name' | 'searchName' | 'code' | 'announcementEmail';
type NumberKey = 'mapNumber' | 'controlFreq' | 'announcementDays';

const toInt = (value: number | string) => (typeof value === 'number' ? Math.trunc(value) : 0);

/** The project's own data above the tabs; validated with ZProject on save. */
export function GeneralForm({ draft, update, errors, readOnly }: GeneralFormProps) {
  const { t } = useTranslation();
  const options = useProjectOptions(draft);
  const label = (key: string) => t(`projects.fields.${key}`);

  const text = (key: TextKey, required = false) => (
    <TextInput
      label={label(key)}
      value={draft[key]}
      onChange={(event) => update({ [key]: event.currentTarget.value })}
      error={errors[key]}
      withAsterisk={required}
      readOnly={readOnly}
      data-testid={`project-${key}`}
    />
  );
  const number = (key: NumberKey, min: number, max: number) => (
    <NumberInput
      label={label(key)}
      value={draft[key]}
      onChange={(value) => update({ [key]: toInt(value) })}
      min={min}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      error={errors[key]}
      readOnly={readOnly}
      data-testid={`project-${key}`}
    />
  );
  const choice = (key: 'customerId' | 'districtId' | 'projectLeaderId', data: { value: string; label: string }[]) => (
    <Select
      label={label(key)}
      data={data}
      value={draft[key] ? String(draft[key]) : null}
      onChange={(value) => update({ [key]: Number(value ?? 0) })}
      placeholder={t('projects.none')}
      searchable
      clearable={!readOnly}
      readOnly={readOnly}
      limit={100}
      nothingFoundMessage={t('projects.nothingFound')}
      error={errors[key]}
      comboboxProps={{ withinPortal: true }}
      data-testid={`project-${key}`}
    />
  );
  const flag = (key: 'chkTenderSigned' | 'invoicingBlocked') => (
    <Checkbox
      label={label(key)}
      checked={draft[key] === 1}
      onChange={(event) => update({ [key]: event.currentTarget.checked ? 1 : 0 })}
      disabled={readOnly}
      data-testid={`project-${key}`}
    />
  );

  return (
    <Stack data-testid="project-form">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
        {text('name', true)}
        {choice('customerId', options.customers)}
        {text('code')}
        {text('searchName')}
        {choice('projectLeaderId', options.employees)}
        {choice('districtId', options.districts)}
        <MapColorPicker
          label={label('mapColor')}
          value={draft.mapColor}
          onChange={(mapColor) => update({ mapColor })}
          readOnly={readOnly}
          error={errors.mapColor}
        />
        {number('mapNumber', 0, 1_000_000)}
        <DateField
          label={label('endDate')}
          value={draft.endDate}
          onChange={(endDate) => update({ endDate })}
          placeholder={t('projects.openEnd')}
          error={errors.endDate}
          readOnly={readOnly}
          testId="project-endDate"
        />
        {number('controlFreq', 0, 365)}
        <Group gap="lg" mt={{ base: 0, lg: 'lg' }}>
          {flag('chkTenderSigned')}
          {flag('invoicingBlocked')}
        </Group>
      </SimpleGrid>
      <Fieldset legend={label('announcement')} variant="filled">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
          <SegmentedChoice<number>
            fullWidth
            label={label('announcementMode')}
            value={draft.announcement}
            onChange={(announcement) => update({ announcement })}
            disabled={readOnly}
            data={ANNOUNCEMENTS.map((code) => ({
              value: code,
              label: <span data-testid={`project-announcement-${code}`}>{t(`projects.announcement.${code}`)}</span>,
            }))}
            data-testid="project-announcement"
          />
          {draft.announcement !== 1 && number('announcementDays', ANNOUNCEMENT_DAYS.min, ANNOUNCEMENT_DAYS.max)}
          {draft.announcement !== 1 && text('announcementEmail', true)}
        </SimpleGrid>
      </Fieldset>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="xs">
        {(['workDescription', 'remarks'] as const).map((key) => (
          <Textarea
            key={key}
            label={label(key)}
            value={draft[key]}
            onChange={(event) => update({ [key]: event.currentTarget.value })}
            error={errors[key]}
            autosize
            minRows={2}
            maxRows={10}
            readOnly={readOnly}
            data-testid={`project-${key}`}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
