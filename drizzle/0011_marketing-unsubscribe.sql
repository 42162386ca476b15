CREATE TABLE "marketing_unsubscribe_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "list_unsubscribe_url" text;--> statement-breakpoint
CREATE INDEX "marketing_unsubscribe_tokens_project_idx" ON "marketing_unsubscribe_tokens" USING btree ("project_id");