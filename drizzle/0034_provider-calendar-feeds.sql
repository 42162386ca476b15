CREATE TABLE "provider_calendar_feeds" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by_login_id" integer,
	CONSTRAINT "provider_calendar_feeds_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "provider_calendar_feeds" ADD CONSTRAINT "provider_calendar_feeds_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;