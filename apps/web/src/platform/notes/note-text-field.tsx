import { Textarea } from '@mantine/core';

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
