import {
  isValidUntilActive,
  QUOTE_CALLS,
  QUOTE_KINDS,
  QUOTE_RESULTS,
  QUOTE_STATUSES,
  quoteTotals,
  ZQuote,
  ZQuoteLine,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { formatMoney } from '@backoffice/domain/format';
import { Button, Group, Loader, Select, SimpleGrid, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconFileTypePdf, IconTrophy } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call, download, refresh } from '../../../platform/call.ts';
import { DateField } from '../../../platform/forms/date-field.tsx';
import { EnumSelect } from '../../../platform/forms/enum-select.tsx';
import { FormDialog } from '../../../platform/forms/form-dialog.tsx';
import { useForm } from '../../../platform/forms/use-form.ts';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { queryClient } from '../../../platform/query.ts';
import { useCustomers } from '../../customers/api.ts';
import { useCustomerChoices } from '../customer-choices.ts';
import { useSalesTypes, useVatCodes } from '../invoices/api.ts';
import { useQuote } from './api.ts';
import { newQuote, type QuoteDraft, quoteDraft } from './quote-draft.ts';
import { QuoteLines } from './quote-lines.tsx';

interface QuoteDialogProps {
  /** 0 for a new quote. */
  id: number;
  canWrite: boolean;
  onClose: () => void;
}

/** Opens a quote: loads it first (a new one starts empty). */
export function QuoteDialog({ id, canWrite, onClose }: QuoteDialogProps) {
  const quote = useQuote(id);
  if (id > 0 && !quote.data) return quote.isLoading ? <Loader m="md" /> : null;
  const initial = quote.data ? quoteDraft(quote.data) : newQuote(todayIso());
  return <QuoteForm key={id} initial={initial} canWrite={canWrite} onClose={onClose} />;
}

/** The reads a saved or awarded quote changes. */
const QUOTE_READS = [QUOTE_CALLS.quotesDateRange, QUOTE_CALLS.getQuote, QUOTE_CALLS.all];

const live = <T extends { deleted: number }>(rows: readonly T[] | undefined) => (rows ?? []).filter((r) => !r.deleted);

function QuoteForm({ initial, canWrite, onClose }: { initial: QuoteDraft; canWrite: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = currentLanguage();
  const form = useForm(ZQuote, initial);
  const [saving, setSaving] = useState(false);
  const { values, set, errors } = form;
  const customers = useCustomers();
  const vatCodes = useVatCodes();
  const workTypes = useSalesTypes();
  const readOnly = !canWrite;

  const customerOptions = useCustomerChoices();
  // Only codes and types still valid can be offered: an expired work type would refuse the award.
  const today = todayIso();
  const current = <T extends { deleted: number; validUntil: string }>(rows: readonly T[] | undefined) =>
    live(rows).filter((row) => isValidUntilActive(row, today));
  const vatOptions = current(vatCodes.data).map((code) => ({ value: String(code.id), label: code.name }));
  const typeOptions = current(workTypes.data).map((type) => ({
    value: String(type.id),
    label: type.name,
    hourRate: type.hourRate,
    vatCode: type.vatCodeId,
  }));
  const totals = useMemo(() => {
    const rates = new Map((vatCodes.data ?? []).map((code) => [code.id, code.percentage]));
    const lines = values.lines.flatMap((line) => {
      const parsed = ZQuoteLine.safeParse(line);
      return parsed.success ? [parsed.data] : [];
    });
    return quoteTotals(lines, (code) => rates.get(code) ?? 0);
  }, [values.lines, vatCodes.data]);

  /** Saves the form; answers the saved quote, or null after showing why not. */
  async function save() {
    const body = form.validate();
    if (!body) return null;
    setSaving(true);
    try {
      const saved = await call(QUOTE_CALLS.save, body);
      await refresh(queryClient, QUOTE_READS);
      form.reset(quoteDraft(saved));
      return saved;
    } catch (error) {
      notifyError(error, { action: t('quotes.notices.saveFailed') });
      return null;
    } finally {
      setSaving(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!(await save())) return;
    notifySuccess(t('quotes.notices.saved'));
    onClose();
  }

  async function award() {
    const saved = await save();
    if (!saved) return;
    setSaving(true);
    try {
      const awarded = await call(QUOTE_CALLS.awardQuote, { id: saved.id });
      await refresh(queryClient, QUOTE_READS);
      notifySuccess(t('quotes.notices.awarded'));
      void navigate(`/Projects/Edit/${awarded.projectId}/Works`);
    } catch (error) {
      notifyError(error, { action: t('quotes.notices.awardFailed') });
    } finally {
      setSaving(false);
    }
  }

  const pickCustomer = (value: string | null) => {
    const customer = live(customers.data).find((c) => String(c.id) === value);
    set({ customerId: customer?.id ?? 0, ...(customer && !values.company ? { company: customer.name } : {}) });
  };
  const text = (key: 'company' | 'contact' | 'email' | 'address' | 'houseNumber' | 'postalCode' | 'city') => (
    <TextInput
      label={t(`quotes.fields.${key}`)}
      value={values[key]}
      onChange={(event) => set({ [key]: event.currentTarget.value })}
      error={errors[key]}
      required={key === 'company'}
      readOnly={readOnly}
      data-testid={`quote-${key}`}
    />
  );
  const money = (cents: number) => formatMoney(cents, locale);

  return (
    <FormDialog
      title={values.id ? t('quotes.dialog.edit', { id: values.id }) : t('quotes.dialog.new')}
      size="xl"
      testId="quote-form"
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      saving={saving}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('quotes.fields.customer')}
          placeholder={t('quotes.fields.prospect')}
          data={customerOptions}
          value={values.customerId ? String(values.customerId) : null}
          onChange={pickCustomer}
          searchable
          clearable
          limit={50}
          readOnly={readOnly}
          data-testid="quote-customer"
        />
        {text('company')}
        {text('contact')}
        {text('email')}
        {text('address')}
        <SimpleGrid cols={2} spacing="sm">
          {text('houseNumber')}
          {text('postalCode')}
        </SimpleGrid>
        {text('city')}
        <DateField
          label={t('quotes.fields.requestDate')}
          value={values.requestDate}
          onChange={(requestDate) => set({ requestDate })}
          error={errors.requestDate}
          required
          testId="quote-request-date"
        />
        <DateField
          label={t('quotes.fields.dateToEmail')}
          value={values.dateToEmail}
          onChange={(dateToEmail) => set({ dateToEmail: dateToEmail || null })}
          testId="quote-date-to-email"
        />
        <DateField
          label={t('quotes.fields.startDate')}
          value={values.startDate}
          onChange={(startDate) => set({ startDate: startDate || null })}
          testId="quote-start-date"
        />
        <EnumSelect
          label={t('quotes.fields.kind')}
          prefix="quotes"
          name="kinds"
          values={QUOTE_KINDS}
          value={values.kind}
          onChange={(kind) => set({ kind })}
          testId="quote-kind"
        />
        <EnumSelect
          label={t('quotes.fields.statusCode')}
          prefix="quotes"
          name="statuses"
          values={QUOTE_STATUSES}
          value={values.statusCode}
          onChange={(statusCode) => set({ statusCode })}
          testId="quote-status"
        />
        <EnumSelect
          label={t('quotes.fields.result')}
          prefix="quotes"
          name="results"
          values={QUOTE_RESULTS}
          value={values.result}
          onChange={(result) => set({ result })}
          testId="quote-result-field"
        />
      </SimpleGrid>
      <Textarea
        label={t('quotes.fields.notes')}
        value={values.notes}
        onChange={(event) => set({ notes: event.currentTarget.value })}
        autosize
        minRows={2}
        readOnly={readOnly}
      />
      <Title order={4}>{t('quotes.lines.title')}</Title>
      <QuoteLines
        lines={values.lines}
        onChange={(lines) => set({ lines })}
        workTypes={typeOptions}
        vatCodes={vatOptions}
        errors={errors}
        locale={locale}
        readOnly={readOnly}
      />
      <Group justify="flex-end" gap="lg" data-testid="quote-totals">
        <Text size="sm">
          {t('quotes.totals.exVat')}: <b>{money(totals.amountExVat)}</b>
        </Text>
        <Text size="sm">
          {t('quotes.totals.vat')}: <b>{money(totals.amountVat)}</b>
        </Text>
        <Text size="sm">
          {t('quotes.totals.inclVat')}: <b data-testid="quote-total-incl">{money(totals.amountInclVat)}</b>
        </Text>
      </Group>
      {values.id > 0 && (
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconFileTypePdf size={16} />}
            onClick={() =>
              void download(QUOTE_CALLS.quotePdf, { id: values.id }).catch((error: unknown) =>
                notifyError(error, { action: t('quotes.notices.pdfFailed') }),
              )
            }
            data-testid="quote-pdf"
          >
            {t('quotes.actions.pdf')}
          </Button>
          {values.projectId > 0 ? (
            <Button variant="light" onClick={() => void navigate(`/Projects/Edit/${values.projectId}/Works`)}>
              {t('quotes.actions.openProject')}
            </Button>
          ) : (
            canWrite && (
              <Button
                color="teal"
                leftSection={<IconTrophy size={16} />}
                onClick={() => void award()}
                loading={saving}
                data-testid="quote-award"
              >
                {t('quotes.actions.award')}
              </Button>
            )
          )}
        </Group>
      )}
    </FormDialog>
  );
}
