ALTER TABLE "works" ADD COLUMN "fixed_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "invoice_months" integer DEFAULT 1 NOT NULL;