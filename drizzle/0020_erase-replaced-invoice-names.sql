-- An erased request kept its invoice's file names in the network's replacement events (docs/product/retention.md).
UPDATE "audit_events" SET "details" = "details" - array['fromFileName', 'toFileName']
WHERE "details" ?| array['fromFileName', 'toFileName']
  AND "project_id" IN (SELECT "id" FROM "home_projects" WHERE "personal_data_erased_at" IS NOT NULL);
