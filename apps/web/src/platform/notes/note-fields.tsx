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
export function NoteTextField({ label, value, onChange, error, testId, readOnly, autoFocus }: NoteTextFieldProps) {
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
export function NoteDateField({ label, value, onChange, error, testId }: NoteFieldProps<string>) {
  return <DateField label={label} value={value} onChange={onChange} error={error} required testId={testId} />;
}

/** A note's rating, one of the shared rating codes. */
export function NoteRatingSelect({ label, value, onChange, error, testId }: NoteFieldProps<number>) {
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
