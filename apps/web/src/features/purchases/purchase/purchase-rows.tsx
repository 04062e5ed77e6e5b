import { isPurchaseTypeActive, isValidUntilActive, type TPurchaseType, type TVatCode } from '@backoffice/domain';
import { formatMoney } from '@backoffice/domain/format';
import { ActionIcon, Button, Grid, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HundredthsField } from '../../../platform/forms/number-fields.tsx';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { useProject, useProjects } from '../../projects/api.ts';
import type { PurchaseDraftRow } from './purchase-draft.ts';

interface PurchaseRowsProps {
  rows: PurchaseDraftRow[];
  onChange: (rows: PurchaseDraftRow[]) => void;
  /** A new row, with the supplier's and the settings' defaults. */
  newRow: () => PurchaseDraftRow;
  /** A row whose purchase type changed, with that type's VAT default. */
  withType: (row: PurchaseDraftRow, purchaseTypeId: number) => PurchaseDraftRow;
  purchaseTypes: readonly TPurchaseType[];
  vatCodes: readonly TVatCode[];
  /** Types and VAT codes are offered as valid on this date. */
  invoiceDate: string;
  errors: Record<string, string>;
  readOnly: boolean;
}

type Option = { value: string; label: string };
const option = (item: { id: number; name: string }): Option => ({ value: String(item.id), label: item.name });

/** The works of the row's project, by description; none chosen while the project has none. */
function WorkSelect(props: { projectId: number; value: number; onChange: (id: number) => void; testId: string }) {
  const { t } = useTranslation();
  const project = useProject(props.projectId);
  const works = useMemo(
    () =>
      (project.data?.works ?? [])
        .filter((work) => work.active || work.id === props.value)
        .map((work) => ({ value: String(work.id), label: work.description || `#${work.id}` })),
    [project.data, props.value],
  );
  return (
    <Select
      size="xs"
      data={works}
      value={props.value ? String(props.value) : null}
      onChange={(value) => props.onChange(Number(value ?? 0))}
      disabled={props.projectId === 0}
      clearable
      searchable
      placeholder={t('purchases.rows.none')}
      label={t('purchases.rows.work')}
      data-testid={props.testId}
    />
  );
}

/** The rows: purchase type, project and work it is a cost of, description, amount excl. VAT and VAT code. */
export function PurchaseRows(props: PurchaseRowsProps) {
  const { rows, onChange, errors, readOnly, invoiceDate } = props;
  const { t } = useTranslation();
  const locale = currentLanguage();
  const projects = useProjects();
  // What rows already have stays offered, expired or deleted as it may be now.
  const used = useMemo(
    () => ({
      types: new Set(rows.map((row) => row.purchaseTypeId)),
      vatCodes: new Set(rows.map((row) => row.vatCodeId)),
      projects: new Set(rows.map((row) => row.projectId)),
    }),
    [rows],
  );
  const typeOptions = useMemo(
    () =>
      props.purchaseTypes
        .filter((type) => isPurchaseTypeActive(type, invoiceDate) || used.types.has(type.id))
        .map(option),
    [props.purchaseTypes, invoiceDate, used],
  );
  const vatOptions = useMemo(
    () =>
      props.vatCodes.filter((code) => isValidUntilActive(code, invoiceDate) || used.vatCodes.has(code.id)).map(option),
    [props.vatCodes, invoiceDate, used],
  );
  const projectOptions = useMemo(
    () =>
      (projects.data ?? [])
        .filter((project) => !project.deleted || used.projects.has(project.id))
        .map((project) => ({ value: String(project.id), label: project.name })),
    [projects.data, used],
  );
  const nameOf = (list: readonly Option[], id: number) => list.find((item) => item.value === String(id))?.label ?? '-';
  const change = (index: number, patch: Partial<PurchaseDraftRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const label = (key: string) => t(`purchases.rows.${key}`);

  // Each row is a small card of two lines (what and for which project; what it cost), so the rows fit beside the
  // document on a desktop and stack on a phone; a definitive purchase's rows are a plain table.
  return (
    <>
      {readOnly ? (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing={6} data-testid="purchase-rows">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{label('purchaseType')}</Table.Th>
                <Table.Th>{label('description')}</Table.Th>
                <Table.Th ta="right">{label('amount')}</Table.Th>
                <Table.Th>{label('vatCode')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={row.key} data-testid={`purchase-row-${index}`}>
                  <Table.Td>{nameOf(typeOptions, row.purchaseTypeId)}</Table.Td>
                  <Table.Td>
                    {row.description}
                    {row.projectId > 0 && (
                      <Text size="xs" c="dimmed">
                        {nameOf(projectOptions, row.projectId)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(row.amount, locale)}
                  </Table.Td>
                  <Table.Td>{nameOf(vatOptions, row.vatCodeId)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Stack gap="xs" data-testid="purchase-rows">
          {rows.map((row, index) => {
            const id = `purchase-row-${index}`;
            const error = (field: string) => errors[`rows.${index}.${field}`];
            return (
              <Paper key={row.key} withBorder radius="md" p="xs" data-testid={id}>
                <Group gap="xs" align="flex-start" wrap="nowrap">
                  <Grid gap="xs" style={{ flex: 1 }}>
                    <Grid.Col span={{ base: 12, sm: 4 }}>
                      <Select
                        size="xs"
                        label={label('purchaseType')}
                        allowDeselect={false}
                        data={typeOptions}
                        value={row.purchaseTypeId ? String(row.purchaseTypeId) : null}
                        onChange={(value) => change(index, props.withType(row, Number(value ?? 0)))}
                        placeholder={label('choose')}
                        searchable
                        withAsterisk
                        error={error('purchaseTypeId')}
                        data-testid={`${id}-type`}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 6, sm: 4 }}>
                      <Select
                        size="xs"
                        label={label('project')}
                        data={projectOptions}
                        value={row.projectId ? String(row.projectId) : null}
                        onChange={(value) => change(index, { projectId: Number(value ?? 0), workId: 0 })}
                        placeholder={label('none')}
                        searchable
                        clearable
                        limit={100}
                        data-testid={`${id}-project`}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 6, sm: 4 }}>
                      <WorkSelect
                        projectId={row.projectId}
                        value={row.workId}
                        onChange={(workId) => change(index, { workId })}
                        testId={`${id}-work`}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <TextInput
                        size="xs"
                        label={label('description')}
                        value={row.description}
                        onChange={(event) => change(index, { description: event.currentTarget.value })}
                        error={error('description')}
                        data-testid={`${id}-description`}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 6, sm: 3 }}>
                      <HundredthsField
                        size="xs"
                        label={label('amount')}
                        value={row.amount}
                        onChange={(amount) => change(index, { amount })}
                        allowNegative
                        alignRight
                        error={error('amount')}
                        testId={`${id}-amount`}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 6, sm: 3 }}>
                      <Select
                        size="xs"
                        label={label('vatCode')}
                        allowDeselect={false}
                        data={vatOptions}
                        value={row.vatCodeId ? String(row.vatCodeId) : null}
                        onChange={(value) => change(index, { vatCodeId: Number(value ?? 0) })}
                        placeholder={label('choose')}
                        withAsterisk
                        error={error('vatCodeId')}
                        data-testid={`${id}-vat`}
                      />
                    </Grid.Col>
                  </Grid>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={22}
                    onClick={() => onChange(rows.filter((_, i) => i !== index))}
                    aria-label={label('remove')}
                    data-testid={`${id}-remove`}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {errors.rows && (
        <Text c="red" size="sm" data-testid="purchase-rows-error">
          {errors.rows}
        </Text>
      )}
      {!readOnly && (
        <Group mt="xs" mb="sm">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange([...rows, props.newRow()])}
            data-testid="purchase-row-add"
          >
            {label('add')}
          </Button>
        </Group>
      )}
    </>
  );
}
