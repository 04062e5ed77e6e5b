import { Button, Group, Input, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RemoveRowButton } from '../../platform/data-table/row-actions.tsx';

interface LineListFieldProps<L> {
  label: string;
  description?: string;
  error?: string;
  lines: readonly L[];
  onChange: (lines: L[]) => void;
  /** What "add" appends. */
  blank: L;
  addLabel: string;
  /** The wrapper's test id. */
  testId: string;
  /** Prefix of `<prefix>-add` and `<prefix>-remove-<index>`. */
  lineTestId: string;
  /** The inputs of one line; `change` replaces it. */
  renderLine: (line: L, index: number, change: (next: L) => void) => ReactNode;
  /** Called after a line was removed (positions after it move up by one). */
  onRemove?: (index: number) => void;
  /** Keeps the remove button at the top when a line's input may show a message under it. */
  alignTop?: boolean;
}

/** A short list edited line by line (IBANs, a contact's extra lines): inputs, a remove button each and "add". */
export function LineListField<L>(props: LineListFieldProps<L>) {
  const { lines, onChange, lineTestId } = props;
  const change = (index: number) => (next: L) => onChange(lines.map((line, i) => (i === index ? next : line)));
  const remove = (index: number) => {
    onChange(lines.filter((_, i) => i !== index));
    props.onRemove?.(index);
  };
  return (
    <Input.Wrapper label={props.label} description={props.description} error={props.error} data-testid={props.testId}>
      <Stack gap={6} mt={props.description ? 4 : 2}>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their position
          <Group key={index} gap={4} wrap="nowrap" align={props.alignTop ? 'flex-start' : undefined}>
            {props.renderLine(line, index, change(index))}
            <RemoveRowButton onClick={() => remove(index)} testId={`${lineTestId}-remove-${index}`} />
          </Group>
        ))}
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange([...lines, props.blank])}
            data-testid={`${lineTestId}-add`}
          >
            {props.addLabel}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
