import { ACCOUNTING_CALLS, ENTRY_CALLS, entryDifference, formatMoney, type TJournalLine } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../platform/call.ts';
import { DateField } from '../../platform/forms/date-field.tsx';
import { FormDialog } from '../../platform/forms/form-dialog.tsx';
import { HundredthsField } from '../../platform/forms/number-fields.tsx';
import { currentLanguage } from '../../platform/i18n/i18n.ts';
import { notifyError, notifySuccess } from '../../platform/notices.ts';
import { accountOptions, useLedgerAccounts } from './api.ts';

const emptyLine = (description = ''): TJournalLine => ({ accountId: 0, description, debit: 0, credit: 0 });

/**
 * "New journal entry" (Bookings): lines added and removed, each with an account, a description and a debit or a
 * credit; the difference shown while the entry does not balance. The server checks the rules (journal.*).
 */
export function JournalEntryDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const accounts = useLedgerAccounts();
  const [date, setDate] = useState(todayIso());
  const [lines, setLines] = useState<TJournalLine[]>([emptyLine(), emptyLine()]);
  const save = useCallMutation(ENTRY_CALLS.saveJournalEntry, {
    refreshes: [ACCOUNTING_CALLS.bookings, ACCOUNTING_CALLS.trialBalance],
    onSuccess: (saved) => {
      notifySuccess(t('accounting.journal.saved', { number: saved.documentNumber }));
      onClose();
    },
    onError: (error) => notifyError(error, { action: t('accounting.journal.saveFailed') }),
  });
  const setLine = (index: number, patch: Partial<TJournalLine>) =>
    setLines(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const difference = entryDifference(lines);
  const options = accountOptions(accounts.data, t('accounting.none'));
  return (
    <FormDialog
      title={t('accounting.journal.title')}
      size="xl"
      testId="journal-entry-form"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ date, lines });
      }}
      saving={save.isPending}
      saveLabel={t('accounting.journal.book')}
    >
      <DateField
        label={t('accounting.journal.date')}
        value={date}
        onChange={setDate}
        required
        maw={200}
        testId="journal-date"
      />
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own until they are booked
        <Paper key={index} withBorder p="sm" radius="md" data-testid={`journal-line-${index}`}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Select
              size="sm"
              label={t('accounting.journal.account')}
              value={String(line.accountId)}
              onChange={(next) => setLine(index, { accountId: Number(next ?? 0) })}
              data={options}
              allowDeselect={false}
              searchable
              data-testid={`journal-account-${index}`}
            />
            <TextInput
              size="sm"
              label={t('accounting.journal.description')}
              value={line.description}
              onChange={(event) => setLine(index, { description: event.currentTarget.value })}
              data-testid={`journal-description-${index}`}
            />
            <HundredthsField
              size="sm"
              label={t('accounting.journal.debit')}
              value={line.debit}
              onChange={(debit) => setLine(index, { debit })}
              prefix="€ "
              testId={`journal-debit-${index}`}
            />
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <div style={{ flex: 1 }}>
                <HundredthsField
                  size="sm"
                  label={t('accounting.journal.credit')}
                  value={line.credit}
                  onChange={(credit) => setLine(index, { credit })}
                  prefix="€ "
                  testId={`journal-credit-${index}`}
                />
              </div>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                disabled={lines.length <= 2}
                onClick={() => setLines(lines.filter((_, i) => i !== index))}
                aria-label={t('accounting.journal.removeLine')}
                data-testid={`journal-remove-${index}`}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </SimpleGrid>
        </Paper>
      ))}
      <Group justify="space-between">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => setLines([...lines, emptyLine(lines.at(-1)?.description)])}
          data-testid="journal-add-line"
        >
          {t('accounting.journal.addLine')}
        </Button>
        <Text size="sm" fw={600} c={difference === 0 ? 'teal' : 'red'} data-testid="journal-difference">
          {difference === 0
            ? t('accounting.journal.balanced')
            : t('accounting.journal.difference', { amount: formatMoney(difference, locale) })}
        </Text>
      </Group>
    </FormDialog>
  );
}
