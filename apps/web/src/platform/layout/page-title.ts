import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../../router.tsx';

// The browser tab's title: "<record> · <page> · <app>", the page's label from the route registry, the record's name
// from the edit page that shows one (EditTitle).

let recordName = '';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const setRecordName = (name: string) => {
  recordName = name;
  for (const listener of listeners) listener();
};

/** The record an edit page shows, in the tab's title while the page is open. */
export function useRecordTitle(name: string | undefined): void {
  useEffect(() => {
    setRecordName(name ?? '');
    return () => setRecordName('');
  }, [name]);
}

/** Keeps document.title in step with the deepest matched route, the record and the language. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const record = useSyncExternalStore(subscribe, () => recordName);
  const key = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter((title) => title !== undefined)
    .at(-1);
  const title = [record, key ? t(key) : '', t('layout.appName')].filter((part) => part !== '').join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
