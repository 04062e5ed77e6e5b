import {
  ISO_WEEKDAYS,
  type Locale,
  lineMonthlyAmount,
  QUOTE_PRICINGS,
  type TQuoteLine,
  WORK_INVOICING,
  ZQuoteLine,
} from '@backoffice/domain';
import { formatMoney } from '@backoffice/domain/format';
import {
  ActionIcon,
  Button,
  Chip,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HundredthsField } from '../../../platform/forms/number-fields.tsx';
import { newQuoteLine } from './quote-draft.ts';

interface Option {
  value: string;
  label: string;
}

/** A work type with what a new line takes from it: its hour rate and VAT code. */
interface WorkTypeOption extends Option {
  hourRate: number;
  vatCode: number;
}

interface QuoteLinesProps {
  lines: TQuoteLine[];
  onChange: (lines: TQuoteLine[]) => void;
  workTypes: WorkTypeOption[];
  vatCodes: Option[];
  errors: Record<string, string>;
  locale: Locale;
  readOnly: boolean;
}

/** The lines of a quote: what is done, how often and how long, and its price; each with its amount per month. */
export function QuoteLines({ lines, onChange, workTypes, vatCodes, errors, locale, readOnly }: QuoteLinesProps) {
  const { t } = useTranslation();
  const change = (index: number, patch: Partial<TQuoteLine>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const error = (index: number, field: string) => errors[`lines.${index}.${field}`];
  /** Choosing a work type fills in its hour rate and VAT code where the line has none yet. */
  const chooseType = (index: number, line: TQuoteLine, value: string | null) => {
    const type = workTypes.find((option) => option.value === value);
    change(index, {
      workTypeId: Number(value ?? 0),
      ...(type && !line.price && line.pricing === 1 ? { price: type.hourRate } : {}),
      ...(type && !line.vatCode && type.vatCode ? { vatCode: type.vatCode } : {}),
    });
  };
  return (
    <>
      {lines.map((line, index) => {
        const parsed = ZQuoteLine.safeParse(line);
        return (
          <Paper key={line.id} withBorder radius="md" p="sm" data-testid="quote-line">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Select
                label={t('quotes.lines.workType')}
                data={workTypes}
                value={line.workTypeId ? String(line.workTypeId) : null}
                onChange={(value) => chooseType(index, line, value)}
                error={error(index, 'workTypeId')}
                readOnly={readOnly}
                data-testid="quote-line-work-type"
              />
              <TextInput
                label={t('quotes.lines.description')}
                value={line.description}
                onChange={(event) => change(index, { description: event.currentTarget.value })}
                readOnly={readOnly}
                data-testid="quote-line-description"
              />
              <NumberInput
                label={t('quotes.lines.minutes')}
                value={line.minutes}
                onChange={(value) => change(index, { minutes: Number(value) || 0 })}
                min={0}
                max={1440}
                allowDecimal={false}
                error={error(index, 'minutes')}
                readOnly={readOnly}
                data-testid="quote-line-minutes"
              />
            </SimpleGrid>
            <Group gap="sm" mt="sm" align="flex-end" wrap="wrap">
              <Chip.Group
                multiple
                value={line.days.map(String)}
                onChange={(days) => change(index, { days: days.map(Number).sort((a, b) => a - b) })}
              >
                <Group gap={4} aria-label={t('quotes.lines.days')}>
                  {ISO_WEEKDAYS.map((day) => (
                    <Chip key={day} value={String(day)} size="xs" disabled={readOnly}>
                      {t(`works.days.short.${day}`)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              <NumberInput
                w={130}
                label={t('quotes.lines.intervalWeeks')}
                value={line.intervalWeeks}
                onChange={(value) => change(index, { intervalWeeks: Number(value) || 1 })}
                min={1}
                max={52}
                allowDecimal={false}
                readOnly={readOnly}
              />
            </Group>
            {error(index, 'days') && (
              <Text size="xs" c="red" mt={4}>
                {error(index, 'days')}
              </Text>
            )}
            {/* Two by two: in four columns the dialog cut the invoicing choices ("Last day of the month") short. */}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
              <Select
                label={t('quotes.lines.pricing')}
                data={QUOTE_PRICINGS.map((code) => ({ value: String(code), label: t(`quotes.pricings.${code}`) }))}
                value={String(line.pricing)}
                onChange={(value) => change(index, { pricing: Number(value ?? 1) })}
                allowDeselect={false}
                readOnly={readOnly}
                data-testid="quote-line-pricing"
              />
              <HundredthsField
                label={t(`quotes.lines.price.${line.pricing}`)}
                value={line.price}
                onChange={(price) => change(index, { price })}
                prefix="€ "
                testId="quote-line-price"
              />
              <Select
                label={t('quotes.lines.vatCode')}
                data={vatCodes}
                value={line.vatCode ? String(line.vatCode) : null}
                onChange={(value) => change(index, { vatCode: Number(value ?? 0) })}
                error={error(index, 'vatCode')}
                readOnly={readOnly}
                data-testid="quote-line-vat"
              />
              <Select
                label={t('quotes.lines.invoicing')}
                data={WORK_INVOICING.map((code) => ({ value: String(code), label: t(`works.invoicing.${code}`) }))}
                value={String(line.invoicing)}
                onChange={(value) => change(index, { invoicing: Number(value ?? 1) })}
                allowDeselect={false}
                readOnly={readOnly}
              />
            </SimpleGrid>
            <Group justify="space-between" mt="sm">
              <Text size="sm" data-testid="quote-line-amount">
                {t('quotes.lines.perMonth')}:{' '}
                {parsed.success ? formatMoney(lineMonthlyAmount(parsed.data), locale) : '-'}
              </Text>
              {!readOnly && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('quotes.lines.remove')}
                  onClick={() => onChange(lines.filter((_, i) => i !== index))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          </Paper>
        );
      })}
      {!readOnly && (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange([...lines, newQuoteLine()])}
          data-testid="quote-line-add"
        >
          {t('quotes.lines.add')}
        </Button>
      )}
    </>
  );
}
