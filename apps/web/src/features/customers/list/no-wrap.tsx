import type { ReactNode } from 'react';

/**
 * A cell text kept on one line (a phone number broken over two lines is misread); null when empty, so the phone cards
 * show their usual '-'.
 */
export function noWrapCell(text: string): ReactNode {
  return text ? <span style={{ whiteSpace: 'nowrap' }}>{text}</span> : null;
}
