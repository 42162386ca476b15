ALTER TABLE "home_projects" drop column "customer_search_name";--> statement-breakpoint
ALTER TABLE "home_projects" ADD COLUMN "customer_search_name" text GENERATED ALWAYS AS (translate(lower("home_projects"."customer_first_name" || ' ' || "home_projects"."customer_last_name"), 'àáâäãåāçćčèéêëēėęìíîïīłñńòóôöõøōśšùúûüūýÿźżž', 'aaaaaaaccceeeeeeeiiiiilnnooooooossuuuuuyyzzz')) STORED NOT NULL;--> statement-breakpoint
-- hand-written: the trigram index went with the dropped column; recreate it on the new one.
CREATE INDEX IF NOT EXISTS "home_projects_customer_search_name_trgm_idx" ON "home_projects" USING gin ("customer_search_name" gin_trgm_ops);
