CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"post_code" text NOT NULL,
	"local_name" text NOT NULL,
	"name_fr" text,
	"name_nl" text,
	"name_de" text,
	"local_municipality" text NOT NULL,
	"municipality_fr" text,
	"municipality_nl" text,
	"municipality_de" text,
	CONSTRAINT "places_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "postal_areas" ADD COLUMN "place_id" integer;--> statement-breakpoint
ALTER TABLE "postal_areas" ADD COLUMN "language" text;--> statement-breakpoint
CREATE INDEX "places_post_code_index" ON "places" USING btree ("post_code");--> statement-breakpoint
CREATE INDEX "places_local_municipality_index" ON "places" USING btree ("local_municipality");--> statement-breakpoint
ALTER TABLE "postal_areas" ADD CONSTRAINT "postal_areas_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "postal_areas_place_id_index" ON "postal_areas" USING btree ("place_id");