-- allProjects and allCustomers are served from the list cache (platform/list-cache.ts); these triggers raise their
-- data set's version when a table the list reads changes (as 0004 does for employees).
CREATE TRIGGER projects_projects_version_ins AFTER INSERT ON projects REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('projects');
--> statement-breakpoint
CREATE TRIGGER projects_projects_version_upd AFTER UPDATE ON projects REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('projects');
--> statement-breakpoint
CREATE TRIGGER projects_projects_version_del AFTER DELETE ON projects REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('projects');
--> statement-breakpoint
CREATE TRIGGER project_addresses_projects_version_ins AFTER INSERT ON project_addresses REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('projects');
--> statement-breakpoint
CREATE TRIGGER project_addresses_projects_version_upd AFTER UPDATE ON project_addresses REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('projects');
--> statement-breakpoint
CREATE TRIGGER project_addresses_projects_version_del AFTER DELETE ON project_addresses REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('projects');
--> statement-breakpoint
CREATE TRIGGER works_projects_version_ins AFTER INSERT ON works REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('projects');
--> statement-breakpoint
CREATE TRIGGER works_projects_version_upd AFTER UPDATE ON works REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('projects');
--> statement-breakpoint
CREATE TRIGGER works_projects_version_del AFTER DELETE ON works REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('projects');
--> statement-breakpoint
CREATE TRIGGER customers_projects_version_ins AFTER INSERT ON customers REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('projects');
--> statement-breakpoint
CREATE TRIGGER customers_projects_version_upd AFTER UPDATE ON customers REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('projects');
--> statement-breakpoint
CREATE TRIGGER customers_projects_version_del AFTER DELETE ON customers REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('projects');
--> statement-breakpoint
CREATE TRIGGER customers_customers_version_ins AFTER INSERT ON customers REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('customers');
--> statement-breakpoint
CREATE TRIGGER customers_customers_version_upd AFTER UPDATE ON customers REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('customers');
--> statement-breakpoint
CREATE TRIGGER customers_customers_version_del AFTER DELETE ON customers REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('customers');
--> statement-breakpoint
CREATE TRIGGER projects_customers_version_ins AFTER INSERT ON projects REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('customers');
--> statement-breakpoint
CREATE TRIGGER projects_customers_version_upd AFTER UPDATE ON projects REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('customers');
--> statement-breakpoint
CREATE TRIGGER projects_customers_version_del AFTER DELETE ON projects REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('customers');
--> statement-breakpoint
CREATE TRIGGER works_customers_version_ins AFTER INSERT ON works REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('customers');
--> statement-breakpoint
CREATE TRIGGER works_customers_version_upd AFTER UPDATE ON works REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('customers');
--> statement-breakpoint
CREATE TRIGGER works_customers_version_del AFTER DELETE ON works REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('customers');
