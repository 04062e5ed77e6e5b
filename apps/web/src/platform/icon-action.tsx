import { ActionIcon, type ActionIconProps, Tooltip } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';

type IconActionProps = Omit<ActionIconProps, 'children'> & {
  /** Said by the tooltip and, for screen readers, by the button. */
  label: string;
  icon: ReactNode;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  testId?: string;
};

/** A button that shows only an icon: its label is the tooltip and the accessible name (subtle unless told). */
export function IconAction({ label, icon, onClick, testId, variant = 'subtle', ...rest }: IconActionProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant={variant} onClick={onClick} aria-label={label} data-testid={testId} {...rest}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
