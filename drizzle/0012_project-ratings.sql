CREATE TABLE "project_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"rated_at" timestamp with time zone,
	"rating" integer,
	"comment" text,
	CONSTRAINT "project_ratings_projectId_unique" UNIQUE("project_id"),
	CONSTRAINT "project_ratings_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE INDEX "project_ratings_provider_idx" ON "project_ratings" USING btree ("provider_id");