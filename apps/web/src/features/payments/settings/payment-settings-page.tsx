import { DEFAULT_AUTO_VERIFY_SCORE, MATCH_SCORES, PAYMENT_CALLS } from '@backoffice/domain';
import { Alert, Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall, useCallMutation } from '../../../platform/call.ts';
import { PageHeading } from '../../../platform/layout/page-heading.tsx';
import { keyedText } from '../../../platform/notice-text.ts';
import { notifySuccess } from '../../../platform/notices.ts';
import { PageLoader } from '../../../platform/pages/page-loader.tsx';
import { useCanAccess } from '../../../platform/session/session-store.ts';

/** Scores a user weighs the threshold against: a reference with the exact amount, a known IBAN with it. */
const EXAMPLES = [
  { key: 'reference', score: MATCH_SCORES.paymentReference + MATCH_SCORES.exactAmount },
  { key: 'numberIban', score: MATCH_SCORES.invoiceNumber + MATCH_SCORES.knownIban + MATCH_SCORES.exactAmount },
  { key: 'iban', score: MATCH_SCORES.knownIban + MATCH_SCORES.exactAmount },
] as const;

/**
 * /Payments/Settings (payments_admin): the score from which the matching verifies a link at once (paymentSettings.
 * autoVerifyScore); below it a link waits on /Payments/Index for someone to confirm it.
 */
export function PaymentSettingsPage() {
  const { t } = useTranslation();
  const canSave = useCanAccess('payments', 'admin');
  const settings = useCall(PAYMENT_CALLS.paymentSettings);
  const [score, setScore] = useState<number | ''>('');
  useEffect(() => {
    if (settings.data) setScore(settings.data.autoVerifyScore);
  }, [settings.data]);
  const save = useCallMutation(PAYMENT_CALLS.savePaymentSettings, {
    refreshes: [PAYMENT_CALLS.paymentSettings],
    onSuccess: () => notifySuccess(t('paymentMatch.settings.saved')),
  });
  if (!settings.data) return <PageLoader />;
  const threshold = score === '' ? DEFAULT_AUTO_VERIFY_SCORE : score;
  return (
    <Stack gap="md" maw={720}>
      <PageHeading title={t('paymentMatch.settings.title')} />
      <Paper withBorder radius="md" p="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (score !== '') save.mutate({ autoVerifyScore: score });
          }}
        >
          <Stack gap="sm">
            <NumberInput
              label={t('paymentMatch.settings.autoVerifyScore')}
              description={t('paymentMatch.settings.autoVerifyHelp')}
              min={1}
              max={1000}
              allowDecimal={false}
              value={score}
              onChange={(value) => setScore(typeof value === 'number' ? value : '')}
              disabled={!canSave}
              w={{ base: '100%', sm: 320 }}
              data-testid="payment-settings-score"
            />
            <Stack gap={2}>
              {EXAMPLES.map((example) => (
                <Text key={example.key} size="sm" c={example.score >= threshold ? 'teal' : 'dimmed'}>
                  {t(`paymentMatch.settings.example.${example.key}`, { score: example.score })} —{' '}
                  {t(example.score >= threshold ? 'paymentMatch.settings.verified' : 'paymentMatch.settings.suggested')}
                </Text>
              ))}
            </Stack>
            {save.error && <Alert color="red">{keyedText(save.error, t) ?? save.error.message}</Alert>}
            {canSave && (
              <Group>
                <Button
                  type="submit"
                  loading={save.isPending}
                  disabled={score === ''}
                  data-testid="payment-settings-save"
                >
                  {t('common.save')}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
