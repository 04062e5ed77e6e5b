import {
  COMPLAINT_CAUSES,
  COMPLAINT_KINDS,
  NOTE_RATINGS,
  PROJECT_NOTE_CAUSES,
  PROJECT_NOTE_KINDS,
  ZProjectNote,
} from '@backoffice/domain';
import { Modal, Select, SimpleGrid, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../platform/forms/date-field.tsx';
import { DialogFooter } from '../../../../platform/forms/dialog-footer.tsx';
import { EnumSelect } from '../../../employees/edit/enum-select.tsx';
import { useRowForm } from '../../../employees/edit/use-row-form.ts';
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
  const form = useRowForm(ZProjectNote, note);
  const v = form.values;
  const label = (key: string) => t(`projects.note.${key}`);
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
    <Modal opened onClose={onClose} title={label(note.id ? 'edit' : 'new')} size="lg">
      <Stack gap="sm" data-testid="note-dialog">
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
              <DateField
                label={label('date')}
                value={v.date}
                onChange={(date) => form.set({ date })}
                error={form.errors.date}
                required
                testId="note-date"
              />
              {enumField('kind', 'noteKind', PROJECT_NOTE_KINDS)}
              {enumField('cause', 'noteCause', PROJECT_NOTE_CAUSES)}
              {enumField('complaintKind', 'complaintKind', COMPLAINT_KINDS)}
              {v.complaintKind > 0 && enumField('complaintCause', 'complaintCause', COMPLAINT_CAUSES)}
              <EnumSelect
                label={label('rating')}
                name="noteRating"
                values={NOTE_RATINGS}
                value={v.rating}
                onChange={(rating) => form.set({ rating })}
                testId="note-rating"
              />
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
            <Textarea
              label={label('text')}
              value={v.text}
              onChange={(event) => form.set({ text: event.currentTarget.value })}
              error={form.errors.text}
              autosize
              minRows={4}
              maxRows={14}
              withAsterisk
              data-testid="note-text"
            />
            <Switch
              label={label('handled')}
              checked={v.handled === 1}
              onChange={(event) => form.set({ handled: event.currentTarget.checked ? 1 : 0 })}
              data-testid="note-handled"
            />
          </Stack>
        </fieldset>
        {props.author && (
          <Text size="xs" c="dimmed">
            {label('author')}: {props.author}
          </Text>
        )}
        <DialogFooter
          onCancel={onClose}
          onSave={() => form.validate() && onSave({ ...v, complaintCause: v.complaintKind ? v.complaintCause : 0 })}
          saving={saving}
          readOnly={readOnly}
          cancelTestId="note-cancel"
          saveTestId="note-save"
        />
      </Stack>
    </Modal>
  );
}
