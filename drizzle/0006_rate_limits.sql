-- hand-written: UNLOGGED (drizzle-kit writes a plain CREATE TABLE); counters need no crash safety.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_counters_scope_key_pk" PRIMARY KEY("scope","key")
);
