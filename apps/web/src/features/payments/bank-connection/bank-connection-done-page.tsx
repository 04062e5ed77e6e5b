import { BANK_CONNECTION_CALLS } from '@backoffice/domain';
import { Alert, Button, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCallMutation } from '../../../platform/call.ts';
import { PageHeading } from '../../../platform/layout/page-heading.tsx';
import { keyedText } from '../../../platform/notice-text.ts';
import { notifySuccess } from '../../../platform/notices.ts';
import { PageLoader } from '../../../platform/pages/page-loader.tsx';

/**
 * /Payments/BankConnectionDone: where the bank sends the office back after the consent (`?ref=` the provider's
 * requisition). Completes the connection once, then shows the connection page.
 */
export function BankConnectionDonePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const requisitionId = search.get('ref') ?? '';
  const complete = useCallMutation(BANK_CONNECTION_CALLS.completeBankConnection, {
    refreshes: [BANK_CONNECTION_CALLS.bankConnection],
    onSuccess: () => {
      notifySuccess(t('bankConnection.connected'));
      void navigate('/Payments/BankConnection', { replace: true });
    },
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !requisitionId) return;
    started.current = true;
    complete.mutate({ requisitionId });
  }, [complete, requisitionId]);
  if (requisitionId && !complete.isError) return <PageLoader />;
  return (
    <Stack gap="md" maw={900}>
      <PageHeading title={t('bankConnection.title')} />
      <Alert color="red" data-testid="bank-connection-done-failed">
        {complete.error
          ? (keyedText(complete.error, t) ?? t('bankConnection.completeFailed'))
          : t('bankConnection.noReference')}
      </Alert>
      <Button component={Link} to="/Payments/BankConnection" variant="default" w="fit-content">
        {t('bankConnection.back')}
      </Button>
    </Stack>
  );
}
