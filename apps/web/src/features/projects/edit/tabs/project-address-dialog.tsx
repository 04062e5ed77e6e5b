import { VALIDATION_MESSAGES, ZProjectAddress } from '@backoffice/domain';
import { useTranslation } from 'react-i18next';
import { AddressDialog } from '../../../../platform/address/address-dialog.tsx';
import { DateField } from '../../../../platform/forms/date-field.tsx';
import { endsAfterStart } from '../../../../platform/forms/date-text.ts';
import { useForm } from '../../../../platform/forms/use-form.ts';
import type { ProjectAddressDraft } from '../project-draft.ts';

const ZAddressForm = ZProjectAddress.refine(endsAfterStart, {
  message: VALIDATION_MESSAGES.endBeforeStart,
  path: ['endDate'],
});

interface ProjectAddressDialogProps {
  address: ProjectAddressDraft;
  readOnly: boolean;
  onSave: (address: ProjectAddressDraft) => void;
  onClose: () => void;
}

/** One project address: postal-code lookup, editable coordinates for the map, optional dates, the main flag. */
export function ProjectAddressDialog({ address, readOnly, onSave, onClose }: ProjectAddressDialogProps) {
  const { t } = useTranslation();
  const form = useForm(ZAddressForm, address);
  const v = form.values;
  const label = (key: string) => t(`projects.address.${key}`);

  const submit = () => {
    if (form.validate()) onSave(v);
  };

  return (
    <AddressDialog
      title={label(address.id ? 'edit' : 'new')}
      labels="projects.address"
      values={v}
      errors={form.errors}
      set={form.set}
      coordinateLabels={{ latitude: label('latitude'), longitude: label('longitude') }}
      startField={
        <DateField
          label={label('startDate')}
          value={v.startDate ?? ''}
          onChange={(startDate) => form.set({ startDate: startDate || null })}
          error={form.errors.startDate}
          testId="address-startDate"
        />
      }
      openEndText={t('projects.openEnd')}
      main={{
        checked: v.mainAddress === 1,
        onChange: (checked) => form.set({ mainAddress: checked ? 1 : 0 }),
        testId: 'address-mainAddress',
      }}
      readOnly={readOnly}
      applyText={t('projects.address.apply')}
      onApply={submit}
      onClose={onClose}
    />
  );
}
