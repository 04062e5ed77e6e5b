import type { TPeriodicProposal } from '@backoffice/domain';
import { formatDate, formatHundredths, formatMoney } from '@backoffice/domain/format';
import { Badge, Checkbox, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { useIsPhone } from '../../../platform/layout/use-is-phone.ts';

interface ProposalListProps {
  kind: 'periodic' | 'direct';
  proposals: readonly TPeriodicProposal[];
  selected: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onToggleAll: () => void;
}

/** The proposals with a check box each: a table, or on a phone one card per proposal (a table would scroll sideways). */
export function ProposalList(props: ProposalListProps) {
  const isPhone = useIsPhone();
  return isPhone ? <ProposalCards {...props} /> : <ProposalTable {...props} />;
}

/** The "select all" box: checked when every proposal is chosen, half when some are. */
function allState({ proposals, selected }: ProposalListProps) {
  const chosen = proposals.filter((p) => selected.has(p.key)).length;
  const checked = proposals.length > 0 && chosen === proposals.length;
  return { checked, indeterminate: !checked && chosen > 0 };
}

function ProposalTable(props: ProposalListProps) {
  const { kind, proposals, selected, onToggle, onToggleAll } = props;
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover data-testid={`${kind}-proposals`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox aria-label={t('periodic.selectAll')} {...allState(props)} onChange={onToggleAll} />
            </Table.Th>
            <Table.Th>{t('periodic.customer')}</Table.Th>
            <Table.Th>{t('periodic.project')}</Table.Th>
            <Table.Th>{t('periodic.period')}</Table.Th>
            <Table.Th ta="right">{t('periodic.rows')}</Table.Th>
            <Table.Th ta="right">{t('periodic.hours')}</Table.Th>
            <Table.Th ta="right">{t('periodic.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {proposals.map((proposal) => (
            <ProposalRow
              key={proposal.key}
              proposal={proposal}
              checked={selected.has(proposal.key)}
              onToggle={() => onToggle(proposal.key)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ProposalRow({
  proposal,
  checked,
  onToggle,
}: {
  proposal: TPeriodicProposal;
  checked: boolean;
  onToggle: () => void;
}) {
  const locale = currentLanguage();
  return (
    <Table.Tr>
      <Table.Td>
        <Checkbox aria-label={proposal.customerName} checked={checked} onChange={onToggle} />
      </Table.Td>
      <Table.Td>{proposal.customerName}</Table.Td>
      <Table.Td>
        <Projects proposal={proposal} />
      </Table.Td>
      <Table.Td>
        <Period proposal={proposal} />
      </Table.Td>
      <Table.Td ta="right">{proposal.rows.length}</Table.Td>
      <Table.Td ta="right">{formatHundredths(proposal.hours, locale)}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(proposal.amountExVat, locale)}
      </Table.Td>
    </Table.Tr>
  );
}

function ProposalCards(props: ProposalListProps) {
  const { kind, proposals, selected, onToggle, onToggleAll } = props;
  const { t } = useTranslation();
  const locale = currentLanguage();
  return (
    <Stack gap="sm" data-testid={`${kind}-proposals`}>
      <Checkbox label={t('periodic.selectAll')} {...allState(props)} onChange={onToggleAll} />
      {proposals.map((proposal) => (
        <Paper key={proposal.key} withBorder radius="md" p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Checkbox
              label={<Text fw={600}>{proposal.customerName}</Text>}
              checked={selected.has(proposal.key)}
              onChange={() => onToggle(proposal.key)}
            />
            <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(proposal.amountExVat, locale)}
            </Text>
          </Group>
          <Stack gap={2} mt={4} pl={32}>
            <Text size="sm">
              <Projects proposal={proposal} />
            </Text>
            <Period proposal={proposal} />
            <Text size="xs" c="dimmed">
              {t('periodic.rows')}: {proposal.rows.length} · {t('periodic.hours')}:{' '}
              {formatHundredths(proposal.hours, locale)}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function Projects({ proposal }: { proposal: TPeriodicProposal }) {
  const { t } = useTranslation();
  return (
    <>
      {proposal.projectNames.join(', ')}
      {proposal.projectId === 0 && (
        <Badge ml="xs" size="xs" variant="light">
          {t('periodic.joined')}
        </Badge>
      )}
    </>
  );
}

/** The invoice's period texts, each kept on one line (a date range broken at its dashes is hard to read). */
function Period({ proposal }: { proposal: TPeriodicProposal }) {
  const parts = proposal.period.split('##');
  return (
    <div>
      <Text size="sm">
        {parts.map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are the period text's, in its order
          <Fragment key={index}>
            {index > 0 && ', '}
            <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
          </Fragment>
        ))}
      </Text>
      <Text size="xs" c="dimmed">
        {formatDate(proposal.startPeriod)} - {formatDate(proposal.endPeriod)}
      </Text>
    </div>
  );
}
