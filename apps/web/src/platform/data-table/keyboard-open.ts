import type { KeyboardEvent } from 'react';

/** Mantine's focus ring (shown on keyboard focus) for elements that are not Mantine controls. */
export const FOCUS_RING = 'mantine-focus-auto';

/**
 * What makes a clickable row or card usable without a mouse: a tab stop (give it FOCUS_RING too), opened with Enter
 * or Space. Keys pressed on its own checkbox or buttons stay theirs.
 */
export function keyboardOpen(open: () => void) {
  return {
    tabIndex: 0,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      open();
    },
  };
}
