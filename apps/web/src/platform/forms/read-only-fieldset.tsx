import type { ReactNode } from 'react';

const PLAIN = { border: 0, padding: 0, margin: 0 };

/** Disables every field inside at once for a reader without write access; draws nothing of its own. */
export function ReadOnlyFieldset({
  readOnly,
  testId,
  children,
}: {
  readOnly: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <fieldset disabled={readOnly} style={PLAIN} data-testid={testId}>
      {children}
    </fieldset>
  );
}
