-- Raise data_versions for every owner whose rows a statement touched. Statement-level triggers with transition
-- tables: a bulk import of 2,000 employees bumps the counter once, not 2,000 times.
CREATE OR REPLACE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_versions (owner_id, name, version)
    SELECT DISTINCT owner_id, TG_ARGV[0], 1 FROM changed_rows
  ON CONFLICT (owner_id, name) DO UPDATE SET version = data_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER employees_version_ins AFTER INSERT ON employees REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('employees');
--> statement-breakpoint
CREATE TRIGGER employees_version_upd AFTER UPDATE ON employees REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('employees');
--> statement-breakpoint
CREATE TRIGGER employees_version_del AFTER DELETE ON employees REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('employees');
--> statement-breakpoint
CREATE TRIGGER employee_addresses_version_ins AFTER INSERT ON employee_addresses REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('employees');
--> statement-breakpoint
CREATE TRIGGER employee_addresses_version_upd AFTER UPDATE ON employee_addresses REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('employees');
--> statement-breakpoint
CREATE TRIGGER employee_addresses_version_del AFTER DELETE ON employee_addresses REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('employees');
--> statement-breakpoint
CREATE TRIGGER employments_version_ins AFTER INSERT ON employments REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('employees');
--> statement-breakpoint
CREATE TRIGGER employments_version_upd AFTER UPDATE ON employments REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('employees');
--> statement-breakpoint
CREATE TRIGGER employments_version_del AFTER DELETE ON employments REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('employees');
