import { invoiceRowDefaults, SALES_SETTING_CALLS, SALES_SETTINGS_DEFAULTS } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { useMemo } from 'react';
import { useCall } from '../../../../platform/call.ts';
import { useSalesTypes, useVatCodes } from '../api.ts';
import type { DraftRow } from './invoice-draft.ts';

export type RowDefaults = Pick<DraftRow, 'workTypeId' | 'vatCode'>;

/**
 * The sales type and VAT code a new invoice row starts with on `date` (Sales general settings; null: none), and
 * whether the settings and lists have answered, so a new invoice's first row can wait for them. Silent: without the
 * settings a row starts empty, as before they existed.
 */
export function useRowDefaults(date = todayIso()): { ready: boolean; defaults: RowDefaults } {
  const settings = useCall(SALES_SETTING_CALLS.salesSettings, {}, { silent: true });
  const vatCodes = useVatCodes();
  const workTypes = useSalesTypes();
  const ready = !settings.isPending && !vatCodes.isPending && !workTypes.isPending;
  const defaults = useMemo(() => {
    const lists = { vatCodes: vatCodes.data ?? [], workTypes: workTypes.data ?? [] };
    const codes = invoiceRowDefaults(settings.data ?? SALES_SETTINGS_DEFAULTS, lists, date);
    return { workTypeId: codes.workTypeId || null, vatCode: codes.vatCode || null };
  }, [settings.data, vatCodes.data, workTypes.data, date]);
  return { ready, defaults };
}
