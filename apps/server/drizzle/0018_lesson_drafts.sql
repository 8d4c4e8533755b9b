CREATE TABLE "lesson_drafts" (
	"content_id" integer PRIMARY KEY NOT NULL,
	"type" "content_type" NOT NULL,
	"title" text NOT NULL,
	"title_zh" text,
	"description" text NOT NULL,
	"description_zh" text,
	"duration_minutes" integer NOT NULL,
	"content_data" jsonb NOT NULL,
	"author_id" integer NOT NULL,
	"base_updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_drafts" ADD CONSTRAINT "lesson_drafts_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_drafts" ADD CONSTRAINT "lesson_drafts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;