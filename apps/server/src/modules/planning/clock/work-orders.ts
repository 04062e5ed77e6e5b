import { createHash } from 'node:crypto';
import { formatWallClock, type Locale, type TEntryRef, type TEntryStamp, UPLOAD_BELONGS_TO } from '@backoffice/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { agendaEntries, uploads } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { renderPdf } from '../../../platform/pdf.ts';
import { storeFile, uploadColumns } from '../../uploads/index.ts';
import { employeeNames, mainAddressLines, ownerName, projectsById, worksById } from './document-data.ts';
import { DOCUMENT_TEXTS } from './document-texts.ts';
import { entryStamps, type RefEntry, resolveEntries } from './entry-refs.ts';
import { workOrderDocument, workOrderSections } from './work-order-pdf.ts';

/** The selection's identity: its keys, sorted (the same shifts in another order are the same work order). */
const selectionKey = (keys: readonly string[]) =>
  `workOrder:${createHash('sha256')
    .update([...keys].sort().join('\n'))
    .digest('hex')
    .slice(0, 40)}`;

async function render(ctx: CallContext, entries: RefEntry[], locale: Locale, now: Date): Promise<Buffer> {
  const projects = await projectsById(
    ctx.tx,
    ctx.ownerId,
    entries.map((e) => e.projectId),
  );
  // The addresses in force on the selection's first day.
  const firstDate = entries.map((e) => e.date).sort()[0] ?? '';
  const addresses = await mainAddressLines(
    ctx.tx,
    ctx.ownerId,
    entries.map((e) => e.projectId),
    firstDate,
  );
  const works = await worksById(
    ctx.tx,
    ctx.ownerId,
    entries.map((e) => e.workId),
  );
  const names = await employeeNames(
    ctx.tx,
    ctx.ownerId,
    entries.map((e) => e.employeeId),
  );
  const sections = workOrderSections(
    entries.map((e) => ({ ...e, employee: names.get(e.employeeId) ?? '' })),
    (id) => ({
      name: projects.get(id)?.name ?? '',
      address: addresses.get(id) ?? '',
      workDescription: projects.get(id)?.workDescription ?? '',
    }),
    (id) => (works.get(id)?.deleted ? '' : (works.get(id)?.description ?? '')),
  );
  return renderPdf(workOrderDocument(sections, locale, await ownerName(ctx.tx, ctx.ownerId), formatWallClock(now)));
}

/**
 * getWorkOrder: the PDF of a selection of shifts, kept as an upload. The same selection answers the stored PDF unless
 * `regenerate`; a regenerated one replaces it (the old upload is deleted). The shifts point to it by key.
 */
export async function getWorkOrder(
  ctx: CallContext,
  body: { entries: TEntryRef[]; regenerate: number; locale: Locale },
  now: Date,
) {
  const { found, missing } = await resolveEntries(ctx.tx, ctx.ownerId, body.entries);
  if (missing.length > 0) throw fail('workOrder.shiftsNotFound', { shifts: missing.join(', ') });
  const keys = found.map((e) => e.key);
  const selection = selectionKey(keys);
  const stored = ctx.tx
    .select(uploadColumns)
    .from(uploads)
    .where(
      and(
        eq(uploads.ownerId, ctx.ownerId),
        eq(uploads.belongsTo, UPLOAD_BELONGS_TO.workOrder),
        eq(uploads.belongsString, selection),
        eq(uploads.deleted, 0),
      ),
    );
  let [upload] = await stored;
  if (!upload || body.regenerate) {
    const bytes = await render(ctx, found, body.locale, now);
    if (upload) {
      await ctx.tx
        .update(uploads)
        .set({ deleted: 1, updatedAt: sql`now()` })
        .where(and(eq(uploads.ownerId, ctx.ownerId), eq(uploads.id, upload.id)));
      await ctx.audit('Upload', upload.id, 'delete', { replacedBy: 'regenerated work order' });
    }
    const first = [...found].sort((a, b) => a.date.localeCompare(b.date))[0];
    upload = await storeFile(
      ctx,
      {
        belongsTo: UPLOAD_BELONGS_TO.workOrder,
        belongsId: found.length === 1 ? (first?.id ?? 0) : 0,
        belongsString: selection,
        fileName: `${DOCUMENT_TEXTS[body.locale].workOrder.fileName} ${first?.date ?? ''}.pdf`.trim(),
        mimeType: 'application/pdf',
        data: { keys, locale: body.locale },
      },
      bytes,
    );
  }
  await ctx.tx
    .update(agendaEntries)
    .set({ workOrderUploadId: upload.id, updatedAt: sql`now()` })
    .where(and(eq(agendaEntries.ownerId, ctx.ownerId), inArray(agendaEntries.key, keys)));
  const entries: TEntryStamp[] = await entryStamps(ctx.tx, ctx.ownerId, keys);
  return { upload, entries };
}
