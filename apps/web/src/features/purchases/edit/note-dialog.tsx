import { CUSTOMER_NOTE_KINDS, type TSupplierNote, ZSupplierNote } from '@backoffice/domain';
import { NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EnumSelect } from '../../../platform/forms/enum-select.tsx';
import { ReadOnlyFieldset } from '../../../platform/forms/read-only-fieldset.tsx';
import { useForm } from '../../../platform/forms/use-form.ts';
import { NoteDialogFrame } from '../../../platform/notes/note-dialog-frame.tsx';
import { noteFields } from '../../../platform/notes/note-fields.tsx';

export type SupplierNoteValues = Omit<TSupplierNote, 'createdBy' | 'createdByName'>;

interface NoteDialogProps {
  note: SupplierNoteValues;
  author?: string;
  readOnly: boolean;
  saving: boolean;
  onSave: (note: SupplierNoteValues) => void;
  onClose: () => void;
}

/** New or edit supplier note (spec 001 §3, the customer note's shape): kind, rating, date, cause code and text. */
export function SupplierNoteDialog({ note, author, readOnly, saving, onSave, onClose }: NoteDialogProps) {
  const { t } = useTranslation();
  const form = useForm(ZSupplierNote, note);
  const v = form.values;
  const label = (key: string) => t(`suppliers.notes.${key}`);
  const common = noteFields(form, label, 'supplier-note', true);
  return (
    <NoteDialogFrame
      title={label(note.id ? 'edit' : 'new')}
      testId="supplier-note"
      author={author || undefined}
      authorKey="suppliers.notes.author"
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
              testId="supplier-note-kind"
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
              data-testid="supplier-note-cause"
            />
          </SimpleGrid>
          {common.text}
        </Stack>
      </ReadOnlyFieldset>
    </NoteDialogFrame>
  );
}
