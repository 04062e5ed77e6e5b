-- The invoice list at 50,000 invoices per owner (issue 17), after 0026.
-- Hand-edited: the comments and invoice_search.
-- 1. The search read each name of the owner from the customers' and projects' rows to lower it (a common word such as
--    "customer" matches them all): the lower-case name is now a stored column with an index of its own, read alone.
ALTER TABLE "customers" ADD COLUMN "lower_name" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "lower_name" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
DROP INDEX "customers_name_trgm_idx";--> statement-breakpoint
DROP INDEX "projects_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "customers_lower_name_idx" ON "customers" USING btree ("owner_id","lower_name","id");--> statement-breakpoint
CREATE INDEX "customers_lower_name_trgm_idx" ON "customers" USING gin ("lower_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_lower_name_idx" ON "projects" USING btree ("owner_id","lower_name","id");--> statement-breakpoint
CREATE INDEX "projects_lower_name_trgm_idx" ON "projects" USING gin ("lower_name" gin_trgm_ops);--> statement-breakpoint
-- 2. A sort by project name joined and sorted every match: it now walks the projects in name order, as the sort by
--    customer does, and reads the invoices without a project (0) by id, from this index (list-walks.ts). It replaces
--    invoices_project_date_idx, which only that sort used.
DROP INDEX "invoices_project_date_idx";--> statement-breakpoint
CREATE INDEX "invoices_project_idx" ON "invoices" USING btree ("owner_id","project_id","id","invoice_date") WHERE deleted = 0;--> statement-breakpoint
-- invoice_search as in 0026, with four changes:
-- - the names are read from the stored lower-case names, from their indexes alone;
-- - a word that every customer's name holds is left out (it filters nothing);
-- - each word's customers and projects are found first and written into the query as lists of ids, which PostgreSQL
--   checks each invoice against with a hash (three to four times faster over 50,000 invoices than the subqueries);
-- - a word of one or two digits is the invoice number itself, not a part of it: those digits are in thousands of
--   numbers ("77": one in twenty), which buried the names a user narrowed to and cost a text conversion of every
--   number of the range; a longer word with a digit is looked for anywhere in the number, as before.
CREATE OR REPLACE FUNCTION invoice_search(first date, last date, words jsonb)
RETURNS TABLE (owner_id integer, id integer, invoice_date date, deleted integer, status integer, credit_for integer,
  customer_id integer, project_id integer, number integer, sent_count integer, amount_ex_vat integer,
  amount_incl_vat integer, amount_open integer)
LANGUAGE plpgsql STABLE SECURITY DEFINER ROWS 100 SET search_path FROM CURRENT AS $$
DECLARE
  owner integer := nullif(current_setting('app.owner_id', true), '')::integer;
  query text;
  word text;
  named text;
  other integer;
  customer_ids integer[];
  project_ids integer[];
BEGIN
  IF owner IS NULL THEN RETURN; END IF;
  query := format('SELECT owner_id, id, invoice_date, 0, status, credit_for, customer_id, project_id, number,
      sent_count, amount_ex_vat, amount_incl_vat, amount_open
    FROM invoices WHERE owner_id = %s AND deleted = 0 AND invoice_date BETWEEN %L AND %L', owner, first, last);
  FOR i IN 0 .. jsonb_array_length(words) - 1 LOOP
    word := words->>i;
    named := CASE WHEN length(word) >= 3
      THEN 'lower_name LIKE ' || quote_literal('%' || replace(replace(replace(word, '\', '\\'), '%', '\%'), '_', '\_') || '%')
      ELSE 'strpos(lower_name, ' || quote_literal(word) || ') > 0' END;
    -- In the order of customers_lower_name_idx, so the names are read from it alone; a rare word stops at once.
    EXECUTE format('SELECT 1 FROM customers WHERE owner_id = %s AND NOT (%s) ORDER BY lower_name LIMIT 1', owner, named)
      INTO other;
    CONTINUE WHEN other IS NULL;
    EXECUTE format('SELECT coalesce(array_agg(id), ''{}'') FROM customers WHERE owner_id = %s AND %s', owner, named)
      INTO customer_ids;
    EXECUTE format('SELECT coalesce(array_agg(id), ''{}'') FROM projects WHERE owner_id = %s AND %s', owner, named)
      INTO project_ids;
    query := query || format(' AND (customer_id = ANY (%L::integer[]) OR project_id = ANY (%L::integer[])',
        customer_ids, project_ids)
      || CASE WHEN word ~ '^[0-9]{1,2}$' THEN format(' OR number = %s)', word::integer)
        WHEN word ~ '[0-9]' THEN format(' OR strpos(number::text, %L) > 0)', word) ELSE ')' END;
  END LOOP;
  RETURN QUERY EXECUTE query;
END $$;
