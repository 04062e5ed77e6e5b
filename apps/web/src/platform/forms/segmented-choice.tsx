import { type ReactNode, useId } from 'react';
import classes from './segmented-choice.module.css';

interface SegmentedChoiceProps<V extends string> {
  value: V;
  onChange: (value: V) => void;
  data: readonly { value: V; label: ReactNode }[];
  /** The group's name for a screen reader (the choices alone do not say what they choose). */
  'aria-label': string;
  'data-testid'?: string;
}

/**
 * A choice of a few options side by side, as Mantine's SegmentedControl looks and is used (radio inputs with their
 * labels), without its sliding indicator: that one measured the options in an effect on every first render, which made
 * the browser lay out the whole page in the middle of React's commit, and rendered the control again (issue 15).
 */
export function SegmentedChoice<V extends string>({ value, onChange, data, ...rest }: SegmentedChoiceProps<V>) {
  const name = useId();
  return (
    <div role="radiogroup" className={classes.root} {...rest}>
      {data.map((item, index) => {
        const id = `${name}-${index}`;
        const active = item.value === value;
        return (
          <div key={item.value} className={classes.control}>
            <input
              type="radio"
              className={classes.input}
              id={id}
              name={name}
              value={item.value}
              checked={active}
              onChange={() => onChange(item.value)}
            />
            <label htmlFor={id} className={classes.label} data-active={active || undefined}>
              {item.label}
            </label>
          </div>
        );
      })}
    </div>
  );
}
