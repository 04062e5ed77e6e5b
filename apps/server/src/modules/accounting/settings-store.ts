import { ACCOUNTING_SETTINGS_DEFAULTS, type TAccountingSettings, ZAccountingSettings } from '@backoffice/domain';
import type { Db } from '../../db/client.ts';
import { ownerSettingOf } from '../settings/index.ts';

/** owners.settings.accountingSettings, as purchaseSettings and salesSettings are kept. */
export const ACCOUNTING_SETTINGS_KEY = 'accountingSettings';

export const accountingSettingsOf = (tx: Db, ownerId: number): Promise<TAccountingSettings> =>
  ownerSettingOf(tx, ownerId, ACCOUNTING_SETTINGS_KEY, ZAccountingSettings, ACCOUNTING_SETTINGS_DEFAULTS);
