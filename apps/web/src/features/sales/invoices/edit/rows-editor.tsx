import { isValidUntilActive, rowAmount, type TVatCode, type TWorkType } from '@backoffice/domain';
import { formatHundredths, formatMoney } from '@backoffice/domain/format';
import { ActionIcon, Badge, Button, Group, Select, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HundredthsField } from '../../../../platform/forms/number-fields.tsx';
import { currentLanguage } from '../../../../platform/i18n/i18n.ts';
import { type DraftRow, newRow, withSalesType } from './invoice-draft.ts';
import { useRowDefaults } from './row-defaults.ts';

interface RowsEditorProps {
  rows: DraftRow[];
  onChange: (rows: DraftRow[]) => void;
  lists: { vatCodes: readonly TVatCode[]; workTypes: readonly TWorkType[] };
  /** VAT codes and sales types are offered as valid on this date. */
  invoiceDate: string;
  errors: Record<string, string>;
  readOnly: boolean;
}

/** Options of a dated list: the items valid on the date, plus the one a row already has (so it still shows). */
function options(
  items: readonly { id: number; name: string; validUntil: string; deleted: number }[],
  date: string,
  keep: (number | null)[],
) {
  return items
    .filter((item) => isValidUntilActive(item, date) || keep.includes(item.id))
    .map((item) => ({ value: String(item.id), label: item.name }));
}

/** The rows of an invoice: description, sales type, VAT code, units and price typed in the reader's decimals. */
export function RowsEditor({ rows, onChange, lists, invoiceDate, errors, readOnly }: RowsEditorProps) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  // An added row starts with the default sales type and VAT code of the Sales general settings.
  const { defaults } = useRowDefaults(invoiceDate);
  const salesTypes = useMemo(
    () =>
      options(
        lists.workTypes,
        invoiceDate,
        rows.map((row) => row.workTypeId),
      ),
    [lists.workTypes, invoiceDate, rows],
  );
  const vatCodes = useMemo(
    () =>
      options(
        lists.vatCodes,
        invoiceDate,
        rows.map((row) => row.vatCode),
      ),
    [lists.vatCodes, invoiceDate, rows],
  );
  const name = (list: readonly { id: number; name: string }[], id: number | null) =>
    list.find((item) => item.id === id)?.name ?? '-';
  const change = (index: number, next: DraftRow) => onChange(rows.map((row, i) => (i === index ? next : row)));
  const number = (value: number, onValue: (next: number) => void, label: string, testId: string, error?: string) => (
    <HundredthsField
      size="xs"
      label=""
      ariaLabel={label}
      value={value}
      onChange={onValue}
      allowNegative
      alignRight
      error={error}
      testId={testId}
    />
  );

  const head = (
    <Table.Tr>
      <Table.Th miw={220}>{t('invoices.rows.description')}</Table.Th>
      <Table.Th miw={170}>{t('invoices.rows.salesType')}</Table.Th>
      <Table.Th miw={130}>{t('invoices.rows.vatCode')}</Table.Th>
      <Table.Th w={100} ta="right">
        {t('invoices.rows.units')}
      </Table.Th>
      <Table.Th w={120} ta="right">
        {t('invoices.rows.unitPrice')}
      </Table.Th>
      <Table.Th w={110} ta="right">
        {t('invoices.rows.amount')}
      </Table.Th>
      {!readOnly && <Table.Th w={40} />}
    </Table.Tr>
  );

  return (
    <>
      {/* Focusable, so that a keyboard can scroll the rows sideways on a phone. */}
      <Table.ScrollContainer minWidth={820} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
        <Table verticalSpacing={6} data-testid="invoice-rows">
          <Table.Thead>{head}</Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => {
              const id = `invoice-row-${index}`;
              const error = (field: string) => errors[`rows.${index}.${field}`];
              const amount = formatMoney(rowAmount(row.units, row.unitPrice), locale);
              if (readOnly) {
                return (
                  <Table.Tr key={row.id} data-testid={id}>
                    <Table.Td>
                      {row.description}
                      {row.joinedRows.length > 0 && (
                        <Badge ml="xs" size="xs" variant="light" tt="none">
                          {t('invoices.rows.joined', { count: row.joinedRows.length })}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{name(lists.workTypes, row.workTypeId)}</Table.Td>
                    <Table.Td>{name(lists.vatCodes, row.vatCode)}</Table.Td>
                    <Table.Td ta="right">{formatHundredths(row.units, locale)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(row.unitPrice, locale)}</Table.Td>
                    <Table.Td ta="right">{amount}</Table.Td>
                  </Table.Tr>
                );
              }
              return (
                <Table.Tr key={row.id} data-testid={id} style={{ verticalAlign: 'top' }}>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      value={row.description}
                      onChange={(event) => change(index, { ...row, description: event.currentTarget.value })}
                      error={error('description')}
                      rightSection={
                        row.joinedRows.length > 0 ? (
                          <Tooltip label={t('invoices.rows.joinedHint', { count: row.joinedRows.length })}>
                            <Badge size="xs" variant="light" tt="none">
                              {row.joinedRows.length}
                            </Badge>
                          </Tooltip>
                        ) : undefined
                      }
                      aria-label={t('invoices.rows.description')}
                      data-testid={`${id}-description`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      size="xs"
                      data={salesTypes}
                      value={row.workTypeId ? String(row.workTypeId) : null}
                      onChange={(value) =>
                        change(
                          index,
                          withSalesType(
                            row,
                            lists.workTypes.find((type) => type.id === Number(value)),
                          ),
                        )
                      }
                      placeholder={t('invoices.rows.choose')}
                      searchable
                      error={error('workTypeId')}
                      aria-label={t('invoices.rows.salesType')}
                      data-testid={`${id}-workType`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      size="xs"
                      data={vatCodes}
                      value={row.vatCode ? String(row.vatCode) : null}
                      onChange={(value) => change(index, { ...row, vatCode: value ? Number(value) : null })}
                      placeholder={t('invoices.rows.choose')}
                      error={error('vatCode')}
                      aria-label={t('invoices.rows.vatCode')}
                      data-testid={`${id}-vatCode`}
                    />
                  </Table.Td>
                  <Table.Td>
                    {number(
                      row.units,
                      (units) => change(index, { ...row, units }),
                      t('invoices.rows.units'),
                      `${id}-units`,
                      error('units'),
                    )}
                  </Table.Td>
                  <Table.Td>
                    {number(
                      row.unitPrice,
                      (unitPrice) => change(index, { ...row, unitPrice }),
                      t('invoices.rows.unitPrice'),
                      `${id}-price`,
                      error('unitPrice'),
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm" pt={6} data-testid={`${id}-amount`}>
                      {amount}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={2}
                      onClick={() => onChange(rows.filter((_, i) => i !== index))}
                      aria-label={t('invoices.rows.remove')}
                      data-testid={`${id}-remove`}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 && (
        <Text c="dimmed" size="sm" ta="center" py="sm">
          {t('invoices.rows.none')}
        </Text>
      )}
      {!readOnly && (
        <Group mt="xs" mb="sm">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange([...rows, newRow(defaults)])}
            data-testid="invoice-row-add"
          >
            {t('invoices.rows.add')}
          </Button>
        </Group>
      )}
    </>
  );
}
