CREATE TABLE "network_morning_summaries" (
	"day" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"mail_id" integer
);
