CREATE TABLE "audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"project_id" integer,
	"from_status_id" integer,
	"to_status_id" integer,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"id" integer PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"code" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "answers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"answer_type" text NOT NULL,
	CONSTRAINT "questions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "service_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"slug_fr" text NOT NULL,
	"slug_nl" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "service_categories_code_unique" UNIQUE("code"),
	CONSTRAINT "service_categories_slugFr_unique" UNIQUE("slug_fr"),
	CONSTRAINT "service_categories_slugNl_unique" UNIQUE("slug_nl")
);
--> statement-breakpoint
CREATE TABLE "service_questions" (
	"service_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_questions_service_id_question_id_pk" PRIMARY KEY("service_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "service_sub_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "service_sub_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY NOT NULL,
	"sub_category_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"needs_manual_handling" boolean DEFAULT false NOT NULL,
	CONSTRAINT "services_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "mail_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "network_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"given_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "network_users_subject_unique" UNIQUE("subject")
);
--> statement-breakpoint
CREATE TABLE "postal_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_code" text NOT NULL,
	"city" text NOT NULL,
	"city_postal_area" text NOT NULL,
	"province" text,
	"latitude" double precision,
	"longitude" double precision,
	CONSTRAINT "postal_areas_postCode_city_cityPostalArea_unique" UNIQUE("post_code","city","city_postal_area")
);
--> statement-breakpoint
CREATE TABLE "home_project_answers" (
	"project_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	CONSTRAINT "home_project_answers_project_id_answer_id_pk" PRIMARY KEY("project_id","answer_id")
);
--> statement-breakpoint
CREATE TABLE "home_project_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_project_files_fileName_unique" UNIQUE("file_name")
);
--> statement-breakpoint
CREATE TABLE "home_project_rejects" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"is_auto_rejected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_project_rejects_projectId_providerId_unique" UNIQUE("project_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "home_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"service_id" integer NOT NULL,
	"postal_area_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"provider_id" integer,
	"provider_assigned_at" timestamp with time zone,
	"language" text NOT NULL,
	"customer_description" text DEFAULT '' NOT NULL,
	"customer_first_name" text NOT NULL,
	"customer_last_name" text NOT NULL,
	"customer_gsm" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_street_house_number" text NOT NULL,
	"customer_bus" text DEFAULT '' NOT NULL,
	"is_insurer_customer" boolean NOT NULL,
	"privacy_consent_at" timestamp with time zone NOT NULL,
	"privacy_consent_version" text NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"marketing_consent_at" timestamp with time zone,
	"marketing_consent_version" text,
	"idempotency_key" text,
	"no_agreement_reason_id" integer,
	"no_agreement_text" text,
	"provider_invoice_file_name" text,
	"status_token_hash" text,
	"status_token_expires_at" timestamp with time zone,
	"upload_token_hash" text,
	CONSTRAINT "home_projects_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "home_projects_statusTokenHash_unique" UNIQUE("status_token_hash")
);
--> statement-breakpoint
CREATE TABLE "no_agreement_reasons" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"reason_fr" text NOT NULL,
	"reason_nl" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "no_agreement_reasons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "project_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_nl" text NOT NULL,
	"is_waiting_response" boolean NOT NULL,
	"can_change_service" boolean NOT NULL,
	"can_change_provider" boolean NOT NULL,
	"is_final" boolean NOT NULL,
	CONSTRAINT "project_statuses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "login_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"given_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_users_subject_unique" UNIQUE("subject")
);
--> statement-breakpoint
CREATE TABLE "provider_postal_areas" (
	"provider_id" integer NOT NULL,
	"postal_area_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"score" smallint DEFAULT 10 NOT NULL,
	CONSTRAINT "provider_postal_areas_provider_id_postal_area_id_pk" PRIMARY KEY("provider_id","postal_area_id"),
	CONSTRAINT "provider_postal_areas_score_range" CHECK ("provider_postal_areas"."score" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "provider_services" (
	"provider_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "provider_services_provider_id_service_id_pk" PRIMARY KEY("provider_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone_number" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"key" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "translations_key_language_pk" PRIMARY KEY("key","language")
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_project_id_home_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."home_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_questions" ADD CONSTRAINT "service_questions_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_questions" ADD CONSTRAINT "service_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_sub_categories" ADD CONSTRAINT "service_sub_categories_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_sub_category_id_service_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."service_sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_project_answers" ADD CONSTRAINT "home_project_answers_project_id_home_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."home_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_project_answers" ADD CONSTRAINT "home_project_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_project_answers" ADD CONSTRAINT "home_project_answers_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_project_files" ADD CONSTRAINT "home_project_files_project_id_home_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."home_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_project_rejects" ADD CONSTRAINT "home_project_rejects_project_id_home_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."home_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_project_rejects" ADD CONSTRAINT "home_project_rejects_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_projects" ADD CONSTRAINT "home_projects_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_projects" ADD CONSTRAINT "home_projects_postal_area_id_postal_areas_id_fk" FOREIGN KEY ("postal_area_id") REFERENCES "public"."postal_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_projects" ADD CONSTRAINT "home_projects_status_id_project_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."project_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_projects" ADD CONSTRAINT "home_projects_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_projects" ADD CONSTRAINT "home_projects_no_agreement_reason_id_no_agreement_reasons_id_fk" FOREIGN KEY ("no_agreement_reason_id") REFERENCES "public"."no_agreement_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_users" ADD CONSTRAINT "login_users_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_postal_areas" ADD CONSTRAINT "provider_postal_areas_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_postal_areas" ADD CONSTRAINT "provider_postal_areas_postal_area_id_postal_areas_id_fk" FOREIGN KEY ("postal_area_id") REFERENCES "public"."postal_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_services" ADD CONSTRAINT "provider_services_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_services" ADD CONSTRAINT "provider_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_project_id_created_at_index" ON "audit_events" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "answers_question_id_index" ON "answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "service_questions_question_id_index" ON "service_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "service_sub_categories_category_id_index" ON "service_sub_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "services_sub_category_id_index" ON "services" USING btree ("sub_category_id");--> statement-breakpoint
CREATE INDEX "mail_queue_due_idx" ON "mail_queue" USING btree ("next_attempt_at") WHERE "mail_queue"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "network_users_email_idx" ON "network_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "postal_areas_post_code_index" ON "postal_areas" USING btree ("post_code");--> statement-breakpoint
CREATE INDEX "postal_areas_city_index" ON "postal_areas" USING btree ("city");--> statement-breakpoint
CREATE INDEX "home_project_files_project_id_index" ON "home_project_files" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "home_project_rejects_provider_id_index" ON "home_project_rejects" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "home_projects_created_idx" ON "home_projects" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "home_projects_provider_created_idx" ON "home_projects" USING btree ("provider_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "home_projects_status_created_idx" ON "home_projects" USING btree ("status_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "home_projects_open_provider_idx" ON "home_projects" USING btree ("provider_id") WHERE "home_projects"."status_id" in (1, 2);--> statement-breakpoint
CREATE INDEX "home_projects_waiting_idx" ON "home_projects" USING btree ("provider_assigned_at") WHERE "home_projects"."status_id" = 1 and "home_projects"."provider_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "login_users_email_idx" ON "login_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "login_users_provider_id_index" ON "login_users" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "provider_postal_areas_routing_idx" ON "provider_postal_areas" USING btree ("postal_area_id","score" DESC NULLS LAST,"provider_id") WHERE "provider_postal_areas"."is_active";--> statement-breakpoint
CREATE INDEX "provider_services_routing_idx" ON "provider_services" USING btree ("service_id","provider_id") WHERE "provider_services"."is_active";--> statement-breakpoint
CREATE INDEX "providers_name_index" ON "providers" USING btree ("name");