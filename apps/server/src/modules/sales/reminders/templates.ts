import {
  defaultEmailText,
  EMAIL_TEMPLATES,
  type EmailTemplateName,
  type EmailTemplateText,
  LOCALES,
  type Locale,
  REMINDER_CALLS,
  REMINDER_TEMPLATES,
  type TEmailTemplate,
  templateOrDefault,
} from '@backoffice/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { emailTemplates } from '../../../db/schema/index.ts';
import { diffRecords } from '../../../platform/audit.ts';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { sanitizeRichText } from '../../../platform/html.ts';
import { readOnce } from '../../../platform/tx-reads.ts';

// E-mail templates per name and language (spec 000 §3 Reminder email template; 001 §3 Email template, §7
// allEmailTemplates, allReminderTemplates, saveEmailTemplate): the mail carrying an invoice or credit invoice and
// reminder_1..3. Every owner gets them in the five languages: seeded rows, and for an owner made any other way the
// default texts fill what it has not stored (a read never writes).

const columns = {
  id: emailTemplates.id,
  name: emailTemplates.name,
  locale: emailTemplates.locale,
  title: emailTemplates.title,
  htmlMessage: emailTemplates.htmlMessage,
};

async function storedTemplates(tx: Db, ownerId: number) {
  return tx
    .select(columns)
    .from(emailTemplates)
    .where(and(eq(emailTemplates.ownerId, ownerId), eq(emailTemplates.deleted, 0)))
    .orderBy(asc(emailTemplates.name), asc(emailTemplates.locale));
}

/** Every template name × language (or of the names given); one the owner has not stored is the default with id 0. */
async function allEmailTemplates(
  tx: Db,
  ownerId: number,
  names: readonly EmailTemplateName[] = EMAIL_TEMPLATES,
): Promise<TEmailTemplate[]> {
  const stored = await storedTemplates(tx, ownerId);
  return names.flatMap((name) =>
    LOCALES.map((locale) => {
      const own = stored.find((row) => row.name === name && row.locale === locale);
      return own ? { ...own, name, locale } : { id: 0, name, locale, ...defaultEmailText(name, locale) };
    }),
  );
}

/** The text a mail of `name` (an invoice, a reminder) in `locale` starts from. */
export async function findEmailTemplate(
  tx: Db,
  ownerId: number,
  name: EmailTemplateName,
  locale: Locale,
): Promise<EmailTemplateText> {
  return readOnce(tx, `emailTemplate:${ownerId}:${name}:${locale}`, async () => {
    const stored = await tx
      .select(columns)
      .from(emailTemplates)
      .where(
        and(
          eq(emailTemplates.ownerId, ownerId),
          eq(emailTemplates.deleted, 0),
          eq(emailTemplates.name, name),
          eq(emailTemplates.locale, locale),
        ),
      );
    return templateOrDefault(stored, name, locale);
  });
}

/** Stores the default e-mail templates an owner does not have yet (demo seed, new owners). */
export async function seedEmailTemplates(tx: Db, ownerId: number): Promise<void> {
  await tx
    .insert(emailTemplates)
    .values(
      EMAIL_TEMPLATES.flatMap((name) =>
        LOCALES.map((locale) => ({ ownerId, name, locale, ...defaultEmailText(name, locale) })),
      ),
    )
    .onConflictDoNothing();
}

export function registerEmailTemplateRoutes(r: CallRegistrar): void {
  r.handle(REMINDER_CALLS.allEmailTemplates, (ctx) => allEmailTemplates(ctx.tx, ctx.ownerId));

  // The reminder dialogs read the reminder templates: whoever may send reminders.
  r.handle(REMINDER_CALLS.allReminderTemplates, (ctx) => allEmailTemplates(ctx.tx, ctx.ownerId, REMINDER_TEMPLATES));

  // One template per name and language: a save replaces that pair's text (the id sent along is not needed).
  r.handle(REMINDER_CALLS.saveEmailTemplate, async (ctx, body) => {
    const text = { title: body.title, htmlMessage: sanitizeRichText(body.htmlMessage) };
    const key = and(
      eq(emailTemplates.ownerId, ctx.ownerId),
      eq(emailTemplates.name, body.name),
      eq(emailTemplates.locale, body.locale),
      eq(emailTemplates.deleted, 0),
    );
    const [before] = await ctx.tx.select(columns).from(emailTemplates).where(key);
    // An upsert on the live (name, locale) pair: two first saves at the same moment cannot both insert.
    const [saved] = await ctx.tx
      .insert(emailTemplates)
      .values({ ownerId: ctx.ownerId, name: body.name, locale: body.locale, ...text })
      .onConflictDoUpdate({
        target: [emailTemplates.ownerId, emailTemplates.name, emailTemplates.locale],
        targetWhere: sql`deleted = 0`,
        set: { ...text, updatedAt: sql`now()` },
      })
      .returning(columns);
    if (!saved) throw new Error('saving the e-mail template returned nothing');
    await ctx.audit(
      'EmailTemplate',
      saved.id,
      before ? 'update' : 'create',
      diffRecords(before ?? {}, { name: body.name, locale: body.locale, ...text }),
    );
    return { ...saved, name: body.name, locale: body.locale };
  });
}
