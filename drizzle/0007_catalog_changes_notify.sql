-- hand-written: every change to the catalogue tables tells all listening instances to drop their cached copy (docs/operations/scaling-out.md).
CREATE OR REPLACE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('catalog_changed', ''); RETURN NULL; END $$;--> statement-breakpoint
CREATE TRIGGER service_categories_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_categories" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER service_sub_categories_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_sub_categories" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER services_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "services" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER questions_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "questions" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER answers_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "answers" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER service_questions_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_questions" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
