import { Input } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './segmented-choice.module.css';

/**
 * What the group chooses, for a screen reader (the choices alone do not say it): a label shown above it, as the fields
 * beside it have, or only a name.
 */
export type SegmentName = { label: string; 'aria-label'?: never } | { label?: never; 'aria-label': string };

type SegmentedChoiceProps<V extends string | number> = SegmentName & {
  value: V;
  onChange: (value: V) => void;
  data: readonly { value: V; label: ReactNode; disabled?: boolean }[];
  /** No choice can be changed (a read-only form); the chosen one stays shown. */
  disabled?: boolean;
  /** The options share the whole width (a form's column) instead of taking what their labels need. */
  fullWidth?: boolean;
  'data-testid'?: string;
};

/**
 * A choice of a few options side by side, as Mantine's SegmentedControl looks and is used (radio inputs with their
 * labels), without its sliding indicator: that one measured the options in an effect on every first render, which made
 * the browser lay out the whole page in the middle of React's commit, and rendered the control again (issue 15).
 * A form field and a list's filter (SegmentFilter) both draw it; the values may be codes (numbers) or words.
 */
export function SegmentedChoice<V extends string | number>(props: SegmentedChoiceProps<V>) {
  const { value, onChange, data, label, disabled, fullWidth, 'aria-label': ariaLabel } = props;
  const name = useId();
  const labelId = `${name}-label`;
  const group = (
    <div
      role="radiogroup"
      className={classes.root}
      aria-label={ariaLabel}
      aria-labelledby={label ? labelId : undefined}
      data-full-width={fullWidth || undefined}
      data-testid={props['data-testid']}
    >
      {data.map((item, index) => {
        const id = `${name}-${index}`;
        const active = item.value === value;
        const off = disabled || item.disabled;
        return (
          <div key={String(item.value)} className={classes.control}>
            <input
              type="radio"
              className={classes.input}
              id={id}
              name={name}
              value={String(item.value)}
              checked={active}
              disabled={off}
              onChange={() => onChange(item.value)}
            />
            <label
              htmlFor={id}
              className={classes.label}
              data-active={active || undefined}
              data-disabled={off || undefined}
            >
              {item.label}
            </label>
          </div>
        );
      })}
    </div>
  );
  if (!label) return group;
  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id: labelId }}>
      {group}
    </Input.Wrapper>
  );
}
