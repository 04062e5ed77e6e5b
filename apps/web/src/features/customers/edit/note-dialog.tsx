import { CUSTOMER_NOTE_KINDS, NOTE_RATINGS, type TCustomerNote, ZCustomerNote } from '@backoffice/domain';
import { Modal, NumberInput, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../platform/forms/date-field.tsx';
import { DialogFooter } from '../../../platform/forms/dialog-footer.tsx';
import { EnumSelect } from '../../employees/edit/enum-select.tsx';
import { useRowForm } from '../../employees/edit/use-row-form.ts';

export type NoteValues = Omit<TCustomerNote, 'createdBy' | 'createdByName'>;

interface NoteDialogProps {
  note: NoteValues;
  author?: string;
  readOnly: boolean;
  saving: boolean;
  onSave: (note: NoteValues) => void;
  onClose: () => void;
}

/** New or edit customer note (spec 001 §3): kind, rating, date, cause code and text. */
export function NoteDialog({ note, author, readOnly, saving, onSave, onClose }: NoteDialogProps) {
  const { t } = useTranslation();
  const form = useRowForm(ZCustomerNote, note);
  const v = form.values;
  const label = (key: string) => t(`customers.notes.${key}`);
  return (
    <Modal opened onClose={onClose} title={label(note.id ? 'edit' : 'new')} size="lg">
      <Stack gap="sm" data-testid="customer-note-dialog">
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
              <EnumSelect
                label={label('kind')}
                prefix="customers.enums"
                name="noteKind"
                values={CUSTOMER_NOTE_KINDS}
                value={v.kind}
                onChange={(kind) => form.set({ kind })}
                error={form.errors.kind}
                testId="customer-note-kind"
              />
              <EnumSelect
                label={label('rating')}
                name="noteRating"
                values={NOTE_RATINGS}
                value={v.rating}
                onChange={(rating) => form.set({ rating })}
                error={form.errors.rating}
                testId="customer-note-rating"
              />
              <DateField
                label={label('date')}
                value={v.date}
                onChange={(date) => form.set({ date })}
                error={form.errors.date}
                required
                testId="customer-note-date"
              />
              <NumberInput
                label={label('cause')}
                description={label('causeHint')}
                value={v.cause}
                onChange={(next) => form.set({ cause: typeof next === 'number' ? next : 0 })}
                min={0}
                max={99}
                allowDecimal={false}
                allowNegative={false}
                error={form.errors.cause}
                data-testid="customer-note-cause"
              />
            </SimpleGrid>
            <Textarea
              label={label('text')}
              value={v.text}
              onChange={(event) => form.set({ text: event.currentTarget.value })}
              error={form.errors.text}
              autosize
              minRows={4}
              maxRows={14}
              withAsterisk
              data-autofocus
              data-testid="customer-note-text"
            />
          </Stack>
        </fieldset>
        {author && (
          <Text size="xs" c="dimmed">
            {label('author')}: {author}
          </Text>
        )}
        <DialogFooter
          onCancel={onClose}
          onSave={() => form.validate() && onSave(v)}
          saving={saving}
          readOnly={readOnly}
          cancelTestId="customer-note-cancel"
          saveTestId="customer-note-save"
        />
      </Stack>
    </Modal>
  );
}
