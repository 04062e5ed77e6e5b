import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface NewButtonProps {
  onClick: () => void;
  testId: string;
  /** "New invoice", "New supplier", …: what the button makes. */
  children: ReactNode;
}

/** The button in a list's toolbar that opens a new record (the editor page or the dialog). */
export function NewButton({ onClick, testId, children }: NewButtonProps) {
  return (
    <Button leftSection={<IconPlus size={16} />} onClick={onClick} data-testid={testId}>
      {children}
    </Button>
  );
}
