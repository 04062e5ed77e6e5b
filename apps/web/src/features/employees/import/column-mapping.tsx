import { Alert, Paper, Select, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ColumnMapping, IMPORT_FIELDS, type ImportField, missingRequired } from './columns.ts';

interface Props {
  headers: string[];
  firstRow: string[] | undefined;
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
}

const SKIP = '__skip';

/** One row per CSV column: its header, an example value and the employee field it fills. */
export function ColumnMappingTable({ headers, firstRow, mapping, onChange }: Props) {
  const { t } = useTranslation();
  const missing = missingRequired(mapping);
  const options = [
    { value: SKIP, label: t('employeeImport.skipColumn') },
    ...IMPORT_FIELDS.map((field) => ({ value: field, label: t(`employeeImport.fields.${field}`) })),
  ];
  return (
    <Paper withBorder radius="md" p="md" data-testid="import-mapping">
      <Text fw={600}>{t('employeeImport.mappingTitle')}</Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('employeeImport.mappingHint')}
      </Text>
      {missing.length > 0 && (
        <Alert color="orange" variant="light" mb="sm" data-testid="import-mapping-missing">
          {t('employeeImport.mappingMissing', {
            fields: missing.map((field) => t(`employeeImport.fields.${field}`)).join(', '),
          })}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('employeeImport.csvColumn')}</Table.Th>
              <Table.Th>{t('employeeImport.example')}</Table.Th>
              <Table.Th>{t('employeeImport.field')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {headers.map((header, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a CSV column is its position; headers may repeat
              <Table.Tr key={index}>
                <Table.Td fw={500}>{header || `#${index + 1}`}</Table.Td>
                <Table.Td
                  c="dimmed"
                  maw={220}
                  style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {firstRow?.[index] ?? ''}
                </Table.Td>
                <Table.Td w={260}>
                  <Select
                    size="xs"
                    data={options}
                    value={mapping[index] ?? SKIP}
                    onChange={(value) => {
                      const field = value === SKIP || value === null ? null : (value as ImportField);
                      // A field fills from one column: choosing it here frees it elsewhere.
                      onChange(mapping.map((current, i) => (i === index ? field : current === field ? null : current)));
                    }}
                    allowDeselect={false}
                    searchable
                    aria-label={header}
                    data-testid={`import-map-${index}`}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
