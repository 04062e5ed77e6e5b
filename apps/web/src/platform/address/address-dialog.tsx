import { Checkbox, Modal, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../forms/date-field.tsx';
import { isOpenEnd } from '../forms/date-text.ts';
import { DialogFooter } from '../forms/dialog-footer.tsx';
import { ReadOnlyFieldset } from '../forms/read-only-fieldset.tsx';
import { type AddressCore, AddressFields } from './address-fields.tsx';

type DatedAddress = AddressCore & { endDate: string };

interface AddressDialogProps {
  title: string;
  /** Translation prefix of the date and main-address labels ('employeeEdit.address', 'projects.address'). */
  labels: string;
  values: DatedAddress;
  errors: Record<string, string>;
  set: (patch: Partial<DatedAddress>) => void;
  /** Labels of editable coordinates (see AddressFields). */
  coordinateLabels?: { latitude: string; longitude: string };
  /** The start date field: required for an employee, optional for a project. */
  startField: ReactNode;
  openEndText: string;
  /** The main-address checkbox. */
  main: { checked: boolean; onChange: (checked: boolean) => void; testId: string };
  readOnly: boolean;
  applyText: string;
  onApply: () => void;
  onClose: () => void;
}

/** One address of an employee or a project: postal-code lookup, dates and the main flag; applied to the draft. */
export function AddressDialog(props: AddressDialogProps) {
  const { t } = useTranslation();
  const { values: v, errors, set, main, readOnly } = props;
  const label = (key: string) => t(`${props.labels}.${key}`);
  return (
    <Modal opened onClose={props.onClose} title={props.title} size="lg">
      <Stack gap="sm" data-testid="address-dialog">
        <ReadOnlyFieldset readOnly={readOnly}>
          <Stack gap="xs">
            <AddressFields values={v} errors={errors} set={set} coordinateLabels={props.coordinateLabels} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
              {props.startField}
              <DateField
                label={label('endDate')}
                value={isOpenEnd(v.endDate) ? '' : v.endDate}
                onChange={(endDate) => set({ endDate })}
                error={errors.endDate}
                placeholder={props.openEndText}
                testId="address-endDate"
              />
            </SimpleGrid>
            <Checkbox
              label={label('main')}
              description={label('mainHint')}
              checked={main.checked}
              onChange={(event) => main.onChange(event.currentTarget.checked)}
              data-testid={main.testId}
            />
          </Stack>
        </ReadOnlyFieldset>
        <DialogFooter
          onCancel={props.onClose}
          onSave={props.onApply}
          readOnly={readOnly}
          saveLabel={props.applyText}
          cancelTestId="address-cancel"
          saveTestId="address-apply"
        />
      </Stack>
    </Modal>
  );
}
