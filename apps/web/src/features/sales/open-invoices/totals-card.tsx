import type { TOpenInvoiceTotals } from '@backoffice/domain';
import { formatMoney } from '@backoffice/domain/format';
import { useTranslation } from 'react-i18next';
import { FiguresCard } from '../../../platform/figures-card.tsx';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';

/** Spec 000 §2: customers with open invoices, open invoices, total incl. VAT and total open, over every match. */
export function TotalsCard({ totals }: { totals: TOpenInvoiceTotals | undefined }) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, currentLanguage());
  return (
    <FiguresCard
      testId="open-invoice-totals"
      valueTestId="total"
      cols={{ base: 2, sm: 4 }}
      label={(key) => t(`openInvoices.totals.${key}`)}
      figures={[
        ['customersOpenInvoices', totals && String(totals.customersOpenInvoices)],
        ['openInvoices', totals && String(totals.openInvoices)],
        ['totalInclVat', totals && money(totals.totalInclVat)],
        ['totalOpenAmount', totals && money(totals.totalOpenAmount)],
      ]}
    />
  );
}
