-- A refund already in a SEPA batch is found by its invoice; the payments list counts and sums from its date index.
CREATE INDEX "payment_batch_items_invoice_idx" ON "payment_batch_items" USING btree ("owner_id","invoice_id") WHERE invoice_id > 0;--> statement-breakpoint
-- The payments list (bench/payment-matching.ts): a date range's count and totals and the filters on account, direction,
-- state and hidden read from the date index alone. Drizzle cannot declare INCLUDE (schema/payments.ts).
DROP INDEX IF EXISTS "payments_date_idx";--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("owner_id","date","id") INCLUDE ("amount","amount_open","account_id","hidden","duplicate","holds_reminders") WHERE deleted = 0;
