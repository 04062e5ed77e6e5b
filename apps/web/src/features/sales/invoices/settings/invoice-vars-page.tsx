import { INVOICE_SETTING_CALLS, INVOICE_VARIABLES, type TInvoiceVar } from '@backoffice/domain';
import { ActionIcon, Button, Code, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../platform/api-client.ts';
import { useCallMutation } from '../../../../platform/call.ts';
import { notifyError, notifySuccess } from '../../../../platform/notices.ts';
import { PageLoader } from '../../../../platform/pages/page-loader.tsx';
import { useCanAccess } from '../../../../platform/session/session-store.ts';
import { useInvoiceSettings } from '../api.ts';
import { issueTexts } from '../messages.ts';
import { PageIntro } from '../page-intro.tsx';

/**
 * /Sales/InvoiceVars: the variables invoice texts can use. The built-in ones take the invoice's values; the owner's
 * own (owner settings invoiceVars) are fixed texts, e.g. {kvk} or {deliveryTerms}.
 */
export function InvoiceVarsPage() {
  const { t } = useTranslation();
  const canWrite = useCanAccess('sales', 'write');
  const settings = useInvoiceSettings();
  const [vars, setVars] = useState<TInvoiceVar[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (settings.data) setVars(settings.data.vars);
  }, [settings.data]);
  const save = useCallMutation(INVOICE_SETTING_CALLS.saveInvoiceVars, {
    refreshes: [INVOICE_SETTING_CALLS.invoiceSettings],
    onSuccess: () => {
      setErrors({});
      notifySuccess(t('invoices.vars.saved'));
    },
    onError: (error) => {
      if (error instanceof ApiError) setErrors(issueTexts(error.issues, t));
      notifyError(error, { action: t('invoices.vars.saveFailed') });
    },
  });
  const change = (index: number, patch: Partial<TInvoiceVar>) =>
    setVars((current) => current.map((variable, i) => (i === index ? { ...variable, ...patch } : variable)));

  return (
    <Stack gap="md" maw={900} data-testid="invoice-vars-page">
      <PageIntro title={t('invoices.vars.title')} intro={t('invoices.vars.intro')} />
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h5" mb="xs">
          {t('invoices.vars.builtIn')}
        </Title>
        <Table verticalSpacing={4} data-testid="invoice-vars-builtin">
          <Table.Tbody>
            {INVOICE_VARIABLES.map((name) => (
              <Table.Tr key={name}>
                <Table.Td w={200}>
                  <Code>{`{${name}}`}</Code>
                </Table.Td>
                <Table.Td>{t(`invoices.vars.descriptions.${name}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h5" mb="xs">
          {t('invoices.vars.own')}
        </Title>
        {!settings.data ? (
          <PageLoader />
        ) : (
          <Stack gap="xs">
            {vars.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('invoices.vars.none')}
              </Text>
            )}
            {vars.map((variable, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their place is their identity while editing
              <Group key={index} align="flex-start" gap="xs" wrap="nowrap" data-testid={`invoice-var-${index}`}>
                <TextInput
                  w={220}
                  leftSection="{"
                  rightSection="}"
                  placeholder={t('invoices.vars.name')}
                  aria-label={t('invoices.vars.name')}
                  value={variable.name}
                  onChange={(event) => change(index, { name: event.currentTarget.value })}
                  error={errors[`vars.${index}.name`]}
                  disabled={!canWrite}
                  data-testid={`invoice-var-${index}-name`}
                />
                <TextInput
                  style={{ flex: 1 }}
                  placeholder={t('invoices.vars.value')}
                  aria-label={t('invoices.vars.value')}
                  value={variable.value}
                  onChange={(event) => change(index, { value: event.currentTarget.value })}
                  disabled={!canWrite}
                  data-testid={`invoice-var-${index}-value`}
                />
                {canWrite && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={6}
                    onClick={() => setVars((current) => current.filter((_, i) => i !== index))}
                    aria-label={t('common.delete')}
                    data-testid={`invoice-var-${index}-remove`}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
            ))}
            {canWrite && (
              <Group justify="space-between" mt="sm">
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  onClick={() => setVars((current) => [...current, { name: '', value: '' }])}
                  data-testid="invoice-var-add"
                >
                  {t('invoices.vars.add')}
                </Button>
                <Button onClick={() => save.mutate({ vars })} loading={save.isPending} data-testid="invoice-vars-save">
                  {t('common.save')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
