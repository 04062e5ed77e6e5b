import { CUSTOMER_NOTE_KINDS, type TCustomerNote, ZCustomerNote } from '@backoffice/domain';
import { NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EnumSelect } from '../../../platform/forms/enum-select.tsx';
import { ReadOnlyFieldset } from '../../../platform/forms/read-only-fieldset.tsx';
import { useForm } from '../../../platform/forms/use-form.ts';
import { NoteDialogFrame } from '../../../platform/notes/note-dialog-frame.tsx';
import { noteFields } from '../../../platform/notes/note-fields.tsx';

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
  const form = useForm(ZCustomerNote, note);
  const v = form.values;
  const label = (key: string) => t(`customers.notes.${key}`);
  const common = noteFields(form, label, 'customer-note', true);
  return (
    <NoteDialogFrame
      title={label(note.id ? 'edit' : 'new')}
      testId="customer-note"
      // A note whose author is unknown shows no author line.
      author={author || undefined}
      authorKey="customers.notes.author"
      readOnly={readOnly}
      saving={saving}
      onSave={() => form.validate() && onSave(v)}
      onClose={onClose}
    >
      <ReadOnlyFieldset readOnly={readOnly}>
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
            {common.rating}
            {common.date}
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
          {common.text}
        </Stack>
      </ReadOnlyFieldset>
    </NoteDialogFrame>
  );
}
