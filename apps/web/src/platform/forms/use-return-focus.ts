import { useEffect, useState } from 'react';

/**
 * Gives the focus back to what had it when the dialog opened (the button or row that opened it), once the dialog is
 * gone. Mantine's Modal does so only when its `opened` turns false; our dialogs are mounted open and unmounted on
 * closing, which left the keyboard user at the top of the page.
 */
export function useReturnFocus(): void {
  // Read while rendering, before the dialog's focus trap moves the focus inside.
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      if (!(opener instanceof HTMLElement)) return;
      setTimeout(() => {
        if (opener.isConnected) opener.focus({ preventScroll: true });
      }, 0);
    },
    [opener],
  );
}
