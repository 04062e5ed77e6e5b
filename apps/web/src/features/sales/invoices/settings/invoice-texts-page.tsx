import {
  INVOICE_SETTING_CALLS,
  INVOICE_TEXT_POSITIONS,
  INVOICE_VARIABLES,
  invoiceTextKey,
  LOCALES,
  type TInvoiceTexts,
} from '@backoffice/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Tabs, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../../../platform/call.ts';
import { notifyError, notifySuccess } from '../../../../platform/notices.ts';
import { PageLoader } from '../../../../platform/pages/page-loader.tsx';
import { useCanAccess } from '../../../../platform/session/session-store.ts';
import { useInvoiceSettings } from '../api.ts';
import { CompanyNumbersWarning } from '../company-numbers-warning.tsx';
import { PageIntro } from '../page-intro.tsx';
import { NumberingCard } from './numbering-card.tsx';

/**
 * /Sales/InvoiceTexts: the texts above and below the rows of invoices and credit invoices, per customer language
 * (owner settings invoiceTexts: locale + Top/Bottom, C for credit), the invoice layout and where invoice numbers start.
 */
export function InvoiceTextsPage() {
  const { t } = useTranslation();
  const canWrite = useCanAccess('sales', 'write');
  const settings = useInvoiceSettings();
  const [texts, setTexts] = useState<TInvoiceTexts>({});
  useEffect(() => {
    if (settings.data) setTexts(settings.data.texts);
  }, [settings.data]);
  const save = useCallMutation(INVOICE_SETTING_CALLS.saveInvoiceTexts, {
    refreshes: [INVOICE_SETTING_CALLS.invoiceSettings],
    onSuccess: () => {
      notifySuccess(t('invoices.texts.saved'));
    },
    onError: (error) => notifyError(error, { action: t('invoices.texts.saveFailed') }),
  });
  const own = settings.data?.vars.map((variable) => `{${variable.name}}`) ?? [];
  const variables = [...INVOICE_VARIABLES.map((name) => `{${name}}`), ...own].join(' ');

  return (
    <Stack gap="md" maw={1100} data-testid="invoice-texts-page">
      <PageIntro title={t('invoices.texts.title')} intro={t('invoices.texts.intro')} />
      <CompanyNumbersWarning />
      {!settings.data ? (
        <PageLoader />
      ) : (
        <Paper withBorder radius="md" p="md">
          <Tabs defaultValue="nl">
            <Tabs.List>
              {LOCALES.map((locale) => (
                <Tabs.Tab key={locale} value={locale} data-testid={`invoice-texts-tab-${locale}`}>
                  {t(`languages.${locale}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {LOCALES.map((locale) => (
              <Tabs.Panel key={locale} value={locale} pt="md">
                <SimpleGrid cols={{ base: 1, md: 2 }}>
                  {[false, true].flatMap((credit) =>
                    INVOICE_TEXT_POSITIONS.map((position) => {
                      const key = invoiceTextKey(locale, position, credit);
                      return (
                        <Textarea
                          key={key}
                          label={t(`invoices.texts.${position}${credit ? 'C' : ''}`)}
                          value={texts[key] ?? ''}
                          onChange={(event) => {
                            const value = event.currentTarget.value;
                            setTexts((current) => ({ ...current, [key]: value }));
                          }}
                          autosize
                          minRows={3}
                          disabled={!canWrite}
                          data-testid={`invoice-text-${key}`}
                        />
                      );
                    }),
                  )}
                </SimpleGrid>
              </Tabs.Panel>
            ))}
          </Tabs>
          <Text size="xs" c="dimmed" mt="sm">
            {t('invoices.texts.variables', { variables })}
          </Text>
          {canWrite && (
            <Group justify="flex-end" mt="md">
              <Button onClick={() => save.mutate({ texts })} loading={save.isPending} data-testid="invoice-texts-save">
                {t('common.save')}
              </Button>
            </Group>
          )}
        </Paper>
      )}
      {settings.data && <NumberingCard numbering={settings.data.numbering} />}
    </Stack>
  );
}
