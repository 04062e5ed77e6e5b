import { SegmentedChoice, type SegmentName } from './segmented-choice.tsx';

type SegmentFilterProps<V extends number | string> = SegmentName & {
  value: V;
  onChange: (value: V) => void;
  /** Each choice's code and its shown label, in the order shown. */
  choices: readonly (readonly [code: V, label: string])[];
  /** On the control, and as `<testId>-<code>` on each choice's label. */
  testId: string;
};

/**
 * A list's filter of a few coded choices (all, active, inactive…) as one row of segments (SegmentedChoice), in its
 * toolbar or filter bar. The codes may be numbers (the call's codes) or words.
 */
export function SegmentFilter<V extends number | string>({
  value,
  onChange,
  choices,
  testId,
  ...name
}: SegmentFilterProps<V>) {
  return (
    <SegmentedChoice
      {...name}
      value={value}
      onChange={onChange}
      data={choices.map(([code, label]) => ({
        value: code,
        label: <span data-testid={`${testId}-${code}`}>{label}</span>,
      }))}
      data-testid={testId}
    />
  );
}
