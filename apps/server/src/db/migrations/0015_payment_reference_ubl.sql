ALTER TABLE "customers" ADD COLUMN "attach_ubl" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_reference" text;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_reference_idx" ON "invoices" USING btree ("owner_id","payment_reference") WHERE payment_reference is not null;--> statement-breakpoint
-- Hand-added (drizzle cannot express a data change): invoices invoiced before this migration get the reference that
-- paymentReferenceFor (packages/domain/src/sales/payment-reference.ts) gives: check digit, owner in 5 digits, number
-- in 10; the check digit by the weights 2,4,8,5,10,9,7,3,6,1 from the right. Credit invoices have nothing to pay.
WITH body AS (
  SELECT owner_id, id, lpad((owner_id % 100000)::text, 5, '0') || lpad(number::text, 10, '0') AS digits
  FROM invoices
  WHERE number IS NOT NULL AND number >= 0 AND status > 0 AND credit_for = 0 AND amount_incl_vat >= 0
    AND payment_reference IS NULL
), summed AS (
  SELECT b.owner_id, b.id, b.digits,
    11 - sum(substr(b.digits, 16 - k, 1)::int * (ARRAY[2,4,8,5,10,9,7,3,6,1])[(k - 1) % 10 + 1]) % 11 AS c
  FROM body b CROSS JOIN generate_series(1, 15) AS k
  GROUP BY b.owner_id, b.id, b.digits
)
UPDATE invoices i SET payment_reference = (CASE s.c WHEN 10 THEN 1 WHEN 11 THEN 0 ELSE s.c END)::text || s.digits
FROM summed s WHERE i.owner_id = s.owner_id AND i.id = s.id;
