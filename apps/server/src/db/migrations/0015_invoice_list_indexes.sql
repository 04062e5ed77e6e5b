ALTER TABLE "invoices" ADD COLUMN "sent_count" integer GENERATED ALWAYS AS (jsonb_array_length(sent)) STORED;--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("owner_id","name","id");--> statement-breakpoint
-- Hand-added: Drizzle cannot declare an extension. pg_trgm serves the trigram indexes on names below (PGlite loads
-- it as a contrib extension, db/client.ts); it is a trusted extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_name_idx" ON "projects" USING btree ("owner_id","name","id");--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- Hand-edited: INCLUDE, which Drizzle cannot declare (the schema declares the index without it, sales.ts). With the
-- filtered and summed columns in the index, the list's count, totals and filters are an index-only scan.
CREATE INDEX "invoices_list_idx" ON "invoices" USING btree ("owner_id","invoice_date","id")
  INCLUDE ("status", "credit_for", "customer_id", "project_id", "number", "sent_count", "amount_ex_vat",
    "amount_incl_vat", "amount_open")
  WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "invoices_by_number_idx" ON "invoices" USING btree ("owner_id","number","id","invoice_date") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "invoices_by_expiry_date_idx" ON "invoices" USING btree ("owner_id","expiry_date","id","invoice_date") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "invoices_by_paid_date_idx" ON "invoices" USING btree ("owner_id","paid_date","id","invoice_date") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "invoices_by_amount_ex_vat_idx" ON "invoices" USING btree ("owner_id","amount_ex_vat","id","invoice_date") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "invoices_by_amount_incl_vat_idx" ON "invoices" USING btree ("owner_id","amount_incl_vat","id","invoice_date") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "invoices_by_amount_open_idx" ON "invoices" USING btree ("owner_id","amount_open","id","invoice_date") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "invoices_customer_date_idx" ON "invoices" USING btree ("owner_id","customer_id","invoice_date","id") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "invoices_project_date_idx" ON "invoices" USING btree ("owner_id","project_id","invoice_date","id") WHERE deleted = 0;