import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { useInvoiceSettings } from './api.ts';

/**
 * A warning while the company's KvK or VAT number is empty: Dutch invoices must carry both. It does not stop
 * invoicing; it says what is missing and where an administrator sets it (Home › General settings).
 */
export function CompanyNumbersWarning() {
  const { t } = useTranslation();
  const settings = useInvoiceSettings();
  const canSet = useCanAccess('settings', 'write');
  const missing = settings.data?.missingCompanyNumbers ?? [];
  if (missing.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('invoices.companyNumbers.title')}
      data-testid="company-numbers-warning"
    >
      <Text size="sm">
        {t('invoices.companyNumbers.text', {
          missing: missing.map((key) => t(`invoices.companyNumbers.${key}`)).join(', '),
        })}
      </Text>
      <Text size="sm" mt={4}>
        {canSet ? (
          <Anchor component={Link} to="/Home/GeneralSettings" data-testid="company-numbers-link">
            {t('invoices.companyNumbers.link')}
          </Anchor>
        ) : (
          t('invoices.companyNumbers.askAdmin')
        )}
      </Text>
    </Alert>
  );
}
