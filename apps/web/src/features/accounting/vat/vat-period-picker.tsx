import { type VatPeriod, type VatPeriodKind, vatPeriod, vatPeriodKind, vatPeriodOf } from '@backoffice/domain';
import { addDays, todayIso } from '@backoffice/domain/dates';
import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SegmentedChoice } from '../../../platform/forms/segmented-choice.tsx';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const QUARTERS = [1, 2, 3, 4];

/** The years offered: five back and the next one, plus the shown one when it is older. */
function yearOptions(shown: number): string[] {
  const now = Number(todayIso().slice(0, 4));
  const years = new Set([shown, ...Array.from({ length: 7 }, (_, i) => now + 1 - i)]);
  return [...years].sort((a, b) => b - a).map(String);
}

/** The period of the route, else the last quarter that has ended (the one usually declared next). */
export function routePeriod(params: { startDate?: string; endDate?: string }): VatPeriod {
  const asked = { startDate: params.startDate ?? '', endDate: params.endDate ?? '' };
  if (vatPeriodKind(asked)) return asked;
  return vatPeriodOf(addDays(vatPeriodOf(todayIso(), 'quarter').startDate, -1), 'quarter');
}

/** A VAT return's period: a year, then a month or a quarter of it. */
export function VatPeriodPicker({ period, onChange }: { period: VatPeriod; onChange: (next: VatPeriod) => void }) {
  const { t } = useTranslation();
  const shown = vatPeriodKind(period) ?? { kind: 'quarter' as const, year: Number(todayIso().slice(0, 4)), n: 1 };
  const monthName = new Intl.DateTimeFormat(currentLanguage(), { month: 'long' });
  const options =
    shown.kind === 'quarter'
      ? QUARTERS.map((n) => ({ value: String(n), label: t('vatReturn.period.quarterN', { n }) }))
      : MONTHS.map((n) => ({ value: String(n), label: monthName.format(new Date(2000, n - 1, 1)) }));
  const go = (year: number, kind: VatPeriodKind, n: number) => onChange(vatPeriod(year, kind, n));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        size="sm"
        w={110}
        label={t('vatReturn.period.year')}
        data={yearOptions(shown.year)}
        value={String(shown.year)}
        onChange={(next) => go(Number(next ?? shown.year), shown.kind, shown.n)}
        allowDeselect={false}
        data-testid="vat-year"
      />
      <SegmentedChoice<VatPeriodKind>
        value={shown.kind}
        onChange={(kind) => {
          // Month → its quarter, quarter → its first month.
          go(shown.year, kind, kind === 'quarter' ? Math.floor((shown.n - 1) / 3) + 1 : (shown.n - 1) * 3 + 1);
        }}
        data={[
          { value: 'quarter', label: t('vatReturn.period.quarter') },
          { value: 'month', label: t('vatReturn.period.month') },
        ]}
        aria-label={t('vatReturn.period.kind')}
        data-testid="vat-kind"
      />
      <Select
        size="sm"
        w={160}
        label={t(shown.kind === 'quarter' ? 'vatReturn.period.quarter' : 'vatReturn.period.month')}
        data={options}
        value={String(shown.n)}
        onChange={(next) => go(shown.year, shown.kind, Number(next ?? shown.n))}
        allowDeselect={false}
        data-testid="vat-period"
      />
    </Group>
  );
}
