import type { Locale } from '@backoffice/domain';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { accountMail } from './mail-texts.ts';
import { type Account, createResetKey, RESET_KEY_LIFETIME_HOURS } from './service.ts';

/** Mails a single-use, expiring link to #/Session/ResetPW/{id}/{key}, in the caller's transaction. */
export async function mailPasswordLink(
  app: AppContext,
  tx: Db,
  options: { ownerId: number; account: Account; kind: 'reset' | 'invite'; locale: Locale },
): Promise<void> {
  const { account } = options;
  const key = await createResetKey(tx, account.id);
  const link = `${app.config.publicUrl}/#/Session/ResetPW/${account.id}/${key}`;
  const mail = accountMail(options.kind, options.locale, account.userName, link, RESET_KEY_LIFETIME_HOURS);
  await app.mailer.send(tx, { ownerId: options.ownerId, to: account.userName, ...mail });
}
