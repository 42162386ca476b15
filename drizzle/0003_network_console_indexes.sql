CREATE INDEX "postal_areas_post_code_prefix_idx" ON "postal_areas" USING btree ("post_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "postal_areas_city_trgm_idx" ON "postal_areas" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "postal_areas_locality_trgm_idx" ON "postal_areas" USING gin ("city_postal_area" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "home_projects_customer_name_trgm_idx" ON "home_projects" USING gin (("customer_first_name" || ' ' || "customer_last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "providers_name_trgm_idx" ON "providers" USING gin ("name" gin_trgm_ops);