import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Where the texts every import shares live (mapping, preview, report). */
const SHARED_IMPORT_TEXTS = 'projectSub.csvImport';

export type ImportText = (key: string, options?: Record<string, unknown>) => string;

/**
 * Texts of one import: `<ns>.<key>` when the import words it itself (title, intro, fields, its own error codes,
 * "Import 3 customers"), otherwise the shared text, otherwise the key itself (`validation.required`).
 */
export function useImportText(ns: string): ImportText {
  const { t } = useTranslation();
  return useCallback(
    (key, options) => t([`${ns}.${key}`, `${SHARED_IMPORT_TEXTS}.${key}`, key], options ?? {}),
    [t, ns],
  );
}
