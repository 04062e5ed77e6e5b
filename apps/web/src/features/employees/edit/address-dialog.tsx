import { ZEmployeeAddress } from '@backoffice/domain';
import { Checkbox, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../platform/forms/date-field.tsx';
import { DialogFooter } from '../../../platform/forms/dialog-footer.tsx';
import { AddressFields } from './address-fields.tsx';
import { isOpenEnd } from './date-text.ts';
import type { AddressDraft } from './employee-draft.ts';
import { useRowForm } from './use-row-form.ts';

interface AddressDialogProps {
  address: AddressDraft;
  readOnly: boolean;
  onSave: (address: AddressDraft) => void;
  onClose: () => void;
}

export function AddressDialog({ address, readOnly, onSave, onClose }: AddressDialogProps) {
  const { t } = useTranslation();
  const form = useRowForm(ZEmployeeAddress, address);
  const v = form.values;
  const label = (key: string) => t(`employeeEdit.address.${key}`);

  const submit = () => {
    const ok = form.validate({
      endDate: !isOpenEnd(v.endDate) && v.endDate < v.startDate ? 'employeeEdit.validation.endBeforeStart' : undefined,
    });
    if (ok) onSave(v);
  };

  return (
    <Modal opened onClose={onClose} title={label(address.id ? 'edit' : 'new')} size="lg">
      <Stack gap="sm" data-testid="address-dialog">
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="xs">
            <AddressFields values={v} errors={form.errors} set={form.set} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
              <DateField
                label={label('startDate')}
                value={v.startDate}
                onChange={(startDate) => form.set({ startDate })}
                error={form.errors.startDate}
                required
                testId="address-startDate"
              />
              <DateField
                label={label('endDate')}
                value={isOpenEnd(v.endDate) ? '' : v.endDate}
                onChange={(endDate) => form.set({ endDate })}
                error={form.errors.endDate}
                placeholder={t('employeeEdit.openEnd')}
                testId="address-endDate"
              />
            </SimpleGrid>
            <Checkbox
              label={label('main')}
              description={label('mainHint')}
              checked={v.main === 1}
              onChange={(event) => form.set({ main: event.currentTarget.checked ? 1 : 0 })}
              data-testid="address-main"
            />
          </Stack>
        </fieldset>
        <DialogFooter
          onCancel={onClose}
          onSave={submit}
          readOnly={readOnly}
          saveLabel={t('employeeEdit.apply')}
          cancelTestId="address-cancel"
          saveTestId="address-apply"
        />
      </Stack>
    </Modal>
  );
}
