import { z } from 'zod';

export const INVOICE_RUN_JOB = 'invoice.run';

export const ZRunPayload = z.object({
  send: z.union([z.literal(0), z.literal(1)]),
  /** Who queued the run: the invoices' audit lines and the mails name them. */
  userId: z.number().int(),
  employeeId: z.number().int(),
});
export type RunPayload = z.output<typeof ZRunPayload>;

/** The job's result while it runs and after: drafts finished (done) and failed, of the total. */
export const ZRunProgress = z
  .object({ total: z.number().int().catch(0), done: z.number().int().catch(0), failed: z.number().int().catch(0) })
  .catch({ total: 0, done: 0, failed: 0 });
export type RunProgress = z.output<typeof ZRunProgress>;

export const startProgress = (total: number): RunProgress => ({ total, done: 0, failed: 0 });
