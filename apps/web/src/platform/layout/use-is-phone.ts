import { useMantineTheme } from '@mantine/core';
import { useCallback, useSyncExternalStore } from 'react';

// One list per query: the answer is read on every render of every list and filter bar.
const mediaLists = new Map<string, MediaQueryList>();

function mediaList(query: string): MediaQueryList {
  let list = mediaLists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    mediaLists.set(query, list);
  }
  return list;
}

/** Whether the screen is at most the theme's breakpoint wide, read from matchMedia during render (see useIsPhone). */
function useUpTo(breakpoint: 'xs' | 'sm'): boolean {
  const query = `(max-width: ${useMantineTheme().breakpoints[breakpoint]})`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaList(query).matches);
}

/**
 * Whether the screen is phone-narrow (up to the theme's xs breakpoint): the width where lists become cards, filters
 * fold and dialogs fill the screen. Read from matchMedia during render, so a phone draws its own layout from the first
 * render (not the desktop one and then a second), and follows a rotation.
 */
export const useIsPhone = () => useUpTo('xs');

/** Whether the screen is at most tablet-narrow (the theme's sm breakpoint): wide dialogs fill the screen there. */
export const useIsNarrow = () => useUpTo('sm');
