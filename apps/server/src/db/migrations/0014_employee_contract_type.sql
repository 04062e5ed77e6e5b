-- The contract type belongs to the employment (spec 000 §3); the employee's own column contradicted it (issue 15).
-- Where no live employment of the employee carries the header's value, the value is kept in the audit trail.
INSERT INTO "audit_log" ("owner_id", "user_id", "entity", "entity_id", "action", "changes")
SELECT e."owner_id", 0, 'Employee', e."id", 'update', jsonb_build_object('contractType', jsonb_build_array(e."contract_type", NULL))
FROM "employees" e
WHERE NOT EXISTS (
	SELECT 1 FROM "employments" m
	WHERE m."owner_id" = e."owner_id" AND m."employee_id" = e."id" AND m."deleted" = 0 AND m."contract_type" = e."contract_type"
);--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "contract_type";
