-- The invoice list at 50,000 invoices per owner (issue 17). A sort by the customer's number walks the customers in
-- number order (deleted ones too: their invoices stay) and reads each one's invoices, as the sort by name does.
CREATE INDEX "customers_by_number_idx" ON "customers" USING btree ("owner_id","number","id");--> statement-breakpoint
-- The list's search, as payment_search (0025) does it for payments: under row-level security a LIKE is not leakproof,
-- so it is never an index condition, and the words' customers and projects were read name by name and sent to the
-- server and back as id lists (every customer for a word like "customer"). This function runs as its owner (the
-- migrator: a superuser on PGlite and as a rule on PostgreSQL, so the policy does not apply; see docs/code-style.md)
-- and applies the policy's own rule itself: only the invoices, customers and projects of the owner in app.owner_id.
-- It answers the live invoices of the date range in which each word (lower case) is in the customer's name, the
-- project's name or the invoice number, with the columns of invoices_list_idx (an index-only scan), which are all that
-- the list's filters, count and totals and most of its orders read. The words are literals, so the planner weighs each:
-- the trigram index on the names for a rare word, the owner's names one by one for a common one. A word of one or two
-- letters holds no trigram: strpos, so that the planner does not count on the index for it. Only a word with a digit
-- can be in a number. ROWS 100: a search is expected to narrow the list.
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
BEGIN
  IF owner IS NULL THEN RETURN; END IF;
  query := format('SELECT owner_id, id, invoice_date, 0, status, credit_for, customer_id, project_id, number,
      sent_count, amount_ex_vat, amount_incl_vat, amount_open
    FROM invoices WHERE owner_id = %s AND deleted = 0 AND invoice_date BETWEEN %L AND %L', owner, first, last);
  FOR i IN 0 .. jsonb_array_length(words) - 1 LOOP
    word := words->>i;
    named := CASE WHEN length(word) >= 3
      THEN 'lower(name) LIKE ' || quote_literal('%' || replace(replace(replace(word, '\', '\\'), '%', '\%'), '_', '\_') || '%')
      ELSE 'strpos(lower(name), ' || quote_literal(word) || ') > 0' END;
    query := query || format(' AND (customer_id IN (SELECT id FROM customers WHERE owner_id = %s AND %s)
        OR project_id IN (SELECT id FROM projects WHERE owner_id = %s AND %s)', owner, named, owner, named)
      || CASE WHEN word ~ '[0-9]' THEN format(' OR strpos(number::text, %L) > 0)', word) ELSE ')' END;
  END LOOP;
  RETURN QUERY EXECUTE query;
END $$;
