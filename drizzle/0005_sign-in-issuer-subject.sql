ALTER TABLE "network_users" DROP CONSTRAINT "network_users_subject_unique";--> statement-breakpoint
ALTER TABLE "login_users" DROP CONSTRAINT "login_users_subject_unique";--> statement-breakpoint
ALTER TABLE "network_users" ADD COLUMN "issuer" text;--> statement-breakpoint
ALTER TABLE "login_users" ADD COLUMN "issuer" text;--> statement-breakpoint
CREATE UNIQUE INDEX "network_users_issuer_subject_idx" ON "network_users" USING btree ("issuer","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "login_users_issuer_subject_idx" ON "login_users" USING btree ("issuer","subject");--> statement-breakpoint
-- hand-written: links made before the issuer was stored may have come from an unverified e-mail
-- (docs/product/sign-in.md); they are cleared, so the next sign-in links again under the rule.
UPDATE "network_users" SET "subject" = NULL WHERE "issuer" IS NULL;--> statement-breakpoint
UPDATE "login_users" SET "subject" = NULL WHERE "issuer" IS NULL;
