import type { OwnerListName } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../platform/errors.ts';
import type { StoredItem } from './storage.ts';

type Lists = Record<OwnerListName, StoredItem[]>;

/** Checks that tie one list to another; they see every list as locked for the save. */
interface ListRules {
  /** Throw to refuse a delete; `tx` to look at the records that use the item. */
  beforeDelete?(lists: Lists, id: number, tx: Db, ownerId: number): void | Promise<void>;
  /** Throw to refuse a new or changed item; `before` is undefined for a new one. */
  validate?(lists: Lists, item: StoredItem, before: StoredItem | undefined): void;
}

const isLive = (item: StoredItem) => !Number(item.deleted);

/** A work or purchase type's VAT code: only a chosen or changed one must exist now; an unchanged one keeps older data
 * saveable. */
function vatCodeExists(lists: Lists, item: StoredItem, before: StoredItem | undefined): void {
  const vatCodeId = Number(item.vatCodeId ?? 0);
  if (!vatCodeId || vatCodeId === Number(before?.vatCodeId ?? 0)) return;
  if (!lists.vatCodes.some((vatCode) => isLive(vatCode) && Number(vatCode.id) === vatCodeId))
    throw fail('vatCode.notFound', { id: vatCodeId });
}

export const LIST_RULES: Partial<Record<OwnerListName, ListRules>> = {
  vatCodes: {
    // A work type without its VAT code could no longer be invoiced correctly.
    beforeDelete(lists, id) {
      const user = lists.workTypes.find((workType) => isLive(workType) && Number(workType.vatCodeId) === id);
      if (user) throw fail('vatCode.inUse', { workType: String(user.name) });
    },
  },
  workTypes: { validate: vatCodeExists },
  purchaseTypes: { validate: vatCodeExists },
  bankAccounts: {
    // Its payments (also deleted ones: their keys keep a file from being imported twice) would lose their account.
    async beforeDelete(lists, id, tx, ownerId) {
      const [row] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from payments where owner_id = ${ownerId} and account_id = ${id}`,
      );
      if (!row?.n) return;
      const account = lists.bankAccounts.find((item) => Number(item.id) === id);
      throw fail('bankImport.accountHasPayments', { name: String(account?.name ?? id), count: row.n });
    },
  },
};
