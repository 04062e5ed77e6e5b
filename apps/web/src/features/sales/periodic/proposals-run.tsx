import {
  INVOICE_CALLS,
  INVOICE_STATUS,
  PERIODIC_CALLS,
  periodicRangeAllowed,
  type TCreateDraftsAnswer,
  type TPeriodicProposal,
} from '@backoffice/domain';
import { formatMoney } from '@backoffice/domain/format';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFilePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCall, useCallMutation } from '../../../platform/call.ts';
import { FilterBar } from '../../../platform/forms/filter-bar.tsx';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { notifyError } from '../../../platform/notices.ts';
import { InvoiceRunButtons } from '../invoices/run/index.ts';
import { lastMonth } from './last-month.ts';
import { ProposalList } from './proposal-list.tsx';

/**
 * A run's proposals (periodic or direct): the period (last month by default, at most 2 months), the proposed invoices
 * with their projects, hours and amounts, the invoicing-blocked projects apart, and "Make drafts" for the chosen ones.
 * The drafts just made are invoiced (and sent) from here as one run on the server, its progress in a panel.
 */
export function ProposalsRun({ kind }: { kind: 'periodic' | 'direct' }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const [range, setRange] = useState(lastMonth);
  const valid = periodicRangeAllowed(range.startDate, range.endDate);
  const declaration = kind === 'periodic' ? PERIODIC_CALLS.getPeriodicInvoices : PERIODIC_CALLS.getDirectInvoices;
  const answer = useCall(declaration, range, { enabled: valid });
  const proposals = answer.data?.proposals ?? [];
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const selected = chosen ?? new Set(proposals.map((p) => p.key));
  const [made, setMade] = useState<TCreateDraftsAnswer | null>(null);
  const create = useCallMutation(PERIODIC_CALLS.createInvoicesDraft, {
    refreshes: [declaration, INVOICE_CALLS.invoicesDateRangePaged],
    onSuccess: (result) => {
      setMade(result);
      setChosen(null);
    },
  });

  const toggle = (key: string) => {
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setChosen(next);
  };
  const allChosen = proposals.length > 0 && proposals.every((p) => selected.has(p.key));
  const chosenProposals = proposals.filter((p) => selected.has(p.key));
  const total = chosenProposals.reduce((sum, p) => sum + p.amountExVat, 0);
  const makeDrafts = () =>
    create.mutate(chosenProposals.map(toDraftRequest), {
      onError: (error) => notifyError(error, { action: t('periodic.makeDraftsFailed') }),
    });
  const nameOf = (key: string) => proposals.find((p) => p.key === key)?.customerName ?? key;

  return (
    <Stack gap="md" data-testid={`${kind}-run`}>
      <FilterBar
        align="flex-start"
        period={{
          range,
          onChange: (patch) => setRange((r) => ({ ...r, ...patch })),
          labels: { from: t('periodic.startDate'), until: t('periodic.endDate') },
          testIds: { from: `${kind}-start`, until: `${kind}-end` },
          untilError: valid ? undefined : t('serverErrors.periodic.range'),
          required: true,
          keepOnClear: false,
        }}
      />

      {made && (
        <Alert
          color="teal"
          icon={<IconCircleCheck size={18} />}
          title={t('periodic.made', { count: made.drafts.length })}
          withCloseButton
          onClose={() => setMade(null)}
          data-testid={`${kind}-made`}
        >
          {made.skipped.length > 0 && <Text size="sm">{t('periodic.skipped', { count: made.skipped.length })}</Text>}
          <Group gap="xs" mt="xs">
            {made.drafts.map((draft) => (
              <Anchor key={draft.invoiceId} component={Link} to={`/Sales/Invoices/Edit/${draft.invoiceId}`} size="sm">
                {nameOf(draft.key)} ({formatMoney(draft.amountInclVat, locale)})
              </Anchor>
            ))}
          </Group>
          <InvoiceRunButtons
            invoices={made.drafts.map((draft) => ({ id: draft.invoiceId, status: INVOICE_STATUS.draft }))}
          />
        </Alert>
      )}

      {/* A range the server refuses has no proposals to show: the message under the dates says why. */}
      {valid && (
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" mb="sm">
            <Title order={3} size="h5">
              {t('periodic.proposals', { count: proposals.length })}
            </Title>
            <Group gap="sm">
              <Text size="sm" data-testid={`${kind}-total`}>
                {t('periodic.chosenTotal', { count: chosenProposals.length, amount: formatMoney(total, locale) })}
              </Text>
              <Button
                leftSection={<IconFilePlus size={16} />}
                onClick={makeDrafts}
                loading={create.isPending}
                disabled={chosenProposals.length === 0}
                data-testid={`${kind}-make-drafts`}
              >
                {t('periodic.makeDrafts')}
              </Button>
            </Group>
          </Group>
          {answer.isLoading ? (
            <Group justify="center" py="lg" data-testid={`${kind}-loading`}>
              <Loader size="sm" />
            </Group>
          ) : (
            <ProposalList
              kind={kind}
              proposals={proposals}
              selected={selected}
              onToggle={toggle}
              onToggleAll={() => setChosen(allChosen ? new Set() : new Set(proposals.map((p) => p.key)))}
            />
          )}
          {answer.isSuccess && proposals.length === 0 && (
            <Text size="sm" c="dimmed" mt="sm">
              {t('periodic.nothingDue')}
            </Text>
          )}
        </Paper>
      )}

      {(answer.data?.blocked.length ?? 0) > 0 && (
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={18} />}
          title={t('periodic.blocked')}
          data-testid={`${kind}-blocked`}
        >
          <Stack gap={4}>
            {answer.data?.blocked.map((item) => (
              <Text size="sm" key={item.projectId}>
                {item.customerName} · {item.projectName}: {formatMoney(item.amountExVat, locale)}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

/** The proposal as createInvoicesDraft takes it. */
const toDraftRequest = (proposal: TPeriodicProposal) => ({
  key: proposal.key,
  customerId: proposal.customerId,
  projectId: proposal.projectId,
  invoiceDate: proposal.invoiceDate,
  startPeriod: proposal.startPeriod,
  endPeriod: proposal.endPeriod,
  period: proposal.period,
  rows: proposal.rows,
});
