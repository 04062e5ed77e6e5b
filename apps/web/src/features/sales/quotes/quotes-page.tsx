import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { OpportunitiesTab } from './opportunities-tab.tsx';
import { QuotesTab } from './quotes-tab.tsx';

/** The URL's action: opportunities and opportunity/{id} are the second tab; edit/{id} (or new) opens a quote. */
const OPPORTUNITY_ACTIONS = ['opportunities', 'opportunity'];

/** /Sales/Quotes: quotes by request date, status and result; opportunities as a tab. */
export function QuotesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { action, id } = useParams();
  const tab = OPPORTUNITY_ACTIONS.includes(action?.toLowerCase() ?? '') ? 'opportunities' : 'quotes';
  return (
    <Stack gap="md">
      <Tabs
        value={tab}
        onChange={(next) => void navigate(next === 'opportunities' ? '/Sales/Quotes/opportunities' : '/Sales/Quotes')}
      >
        <Tabs.List>
          <Tabs.Tab value="quotes" data-testid="quotes-tab">
            {t('quotes.tabs.quotes')}
          </Tabs.Tab>
          <Tabs.Tab value="opportunities" data-testid="opportunities-tab">
            {t('quotes.tabs.opportunities')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'quotes' ? (
        <QuotesTab editing={action?.toLowerCase() === 'edit' || action === 'new' ? (id ?? 'new') : undefined} />
      ) : (
        <OpportunitiesTab editing={action === 'opportunity' ? id : undefined} />
      )}
    </Stack>
  );
}
