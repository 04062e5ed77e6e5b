-- Debit and credit per account per month (issue 20): at 1,000,000 booking lines a report summing years of lines took
-- about 1.3 s; whole months are read from here, and only a cut-off's unfinished month from bookings. Kept by statement
-- triggers on bookings (append-only, but an update or delete keeps the sums right too), filled from what is there.
CREATE TABLE "ledger_month_sums" (
	"owner_id" integer NOT NULL,
	"month" date NOT NULL,
	"account_id" integer NOT NULL,
	"debit" bigint DEFAULT 0 NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_month_sums_owner_id_month_account_id_pk" PRIMARY KEY("owner_id","month","account_id")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_month_sums_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows in key order, so two transactions booking at once lock the sums in the same order (no deadlock).
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO ledger_month_sums (owner_id, month, account_id, debit, credit)
    SELECT owner_id, date_trunc('month', date)::date, account_id, sum(debit), sum(credit)
    FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (owner_id, month, account_id) DO UPDATE
      SET debit = ledger_month_sums.debit + excluded.debit, credit = ledger_month_sums.credit + excluded.credit;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO ledger_month_sums (owner_id, month, account_id, debit, credit)
    SELECT owner_id, date_trunc('month', date)::date, account_id, -sum(debit), -sum(credit)
    FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (owner_id, month, account_id) DO UPDATE
      SET debit = ledger_month_sums.debit + excluded.debit, credit = ledger_month_sums.credit + excluded.credit;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bookings_month_sums_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_month_sums_change();--> statement-breakpoint
CREATE TRIGGER bookings_month_sums_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_month_sums_change();--> statement-breakpoint
CREATE TRIGGER bookings_month_sums_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_month_sums_change();--> statement-breakpoint
INSERT INTO ledger_month_sums (owner_id, month, account_id, debit, credit)
  SELECT owner_id, date_trunc('month', date)::date, account_id, sum(debit), sum(credit) FROM bookings GROUP BY 1, 2, 3;
