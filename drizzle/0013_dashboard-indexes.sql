CREATE TABLE "project_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"at_creation" boolean DEFAULT false NOT NULL,
	"outcome" text,
	"ended_at" timestamp with time zone,
	"answer_working_hours" double precision
);
--> statement-breakpoint
ALTER TABLE "project_assignments" ADD CONSTRAINT "project_assignments_project_id_home_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."home_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_assignments" ADD CONSTRAINT "project_assignments_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_assignments_assigned_idx" ON "project_assignments" USING btree ("assigned_at");--> statement-breakpoint
CREATE INDEX "project_assignments_provider_assigned_idx" ON "project_assignments" USING btree ("provider_id","assigned_at");--> statement-breakpoint
CREATE INDEX "project_assignments_project_idx" ON "project_assignments" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_assignments_waiting_idx" ON "project_assignments" USING btree ("project_id") WHERE "project_assignments"."outcome" is null;--> statement-breakpoint
CREATE INDEX "home_projects_dashboard_idx" ON "home_projects" USING btree ("created_at","service_id","status_id","postal_area_id","language");--> statement-breakpoint
-- hand-written: the assignments made before this table, read from the audit trail (docs/product/dashboard.md).
-- Each event that gave the project to a provider starts one; the project's next answer or change ends it.
-- Their answer times stay unknown (null): working hours need the Belgian calendar, which SQL does not have.
INSERT INTO "project_assignments" ("project_id", "provider_id", "assigned_at", "at_creation", "outcome", "ended_at")
SELECT a."project_id", a."provider_id", a."created_at", a."action" = 'project.created', e."outcome", e."created_at"
FROM (
  SELECT "id", "project_id", "created_at", "action",
    CASE WHEN "action" = 'network.change-provider' THEN ("details"->>'toProviderId')::int ELSE ("details"->>'providerId')::int END AS "provider_id"
  FROM "audit_events"
  WHERE "project_id" IS NOT NULL
    AND "action" IN ('project.created', 'provider.rejected', 'provider.auto-rejected', 'network.change-service', 'network.change-provider')
) a
LEFT JOIN LATERAL (
  SELECT x."created_at",
    CASE x."action" WHEN 'provider.accepted' THEN 'accepted' WHEN 'provider.rejected' THEN 'rejected' WHEN 'provider.auto-rejected' THEN 'auto-rejected' ELSE 'withdrawn' END AS "outcome"
  FROM "audit_events" x
  WHERE x."project_id" = a."project_id" AND x."id" > a."id"
    AND x."action" IN ('provider.accepted', 'provider.rejected', 'provider.auto-rejected', 'network.change-provider', 'network.change-service', 'network.cancel', 'customer.withdraw')
  ORDER BY x."id"
  LIMIT 1
) e ON true
WHERE a."provider_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "providers" p WHERE p."id" = a."provider_id")
ORDER BY a."id";
