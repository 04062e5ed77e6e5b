import { BANK_CONNECTION_CALLS, type TBankConnectionState } from '@backoffice/domain';
import { formatDate, formatDateTime } from '@backoffice/domain/format';
import { Alert, Badge, Button, Checkbox, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall, useCallMutation } from '../../../platform/call.ts';
import { PageHeading } from '../../../platform/layout/page-heading.tsx';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { PageLoader } from '../../../platform/pages/page-loader.tsx';
import { useCanAccess } from '../../../platform/session/session-store.ts';

const STATUS_COLORS = { notConnected: 'gray', pending: 'yellow', connected: 'teal', expired: 'red' } as const;

/** The connection's facts: bank, accounts (those that are not the owner's marked), since and until when. */
function ConnectionFacts({ state }: { state: TBankConnectionState }) {
  const { t } = useTranslation();
  const { connection } = state;
  const rows: [string, string][] = [
    [t('bankConnection.bank'), connection.institutionName],
    [t('bankConnection.connectedAt'), formatDateTime(connection.connectedAt)],
    [t('bankConnection.validUntil'), formatDate(connection.validUntil)],
  ];
  return (
    <Stack gap="xs">
      <Table withRowBorders={false} data-testid="bank-connection-facts">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={220}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th w={220}>{t('bankConnection.accounts')}</Table.Th>
            <Table.Td>
              <Stack gap={4}>
                {connection.accounts.map((iban) => (
                  <Group key={iban} gap="xs">
                    <Text ff="monospace">{iban}</Text>
                    {state.unknownAccounts.includes(iban) && (
                      <Text size="sm" c="orange.8">
                        {t('bankConnection.notOwnAccount')}
                      </Text>
                    )}
                  </Group>
                ))}
              </Stack>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {state.unknownAccounts.length > 0 && (
        <Alert color="orange" data-testid="bank-connection-unknown">
          {t('bankConnection.unknownAccounts', { ibans: state.unknownAccounts.join(', ') })}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * /Payments/BankConnection (spec 000 §2, 002 §4): connect to the bank through the open-banking provider, with the
 * consent ticked (002 §5), reconnect when the consent runs out, disconnect. The bank sends the office back to
 * /Payments/BankConnectionDone.
 */
export function BankConnectionPage() {
  const { t } = useTranslation();
  const canAdmin = useCanAccess('payments', 'admin');
  const state = useCall(BANK_CONNECTION_CALLS.bankConnection);
  const [institutionId, setInstitutionId] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  const connect = useCallMutation(BANK_CONNECTION_CALLS.connectBank, {
    onSuccess: ({ link }) => window.location.assign(link),
    onError: (error) => notifyError(error, { action: t('bankConnection.connectFailed') }),
  });
  const disconnect = useCallMutation(BANK_CONNECTION_CALLS.disconnectBank, {
    refreshes: [BANK_CONNECTION_CALLS.bankConnection],
    onSuccess: () => notifySuccess(t('bankConnection.disconnected')),
    onError: (error) => notifyError(error, { action: t('bankConnection.disconnectFailed') }),
  });
  if (!state.data) return <PageLoader />;
  const { connection, institutions, available } = state.data;
  const chosen = institutionId || connection.institutionId || institutions[0]?.id || null;
  const live = connection.status === 'connected' || connection.status === 'expired';
  return (
    <Stack gap="md" maw={900} data-testid="bank-connection-page">
      <PageHeading title={t('bankConnection.title')} intro={t('bankConnection.intro')} />
      {!available ? (
        <Alert color="gray" data-testid="bank-connection-unavailable">
          {t('bankConnection.unavailable')}
        </Alert>
      ) : (
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Group gap="sm">
              <Text fw={600}>{t('bankConnection.status')}</Text>
              <Badge color={STATUS_COLORS[connection.status]} data-testid="bank-connection-status">
                {t(`bankConnection.statuses.${connection.status}`)}
              </Badge>
            </Group>
            {live && <ConnectionFacts state={state.data} />}
            {canAdmin && (
              <Stack gap="sm">
                <Select
                  label={t('bankConnection.bank')}
                  data={institutions.map((institution) => ({ value: institution.id, label: institution.name }))}
                  value={chosen}
                  onChange={setInstitutionId}
                  allowDeselect={false}
                  maw={420}
                  data-testid="bank-connection-bank"
                />
                <Checkbox
                  label={t('bankConnection.consent')}
                  checked={consent}
                  onChange={(event) => setConsent(event.currentTarget.checked)}
                  data-testid="bank-connection-consent"
                />
                <Group gap="sm">
                  <Button
                    loading={connect.isPending}
                    disabled={!chosen}
                    onClick={() => connect.mutate({ institutionId: chosen ?? '', consent: consent ? 1 : 0 })}
                    data-testid="bank-connection-connect"
                  >
                    {live ? t('bankConnection.reconnect') : t('bankConnection.connect')}
                  </Button>
                  {connection.status !== 'notConnected' && (
                    <Button
                      variant="default"
                      color="red"
                      loading={disconnect.isPending}
                      onClick={() => disconnect.mutate({})}
                      data-testid="bank-connection-disconnect"
                    >
                      {t('bankConnection.disconnect')}
                    </Button>
                  )}
                </Group>
              </Stack>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
