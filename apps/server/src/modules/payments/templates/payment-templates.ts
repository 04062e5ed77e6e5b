import {
  PAYMENT_TEMPLATE_CALLS,
  TEMPLATE_PATTERN_MAX,
  TEMPLATE_PATTERN_MIN_LETTERS,
  type TPaymentTemplateRecord,
  templatePatternProblem,
  type ZPaymentTemplate,
} from '@backoffice/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { customers, paymentTemplates, suppliers } from '../../../db/schema/index.ts';
import type { CallContext, CallRegistrar } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';

// Payment templates (spec 001 §3): which customer or supplier a bank line belongs to, by wildcard patterns on its
// counterparty name and description (packages/domain template-pattern.ts holds the rule the matching applies).

type TemplateInput = z.output<typeof ZPaymentTemplate>;

async function templateRecords(tx: Db, ownerId: number, id?: number): Promise<TPaymentTemplateRecord[]> {
  const rows = await tx
    .select({
      template: paymentTemplates,
      partyName: sql<string>`coalesce(${customers.name}, ${suppliers.name}, '')`,
    })
    .from(paymentTemplates)
    .leftJoin(
      customers,
      and(eq(customers.ownerId, paymentTemplates.ownerId), eq(customers.id, paymentTemplates.customerId)),
    )
    .leftJoin(
      suppliers,
      and(eq(suppliers.ownerId, paymentTemplates.ownerId), eq(suppliers.id, paymentTemplates.creditorId)),
    )
    .where(
      and(
        eq(paymentTemplates.ownerId, ownerId),
        eq(paymentTemplates.deleted, 0),
        id === undefined ? undefined : eq(paymentTemplates.id, id),
      ),
    )
    .orderBy(asc(paymentTemplates.id));
  return rows.map(({ template, partyName }) => ({
    id: template.id,
    creditorId: template.creditorId,
    customerId: template.customerId,
    partyName,
    nearDateMatching: template.nearDateMatching,
    matchName: template.matchName,
    matchDescription: template.matchDescription,
    deleted: template.deleted,
  }));
}

/** One of customer or supplier; at least one pattern; every pattern usable (template-pattern.ts). */
function checkTemplate(input: TemplateInput): void {
  if (input.customerId > 0 === input.creditorId > 0) throw fail('paymentTemplate.party');
  const patterns = [input.matchName, input.matchDescription].filter((pattern) => pattern !== '');
  if (patterns.length === 0) throw fail('paymentTemplate.noPattern');
  for (const pattern of patterns) {
    const problem = templatePatternProblem(pattern);
    if (problem === 'tooLong') throw fail('paymentTemplate.patternTooLong', { max: TEMPLATE_PATTERN_MAX });
    if (problem === 'tooShort') throw fail('paymentTemplate.patternTooShort', { min: TEMPLATE_PATTERN_MIN_LETTERS });
  }
}

async function saveTemplate(ctx: CallContext, input: TemplateInput): Promise<TPaymentTemplateRecord> {
  const { tx, ownerId } = ctx;
  const fields = {
    creditorId: input.creditorId,
    customerId: input.customerId,
    nearDateMatching: input.nearDateMatching,
    matchName: input.matchName,
    matchDescription: input.matchDescription,
  };
  const own = (id: number) =>
    and(eq(paymentTemplates.ownerId, ownerId), eq(paymentTemplates.id, id), eq(paymentTemplates.deleted, 0));
  checkTemplate(input);
  let id = input.id;
  if (id > 0) {
    const [changed] = await tx
      .update(paymentTemplates)
      .set({ ...fields, updatedAt: new Date() })
      .where(own(id))
      .returning({ id: paymentTemplates.id });
    if (!changed) throw fail('record.notFound', { entity: 'Payment template', id });
  } else {
    const [created] = await tx
      .insert(paymentTemplates)
      .values({ ownerId, ...fields })
      .returning({ id: paymentTemplates.id });
    if (!created) throw new Error('insert payment template failed');
    id = created.id;
  }
  await ctx.audit('paymentTemplate', id, input.id > 0 ? 'update' : 'create', fields);
  const [record] = await templateRecords(tx, ownerId, id);
  if (!record) throw new Error('saved payment template not found');
  return record;
}

/** savePaymentTemplate with deleted: 1: the template is marked deleted and no longer matches. */
async function deleteTemplate(ctx: CallContext, id: number): Promise<{ id: number; deleted: 1 }> {
  const [gone] = await ctx.tx
    .update(paymentTemplates)
    .set({ deleted: 1, updatedAt: new Date() })
    .where(and(eq(paymentTemplates.ownerId, ctx.ownerId), eq(paymentTemplates.id, id), eq(paymentTemplates.deleted, 0)))
    .returning({ id: paymentTemplates.id });
  if (!gone) throw fail('record.notFound', { entity: 'Payment template', id });
  await ctx.audit('paymentTemplate', id, 'delete');
  return { id, deleted: 1 };
}

export function registerPaymentTemplateRoutes(r: CallRegistrar): void {
  r.handle(PAYMENT_TEMPLATE_CALLS.allPaymentTemplates, (ctx) => templateRecords(ctx.tx, ctx.ownerId));
  r.handle(PAYMENT_TEMPLATE_CALLS.savePaymentTemplate, (ctx, body) => saveTemplate(ctx, body), {
    onDelete: deleteTemplate,
  });
}
