CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"provider_id" integer,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"id_token_hint" text
);
--> statement-breakpoint
CREATE INDEX "sessions_live_idx" ON "sessions" USING btree ("expires_at") WHERE "sessions"."revoked_at" is null;