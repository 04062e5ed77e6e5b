import type { DataRouter } from 'react-router';

// react-router finds out how far a Back or Forward goes from the position (`idx`) it stores in each history entry it
// makes. An address typed into the browser's bar or opened from a bookmark makes an entry without one, and a
// navigation to or from such an entry cannot be blocked (the unsaved-changes question is skipped). Giving such an
// entry its position when the browser first shows it, before the router hears of it, lets the router block it too.

type HistoryState = { idx?: number; key?: string; usr?: unknown } | null;

const position = () => (window.history.state as HistoryState)?.idx;

/** Call once, before the router is made: this listener must run before the router's own. */
export function stampTypedEntries(): (router: Pick<DataRouter, 'subscribe'>) => void {
  let current = position() ?? 0;
  window.addEventListener('popstate', () => {
    const state = window.history.state as HistoryState;
    if (typeof state?.idx === 'number') return;
    // A typed address replaces everything after the current entry: it comes right after it.
    current += 1;
    const key = Math.random().toString(36).slice(2, 10);
    window.history.replaceState({ usr: null, ...state, key, idx: current }, '');
  });
  // The router's own pushes and replaces move the position without a popstate.
  return (router) => {
    router.subscribe(() => {
      current = position() ?? current;
    });
  };
}
