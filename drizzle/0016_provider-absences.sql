CREATE TABLE "provider_absences" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"created_by_type" text NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_absences_days_check" CHECK ("provider_absences"."ends_on" >= "provider_absences"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "provider_absences" ADD CONSTRAINT "provider_absences_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_absences_provider_idx" ON "provider_absences" USING btree ("provider_id","ends_on");