import {
  CSV_DATE_FORMATS,
  CSV_SEPARATORS,
  OWNER_LIST_CALLS,
  type TBankCsvMapping,
  ZBankCsvMapping,
} from '@backoffice/domain';
import { Button, Group, NumberInput, ScrollArea, Select, SimpleGrid, Stack, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../platform/call.ts';

// The columns a user maps, in the order the form shows them; date and amount are required.
const COLUMNS = [
  'date',
  'amount',
  'debitCredit',
  'account',
  'counterpartyIban',
  'counterpartyName',
  'description',
  'valueDate',
  'balanceAfter',
] as const;
type Column = (typeof COLUMNS)[number];

const SEPARATOR_LABELS: Record<(typeof CSV_SEPARATORS)[number], string> = { ';': ';', ',': ',', '\t': 'TAB' };

/** The separator the first line holds most of. */
function guessSeparator(line: string): TBankCsvMapping['separator'] {
  return [...CSV_SEPARATORS].sort((a, b) => line.split(b).length - line.split(a).length)[0] ?? ';';
}

const unquoted = (cell: string) => cell.trim().replace(/^"(.*)"$/, '$1');

/**
 * The column mapping of a CSV no known layout recognises (spec 001 §8 'CSV format not detected'): the first lines
 * numbered by column, and which column holds what. Sent with the file; the owner keeps it for the next one.
 */
export function CsvMappingForm({
  preview,
  busy,
  onSubmit,
  onCancel,
}: {
  preview: string[];
  busy: boolean;
  onSubmit: (mapping: TBankCsvMapping) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const accounts = useCall(OWNER_LIST_CALLS.bankAccounts.all);
  const [separator, setSeparator] = useState(() => guessSeparator(preview[0] ?? ''));
  const [header, setHeader] = useState(false);
  const [dateFormat, setDateFormat] = useState<TBankCsvMapping['dateFormat']>('DD-MM-YYYY');
  const [decimal, setDecimal] = useState<TBankCsvMapping['decimal']>(',');
  const [columns, setColumns] = useState<Record<Column, number>>(
    () => Object.fromEntries(COLUMNS.map((column) => [column, 0])) as Record<Column, number>,
  );
  const [accountId, setAccountId] = useState(0);
  const [tried, setTried] = useState(false);

  const cells = preview.map((line) => line.split(separator).map(unquoted));
  const width = Math.max(0, ...cells.map((row) => row.length));
  const mapping = ZBankCsvMapping.safeParse({
    separator,
    header: header ? 1 : 0,
    dateFormat,
    decimal,
    accountId,
    ...columns,
  });
  const missingAccount = columns.account === 0 && accountId === 0;
  const required = (missing: boolean) => (tried && missing ? t('validation.required') : undefined);

  const submit = () => {
    setTried(true);
    if (mapping.success && !missingAccount) onSubmit(mapping.data);
  };

  return (
    <Stack gap="sm" data-testid="bank-csv-mapping">
      <Text size="sm">{t('bankImport.mapping.intro')}</Text>
      <ScrollArea type="auto">
        <Table withTableBorder withColumnBorders fz="xs" data-testid="bank-csv-preview">
          <Table.Thead>
            <Table.Tr>
              {Array.from({ length: width }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the column number is the column's identity
                <Table.Th key={index}>{index + 1}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cells.map((row, line) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the preview's lines do not move
              <Table.Tr key={line}>
                {Array.from({ length: width }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the column number is the column's identity
                  <Table.Td key={index} style={{ whiteSpace: 'nowrap' }}>
                    {row[index] ?? ''}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Select
          label={t('bankImport.mapping.separator')}
          data={CSV_SEPARATORS.map((value) => ({ value, label: SEPARATOR_LABELS[value] }))}
          value={separator}
          onChange={(value) => value && setSeparator(value as TBankCsvMapping['separator'])}
          allowDeselect={false}
          data-testid="bank-csv-separator"
        />
        <Select
          label={t('bankImport.mapping.dateFormat')}
          data={CSV_DATE_FORMATS.map((value) => ({ value, label: value }))}
          value={dateFormat}
          onChange={(value) => value && setDateFormat(value as TBankCsvMapping['dateFormat'])}
          allowDeselect={false}
        />
        <Select
          label={t('bankImport.mapping.decimal')}
          data={[
            { value: ',', label: '1.234,56' },
            { value: '.', label: '1,234.56' },
          ]}
          value={decimal}
          onChange={(value) => value && setDecimal(value as TBankCsvMapping['decimal'])}
          allowDeselect={false}
        />
        <Switch
          mt="xl"
          label={t('bankImport.mapping.header')}
          checked={header}
          onChange={(event) => setHeader(event.currentTarget.checked)}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('bankImport.mapping.columnsHint')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {COLUMNS.map((column) => (
          <NumberInput
            key={column}
            label={t(`bankImport.mapping.columns.${column}`)}
            min={0}
            max={100}
            allowDecimal={false}
            withAsterisk={column === 'date' || column === 'amount'}
            value={columns[column]}
            onChange={(value) => setColumns((current) => ({ ...current, [column]: Number(value) || 0 }))}
            error={required((column === 'date' || column === 'amount') && columns[column] === 0)}
            data-testid={`bank-csv-column-${column}`}
          />
        ))}
      </SimpleGrid>
      {columns.account === 0 && (
        <Select
          label={t('bankImport.mapping.accountId')}
          data={(accounts.data ?? []).map((account) => ({ value: String(account.id), label: String(account.name) }))}
          value={accountId ? String(accountId) : null}
          onChange={(value) => setAccountId(Number(value ?? 0))}
          error={required(missingAccount)}
          withAsterisk
          data-testid="bank-csv-account"
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={submit} loading={busy} data-testid="bank-csv-import">
          {t('bankImport.mapping.import')}
        </Button>
      </Group>
    </Stack>
  );
}
