import { ZProjectAddress } from '@backoffice/domain';
import { Checkbox, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../platform/forms/date-field.tsx';
import { DialogFooter } from '../../../../platform/forms/dialog-footer.tsx';
import { AddressFields } from '../../../employees/edit/address-fields.tsx';
import { isOpenEnd } from '../../../employees/edit/date-text.ts';
import { useRowForm } from '../../../employees/edit/use-row-form.ts';
import type { ProjectAddressDraft } from '../project-draft.ts';

interface ProjectAddressDialogProps {
  address: ProjectAddressDraft;
  readOnly: boolean;
  onSave: (address: ProjectAddressDraft) => void;
  onClose: () => void;
}

/** One project address: postal-code lookup, editable coordinates for the map, optional dates, the main flag. */
export function ProjectAddressDialog({ address, readOnly, onSave, onClose }: ProjectAddressDialogProps) {
  const { t } = useTranslation();
  const form = useRowForm(ZProjectAddress, address);
  const v = form.values;
  const label = (key: string) => t(`projects.address.${key}`);

  const submit = () => {
    const endBeforeStart = v.startDate !== null && !isOpenEnd(v.endDate) && v.endDate < v.startDate;
    if (form.validate({ endDate: endBeforeStart ? 'validation.endBeforeStart' : undefined })) onSave(v);
  };

  return (
    <Modal opened onClose={onClose} title={label(address.id ? 'edit' : 'new')} size="lg">
      <Stack gap="sm" data-testid="address-dialog">
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="xs">
            <AddressFields
              values={v}
              errors={form.errors}
              set={form.set}
              coordinateLabels={{ latitude: label('latitude'), longitude: label('longitude') }}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
              <DateField
                label={label('startDate')}
                value={v.startDate ?? ''}
                onChange={(startDate) => form.set({ startDate: startDate || null })}
                error={form.errors.startDate}
                testId="address-startDate"
              />
              <DateField
                label={label('endDate')}
                value={isOpenEnd(v.endDate) ? '' : v.endDate}
                onChange={(endDate) => form.set({ endDate })}
                error={form.errors.endDate}
                placeholder={t('projects.openEnd')}
                testId="address-endDate"
              />
            </SimpleGrid>
            <Checkbox
              label={label('main')}
              description={label('mainHint')}
              checked={v.mainAddress === 1}
              onChange={(event) => form.set({ mainAddress: event.currentTarget.checked ? 1 : 0 })}
              data-testid="address-mainAddress"
            />
          </Stack>
        </fieldset>
        <DialogFooter
          onCancel={onClose}
          onSave={submit}
          readOnly={readOnly}
          saveLabel={t('projects.address.apply')}
          cancelTestId="address-cancel"
          saveTestId="address-apply"
        />
      </Stack>
    </Modal>
  );
}
