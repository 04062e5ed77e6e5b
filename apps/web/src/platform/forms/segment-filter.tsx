import { SegmentedChoice } from './segmented-choice.tsx';

interface SegmentFilterProps<V extends number> {
  value: V;
  onChange: (value: V) => void;
  /** Each choice's code and its shown label, in the order shown. */
  choices: readonly (readonly [code: V, label: string])[];
  /** On the control, and as `<testId>-<code>` on each choice's label. */
  testId: string;
  ariaLabel: string;
}

/** A list's filter of a few coded choices (all, active, inactive…) as one row of segments (SegmentedChoice), in its toolbar. */
export function SegmentFilter<V extends number>({
  value,
  onChange,
  choices,
  testId,
  ariaLabel,
}: SegmentFilterProps<V>) {
  return (
    <SegmentedChoice
      value={String(value)}
      onChange={(next) => onChange(choices.find(([code]) => String(code) === next)?.[0] ?? value)}
      data={choices.map(([code, label]) => ({
        value: String(code),
        label: <span data-testid={`${testId}-${code}`}>{label}</span>,
      }))}
      aria-label={ariaLabel}
      data-testid={testId}
    />
  );
}
