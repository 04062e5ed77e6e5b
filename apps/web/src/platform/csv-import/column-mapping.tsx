import { Alert, Paper, Select, Table, Text } from '@mantine/core';
import { assignColumn, type ColumnMapping, type ColumnSpec, missingRequired } from './columns.ts';
import type { ImportText } from './import-texts.ts';

interface Props<F extends string> {
  spec: ColumnSpec<F>;
  text: ImportText;
  headers: string[];
  firstRow: string[] | undefined;
  mapping: ColumnMapping<F>;
  onChange: (mapping: ColumnMapping<F>) => void;
}

const SKIP = '__skip';

/** One row per CSV column: its header, an example value and the field it fills (spec 002 §5: manual mapping). */
export function ColumnMappingTable<F extends string>({ spec, text, headers, firstRow, mapping, onChange }: Props<F>) {
  const missing = missingRequired(spec, mapping);
  const options = [
    { value: SKIP, label: text('skipColumn') },
    ...spec.fields.map((field) => ({ value: field, label: text(`fields.${field}`) })),
  ];
  const toField = (value: string | null) => spec.fields.find((field) => field === value) ?? null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="import-mapping">
      <Text fw={600}>{text('mappingTitle')}</Text>
      <Text size="sm" c="dimmed" mb="sm">
        {text('mappingHint')}
      </Text>
      {missing.length > 0 && (
        <Alert color="orange" variant="light" mb="sm" data-testid="import-mapping-missing">
          {text('mappingMissing', { fields: missing.map((field) => text(`fields.${field}`)).join(', ') })}
        </Alert>
      )}
      {/* On a phone the example moves under the column's name, so the field choices fit without scrolling sideways. */}
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text('csvColumn')}</Table.Th>
              <Table.Th visibleFrom="sm">{text('example')}</Table.Th>
              <Table.Th>{text('field')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {headers.map((header, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a CSV column is its position; headers may repeat
              <Table.Tr key={index}>
                <Table.Td fw={500}>
                  {header || `#${index + 1}`}
                  <Text hiddenFrom="sm" size="xs" c="dimmed" lineClamp={1}>
                    {firstRow?.[index] ?? ''}
                  </Text>
                </Table.Td>
                <Table.Td
                  visibleFrom="sm"
                  c="dimmed"
                  maw={220}
                  style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {firstRow?.[index] ?? ''}
                </Table.Td>
                <Table.Td w={{ base: '55%', sm: 260 }}>
                  <Select
                    size="xs"
                    data={options}
                    value={mapping[index] ?? SKIP}
                    onChange={(value) => onChange(assignColumn(mapping, index, toField(value)))}
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
