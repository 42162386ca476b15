ALTER TABLE "project_ratings" ADD COLUMN "followed_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_ratings" ADD COLUMN "followed_up_by_user_id" integer;--> statement-breakpoint
CREATE INDEX "project_ratings_unhappy_idx" ON "project_ratings" USING btree ("project_id") WHERE "project_ratings"."rating" <= 2 and "project_ratings"."followed_up_at" is null;