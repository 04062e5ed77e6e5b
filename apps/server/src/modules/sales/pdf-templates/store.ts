import {
  activePdfTemplate,
  defaultPdfTemplate,
  PDF_TEMPLATE_TYPE_CODES,
  type PdfTemplateType,
  type TPdfTemplate,
  type TPdfTemplateRecord,
  ZPdfTemplate,
} from '@backoffice/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { pdfTemplates } from '../../../db/schema/index.ts';
import { diffRecords } from '../../../platform/audit.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { readOnce } from '../../../platform/tx-reads.ts';
import { clearTemplateCache, readUploadBytes } from '../invoices/pdf.ts';

// PDF templates of an owner (spec 001 §3): rows of pdf_templates; the built-in defaults (owner 0) are the schema's
// defaults and are listed after the owner's own.

const byId = (ownerId: number, id: number) => and(eq(pdfTemplates.ownerId, ownerId), eq(pdfTemplates.id, id));

/** A stored row as the API answers it; a value the schema no longer takes (an old font) falls back to its default. */
function toRecord(row: typeof pdfTemplates.$inferSelect): TPdfTemplateRecord {
  const { ownerId, createdAt: _created, updatedAt: _updated, ...fields } = row;
  const parsed = ZPdfTemplate.safeParse(fields);
  return { ...(parsed.success ? parsed.data : ZPdfTemplate.parse({ id: row.id, type: row.type })), ownerId };
}

async function ownPdfTemplates(tx: Db, ownerId: number): Promise<TPdfTemplateRecord[]> {
  const rows = await tx
    .select()
    .from(pdfTemplates)
    .where(eq(pdfTemplates.ownerId, ownerId))
    .orderBy(asc(pdfTemplates.type), asc(pdfTemplates.id));
  return rows.map(toRecord);
}

/** allPdfTemplates: the owner's templates, then the default of every type. */
export async function allPdfTemplates(tx: Db, ownerId: number): Promise<TPdfTemplateRecord[]> {
  return [...(await ownPdfTemplates(tx, ownerId)), ...PDF_TEMPLATE_TYPE_CODES.map(defaultPdfTemplate)];
}

/** The template a document of `type` is made with (activePdfTemplate in the domain). */
export function documentTemplate(tx: Db, ownerId: number, type: PdfTemplateType): Promise<TPdfTemplate> {
  return readOnce(tx, `pdfTemplate:${ownerId}:${type}`, async () => {
    const rows = await tx
      .select()
      .from(pdfTemplates)
      .where(and(eq(pdfTemplates.ownerId, ownerId), eq(pdfTemplates.active, 1)));
    return activePdfTemplate(rows.map(toRecord), type);
  });
}

// PNG and JPEG as their first bytes say, whatever the upload's name or stated type: pdfmake draws only these.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const isDrawableImage = (bytes: Buffer) =>
  bytes.subarray(0, PNG.length).equals(PNG) || bytes.subarray(0, JPEG.length).equals(JPEG);

/** The template's own logo must be a PNG or JPEG (the registrar has checked it is a live upload of the owner). */
async function assertLogo(ctx: CallContext, uploadId: number): Promise<void> {
  if (uploadId <= 0) return;
  const bytes = await readUploadBytes(ctx, uploadId);
  if (!bytes || !isDrawableImage(bytes)) throw fail('pdfTemplate.logoNotImage');
}

/**
 * savePdfTemplate: id 0 creates (a changed default is saved as the owner's own), another id changes the owner's
 * template. An active template makes the other one of its type inactive, so exactly one is active per type.
 */
export async function savePdfTemplate(ctx: CallContext, template: TPdfTemplate): Promise<TPdfTemplateRecord> {
  const before = template.id > 0 ? await findOwn(ctx.tx, ctx.ownerId, template.id) : undefined;
  await assertLogo(ctx, template.logoUploadId);
  const { id, ...fields } = template;
  if (fields.active === 1) {
    await ctx.tx
      .update(pdfTemplates)
      .set({ active: 0 })
      .where(
        and(
          eq(pdfTemplates.ownerId, ctx.ownerId),
          eq(pdfTemplates.type, fields.type),
          eq(pdfTemplates.active, 1),
          ne(pdfTemplates.id, id),
        ),
      );
  }
  const [row] = before
    ? await ctx.tx
        .update(pdfTemplates)
        .set({ ...fields, updatedAt: new Date() })
        .where(byId(ctx.ownerId, id))
        .returning()
    : await ctx.tx
        .insert(pdfTemplates)
        .values({ ...fields, ownerId: ctx.ownerId })
        .returning();
  if (!row) throw new Error('pdf template not saved');
  const saved = toRecord(row);
  await ctx.audit('PdfTemplate', saved.id, before ? 'update' : 'create', diffRecords(before ?? {}, saved));
  clearTemplateCache(ctx.ownerId);
  return saved;
}

async function findOwn(tx: Db, ownerId: number, id: number): Promise<TPdfTemplateRecord> {
  const [row] = await tx.select().from(pdfTemplates).where(byId(ownerId, id)).for('update');
  if (!row) throw fail('record.notFound', { entity: 'PDF template', id });
  return toRecord(row);
}

/** deletePdfTemplate: really deletes (spec 001 §3); the type's documents then use another active one or the default. */
export async function deletePdfTemplate(ctx: CallContext, id: number): Promise<{ deleted: true }> {
  if (id === 0) throw fail('pdfTemplate.defaultFixed');
  const before = await findOwn(ctx.tx, ctx.ownerId, id);
  await ctx.tx.delete(pdfTemplates).where(byId(ctx.ownerId, id));
  await ctx.audit('PdfTemplate', id, 'delete', { name: before.name, type: before.type });
  return { deleted: true };
}
