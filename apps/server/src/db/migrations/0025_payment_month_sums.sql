-- The payments list (issue 19, bench/payment-matching.ts): at 200,000 payments a year's count and totals read about
-- 100,000 index entries; whole months are read from payment_month_sums (count and sums per month, bank account,
-- hidden, direction and open), kept by statement triggers on payments and filled from what is there, and only the
-- shorter part of the first and last month from payments_date_idx. A search word is found through a trigram index on
-- the texts it is looked for in, and a word that reads as an amount through (owner_id, amount).
CREATE TABLE "payment_month_sums" (
	"owner_id" integer NOT NULL,
	"month" date NOT NULL,
	"account_id" integer NOT NULL,
	"hidden" integer NOT NULL,
	"direction" smallint NOT NULL,
	"open" smallint NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"amount_open" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_month_sums_pk" PRIMARY KEY("owner_id","month","account_id","hidden","direction","open")
);
--> statement-breakpoint
CREATE INDEX "payment_connects_suggested_idx" ON "payment_connects" USING btree ("owner_id","payment_id") WHERE verified = 0 and deleted = 0;--> statement-breakpoint
CREATE INDEX "payments_search_trgm_idx" ON "payments" USING gin (lower("cp_name" || ' ' || "description" || ' ' || "cp_iban") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_amount_idx" ON "payments" USING btree ("owner_id","amount") WHERE deleted = 0;--> statement-breakpoint
CREATE OR REPLACE FUNCTION payment_month_sums_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  after_rows text := 'SELECT owner_id, date, account_id, hidden, amount, amount_open, 1 AS n FROM new_rows WHERE deleted = 0';
  before_rows text := 'SELECT owner_id, date, account_id, hidden, amount, amount_open, -1 AS n FROM old_rows WHERE deleted = 0';
BEGIN
  -- The live rows after the statement count once, those before it are taken off (an insert has no rows before, a
  -- delete none after: a statement that names a transition table the trigger lacks fails, hence EXECUTE). A row that
  -- changed nothing the sums hold nets out and touches no sum. Sums in key order, so two transactions lock them in the
  -- same order.
  EXECUTE 'INSERT INTO payment_month_sums AS s (owner_id, month, account_id, hidden, direction, open, count, amount,
      amount_open)
    SELECT owner_id, date_trunc(''month'', date)::date, account_id, hidden, sign(amount)::smallint,
      (amount_open <> 0)::int::smallint, sum(n), sum(n * amount::bigint), sum(n * amount_open::bigint)
    FROM (' || CASE TG_OP WHEN 'INSERT' THEN after_rows WHEN 'DELETE' THEN before_rows
      ELSE after_rows || ' UNION ALL ' || before_rows END || ') changes
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(n) <> 0 OR sum(n * amount::bigint) <> 0 OR sum(n * amount_open::bigint) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (owner_id, month, account_id, hidden, direction, open) DO UPDATE
      SET count = s.count + excluded.count, amount = s.amount + excluded.amount,
        amount_open = s.amount_open + excluded.amount_open';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payments_month_sums_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_month_sums_change();--> statement-breakpoint
CREATE TRIGGER payments_month_sums_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_month_sums_change();--> statement-breakpoint
CREATE TRIGGER payments_month_sums_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_month_sums_change();--> statement-breakpoint
-- The list's search. Row-level security keeps a condition that is not leakproof (LIKE, lower) from an index (the
-- policy is tested first), so under the app role payments_search_trgm_idx is never used and a year's search reads
-- every payment of the year. This function reads the payments as its owner (the migrator: a superuser on PGlite and
-- as a rule on PostgreSQL, so the policy does not apply and the planner may use the trigram and amount indexes)
-- and applies the policy's own rule itself: only the payments of the owner in app.owner_id. Each word (lower case) is
-- looked for in the three texts, or (when amounts holds a number for it) is that amount in or out. Planned per call
-- with the words as literals, so the planner weighs a rare word (the index) against a common one (the date range).
CREATE OR REPLACE FUNCTION payment_search(first date, last date, words jsonb, amounts jsonb) RETURNS SETOF payments
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
  owner integer := nullif(current_setting('app.owner_id', true), '')::integer;
  texts text := 'lower(cp_name || '' '' || description || '' '' || cp_iban)';
  query text;
  word text;
BEGIN
  IF owner IS NULL THEN RETURN; END IF;
  query := format('SELECT * FROM payments WHERE owner_id = %s AND deleted = 0 AND date BETWEEN %L AND %L',
    owner, first, last);
  FOR i IN 0 .. jsonb_array_length(words) - 1 LOOP
    word := words->>i;
    -- A word of one or two letters holds no trigram: strpos, so that the planner does not count on the index for it.
    query := query || ' AND (' || CASE WHEN length(word) >= 3
        THEN format('%s LIKE %L', texts,
          '%' || replace(replace(replace(word, '\', '\\'), '%', '\%'), '_', '\_') || '%')
        ELSE format('strpos(%s, %L) > 0', texts, word) END
      || CASE WHEN amounts->>i IS NULL THEN ')'
        ELSE format(' OR amount IN (%s, %s))', (amounts->>i)::integer, -(amounts->>i)::integer) END;
  END LOOP;
  RETURN QUERY EXECUTE query;
END $$;--> statement-breakpoint
INSERT INTO payment_month_sums (owner_id, month, account_id, hidden, direction, open, count, amount, amount_open)
  SELECT owner_id, date_trunc('month', date)::date, account_id, hidden, sign(amount)::smallint,
    (amount_open <> 0)::int::smallint, count(*), sum(amount), sum(amount_open)
  FROM payments WHERE deleted = 0 GROUP BY 1, 2, 3, 4, 5, 6;
