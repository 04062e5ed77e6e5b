import {
  COMPLAINT_CAUSES,
  COMPLAINT_KINDS,
  PROJECT_NOTE_CAUSES,
  PROJECT_NOTE_KINDS,
  ZProjectNote,
} from '@backoffice/domain';
import { Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EnumSelect } from '../../../../platform/forms/enum-select.tsx';
import { ReadOnlyFieldset } from '../../../../platform/forms/read-only-fieldset.tsx';
import { useForm } from '../../../../platform/forms/use-form.ts';
import { NoteDialogFrame } from '../../../../platform/notes/note-dialog-frame.tsx';
import { noteFields } from '../../../../platform/notes/note-fields.tsx';
import type { SelectOption } from '../use-project-options.ts';
import type { NoteValues } from './project-notes.ts';

const PREFIX = 'projects.enums';

interface ProjectNoteDialogProps {
  note: NoteValues;
  author?: string;
  employees: SelectOption[];
  readOnly: boolean;
  saving: boolean;
  onSave: (note: NoteValues) => void;
  onClose: () => void;
}

/** A project note (spec 000 §3, 002 §9): kind, cause code, complaint kind and cause, rating, handled. */
export function ProjectNoteDialog(props: ProjectNoteDialogProps) {
  const { note, readOnly, saving, onSave, onClose } = props;
  const { t } = useTranslation();
  const form = useForm(ZProjectNote, note);
  const v = form.values;
  const label = (key: string) => t(`projects.note.${key}`);
  const common = noteFields(form, label, 'note');
  const enumField = (
    key: 'kind' | 'cause' | 'complaintKind' | 'complaintCause',
    name: string,
    values: readonly number[],
  ) => (
    <EnumSelect
      label={label(key)}
      name={name}
      prefix={PREFIX}
      values={values}
      value={v[key]}
      onChange={(value) => form.set({ [key]: value })}
      error={form.errors[key]}
      testId={`note-${key}`}
    />
  );

  return (
    <NoteDialogFrame
      title={label(note.id ? 'edit' : 'new')}
      testId="note"
      // A note whose author is unknown shows no author line.
      author={props.author || undefined}
      authorKey="projects.note.author"
      readOnly={readOnly}
      saving={saving}
      onSave={() => form.validate() && onSave({ ...v, complaintCause: v.complaintKind ? v.complaintCause : 0 })}
      onClose={onClose}
    >
      <ReadOnlyFieldset readOnly={readOnly}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
            {common.date}
            {enumField('kind', 'noteKind', PROJECT_NOTE_KINDS)}
            {enumField('cause', 'noteCause', PROJECT_NOTE_CAUSES)}
            {enumField('complaintKind', 'complaintKind', COMPLAINT_KINDS)}
            {v.complaintKind > 0 && enumField('complaintCause', 'complaintCause', COMPLAINT_CAUSES)}
            {common.rating}
            <Select
              label={label('employee')}
              data={props.employees}
              value={v.employeeId ? String(v.employeeId) : null}
              onChange={(value) => form.set({ employeeId: Number(value ?? 0) })}
              placeholder={t('projects.none')}
              searchable
              clearable
              limit={100}
              comboboxProps={{ withinPortal: true }}
              data-testid="note-employee"
            />
          </SimpleGrid>
          {common.text}
          <Switch
            label={label('handled')}
            checked={v.handled === 1}
            onChange={(event) => form.set({ handled: event.currentTarget.checked ? 1 : 0 })}
            data-testid="note-handled"
          />
        </Stack>
      </ReadOnlyFieldset>
    </NoteDialogFrame>
  );
}
