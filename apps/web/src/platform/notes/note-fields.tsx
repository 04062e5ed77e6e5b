import { NOTE_RATINGS } from '@backoffice/domain';
import { Textarea } from '@mantine/core';
import { DateField } from '../forms/date-field.tsx';
import { EnumSelect } from '../forms/enum-select.tsx';

interface NoteTextFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string;
  testId: string;
  readOnly?: boolean;
  /** Takes the focus when the dialog opens. */
  autoFocus?: boolean;
}

/** A note's text: required, grows with the text up to 14 rows. */
function NoteTextField({ label, value, onChange, error, testId, readOnly, autoFocus }: NoteTextFieldProps) {
  return (
    <Textarea
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      autosize
      minRows={4}
      maxRows={14}
      withAsterisk
      readOnly={readOnly}
      data-autofocus={autoFocus || undefined}
      data-testid={testId}
    />
  );
}

interface NoteFieldProps<V> {
  label: string;
  value: V;
  onChange: (value: V) => void;
  error?: string;
  testId: string;
}

/** A note's date: required. */
function NoteDateField({ label, value, onChange, error, testId }: NoteFieldProps<string>) {
  return <DateField label={label} value={value} onChange={onChange} error={error} required testId={testId} />;
}

/** A note's rating, one of the shared rating codes. */
function NoteRatingSelect({ label, value, onChange, error, testId }: NoteFieldProps<number>) {
  return (
    <EnumSelect
      label={label}
      name="noteRating"
      values={NOTE_RATINGS}
      value={value}
      onChange={onChange}
      error={error}
      testId={testId}
    />
  );
}

interface NoteCommon {
  rating: number;
  date: string;
  text: string;
}

/** The part of a note dialog's form these fields use (useForm's Form of any kind of note). */
interface NoteForm {
  values: NoteCommon;
  set: (patch: Partial<NoteCommon>) => void;
  errors: Record<string, string>;
}

/**
 * The rating, date and text fields that every kind of note has, bound to its form: labels `<prefix>.<field>`, test
 * ids `<testId>-<field>`. The dialog places them among its own fields.
 */
export function noteFields(form: NoteForm, label: (key: string) => string, testId: string, autoFocus = false) {
  const { values, errors } = form;
  return {
    rating: (
      <NoteRatingSelect
        label={label('rating')}
        value={values.rating}
        onChange={(rating) => form.set({ rating })}
        error={errors.rating}
        testId={`${testId}-rating`}
      />
    ),
    date: (
      <NoteDateField
        label={label('date')}
        value={values.date}
        onChange={(date) => form.set({ date })}
        error={errors.date}
        testId={`${testId}-date`}
      />
    ),
    text: (
      <NoteTextField
        label={label('text')}
        value={values.text}
        onChange={(text) => form.set({ text })}
        error={errors.text}
        autoFocus={autoFocus}
        testId={`${testId}-text`}
      />
    ),
  };
}
