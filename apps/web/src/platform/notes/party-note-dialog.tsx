import { CUSTOMER_NOTE_KINDS } from '@backoffice/domain';
import { NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EnumSelect } from '../forms/enum-select.tsx';
import { ReadOnlyFieldset } from '../forms/read-only-fieldset.tsx';
import { useForm } from '../forms/use-form.ts';
import { NoteDialogFrame } from './note-dialog-frame.tsx';
import { noteFields } from './note-fields.tsx';
import { PARTY_NOTES, type Party, type PartyNoteValues } from './party-notes.ts';

interface PartyNoteDialogProps {
  party: Party;
  note: PartyNoteValues;
  author?: string;
  readOnly: boolean;
  saving: boolean;
  onSave: (note: PartyNoteValues) => void;
  onClose: () => void;
}

/** New or edit customer or supplier note (spec 001 §3): kind, rating, date, cause code and text. */
export function PartyNoteDialog({ party, note, author, readOnly, saving, onSave, onClose }: PartyNoteDialogProps) {
  const { t } = useTranslation();
  const { schema, texts } = PARTY_NOTES[party];
  const form = useForm<typeof schema, PartyNoteValues>(schema, note);
  const v = form.values;
  const label = (key: string) => t(`${texts}.${key}`);
  const common = noteFields(form, label, `${party}-note`, true);
  return (
    <NoteDialogFrame
      title={label(note.id ? 'edit' : 'new')}
      testId={`${party}-note`}
      // A note whose author is unknown shows no author line.
      author={author || undefined}
      authorKey={`${texts}.author`}
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
              testId={`${party}-note-kind`}
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
              data-testid={`${party}-note-cause`}
            />
          </SimpleGrid>
          {common.text}
        </Stack>
      </ReadOnlyFieldset>
    </NoteDialogFrame>
  );
}
