import { Fieldset, SimpleGrid, Stack, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressSection } from './address-section.tsx';
import type { SectionProps } from './form-fields.tsx';
import { GeneralSection } from './general-section.tsx';
import { InvoicingSection } from './invoicing-section.tsx';
import { ManagementSection } from './management-section.tsx';

function Section({ legend, disabled, children }: { legend: string; disabled: boolean; children: ReactNode }) {
  return (
    <Fieldset legend={legend} disabled={disabled} radius="md" variant="filled">
      {children}
    </Fieldset>
  );
}

/** Every field of saveCustomer, in the groups the office thinks in; read-only without the sales write role. */
export function CustomerForm({ readOnly, ...props }: SectionProps & { readOnly: boolean }) {
  const { t } = useTranslation();
  const legend = (key: string) => t(`customers.sections.${key}`);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" verticalSpacing="md" data-testid="customer-form">
      <Section legend={legend('general')} disabled={readOnly}>
        <GeneralSection {...props} />
      </Section>
      <Section legend={legend('address')} disabled={readOnly}>
        <AddressSection {...props} />
      </Section>
      <Section legend={legend('invoicing')} disabled={readOnly}>
        <InvoicingSection {...props} />
      </Section>
      <Stack gap="md">
        <Section legend={legend('management')} disabled={readOnly}>
          <ManagementSection {...props} />
        </Section>
        <Section legend={legend('remarks')} disabled={readOnly}>
          <Textarea
            aria-label={legend('remarks')}
            value={props.draft.remarks}
            onChange={(event) => props.update({ remarks: event.currentTarget.value })}
            error={props.errors.remarks}
            autosize
            minRows={3}
            maxRows={12}
            data-testid="customer-remarks"
          />
        </Section>
      </Stack>
    </SimpleGrid>
  );
}
