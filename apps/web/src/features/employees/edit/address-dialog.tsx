import { VALIDATION_MESSAGES, ZEmployeeAddress } from '@backoffice/domain';
import { useTranslation } from 'react-i18next';
import { AddressDialog } from '../../../platform/address/address-dialog.tsx';
import { DateField } from '../../../platform/forms/date-field.tsx';
import { endsAfterStart } from '../../../platform/forms/date-text.ts';
import { useForm } from '../../../platform/forms/use-form.ts';
import type { AddressDraft } from './employee-draft.ts';

const ZAddressForm = ZEmployeeAddress.refine(endsAfterStart, {
  message: VALIDATION_MESSAGES.endBeforeStart,
  path: ['endDate'],
});

interface EmployeeAddressDialogProps {
  address: AddressDraft;
  readOnly: boolean;
  onSave: (address: AddressDraft) => void;
  onClose: () => void;
}

export function EmployeeAddressDialog({ address, readOnly, onSave, onClose }: EmployeeAddressDialogProps) {
  const { t } = useTranslation();
  const form = useForm(ZAddressForm, address);
  const v = form.values;
  const label = (key: string) => t(`employeeEdit.address.${key}`);

  const submit = () => {
    if (form.validate()) onSave(v);
  };

  return (
    <AddressDialog
      title={label(address.id ? 'edit' : 'new')}
      labels="employeeEdit.address"
      values={v}
      errors={form.errors}
      set={form.set}
      startField={
        <DateField
          label={label('startDate')}
          value={v.startDate}
          onChange={(startDate) => form.set({ startDate })}
          error={form.errors.startDate}
          required
          testId="address-startDate"
        />
      }
      openEndText={t('employeeEdit.openEnd')}
      main={{
        checked: v.main === 1,
        onChange: (checked) => form.set({ main: checked ? 1 : 0 }),
        testId: 'address-main',
      }}
      readOnly={readOnly}
      applyText={t('employeeEdit.apply')}
      onApply={submit}
      onClose={onClose}
    />
  );
}
