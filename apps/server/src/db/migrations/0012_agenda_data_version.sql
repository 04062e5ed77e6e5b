-- The week view reads a whole owner's week of shifts (some 20,000 at 500 employees): the text the database builds for
-- it is kept per week while the owner's shifts have not changed (ListCache), as for the employee and project lists.
-- Statement-level triggers: a month of default planning raises the version once per statement, not per shift.
CREATE TRIGGER agenda_entries_version_ins AFTER INSERT ON agenda_entries REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('agenda');
--> statement-breakpoint
CREATE TRIGGER agenda_entries_version_upd AFTER UPDATE ON agenda_entries REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('agenda');
--> statement-breakpoint
CREATE TRIGGER agenda_entries_version_del AFTER DELETE ON agenda_entries REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('agenda');
