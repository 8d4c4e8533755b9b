ALTER TYPE "public"."notification_kind" ADD VALUE 'question_answered';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'answer_accepted';--> statement-breakpoint
CREATE TABLE "lesson_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lesson_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"body" text NOT NULL,
	"position_seconds" integer,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"accepted_answer_id" integer,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_questions_body_length" CHECK (length("lesson_questions"."body") between 1 and 1000),
	CONSTRAINT "lesson_questions_position" CHECK ("lesson_questions"."position_seconds" between 0 and 86400),
	CONSTRAINT "lesson_questions_helpful_nonnegative" CHECK ("lesson_questions"."helpful_count" >= 0),
	CONSTRAINT "lesson_questions_hidden_reason" CHECK (("lesson_questions"."hidden_at" is null) = ("lesson_questions"."hidden_reason" is null)),
	CONSTRAINT "lesson_questions_reason_length" CHECK (length("lesson_questions"."hidden_reason") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"body" text NOT NULL,
	"is_teacher" boolean DEFAULT false NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_answers_body_length" CHECK (length("question_answers"."body") between 1 and 2000),
	CONSTRAINT "question_answers_hidden_reason" CHECK (("question_answers"."hidden_at" is null) = ("question_answers"."hidden_reason" is null)),
	CONSTRAINT "question_answers_reason_length" CHECK (length("question_answers"."hidden_reason") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "question_votes" (
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_votes_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "lesson_questions" ADD CONSTRAINT "lesson_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_questions" ADD CONSTRAINT "lesson_questions_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_questions" ADD CONSTRAINT "lesson_questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_questions" ADD CONSTRAINT "lesson_questions_accepted_answer_id_question_answers_id_fk" FOREIGN KEY ("accepted_answer_id") REFERENCES "public"."question_answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_lesson_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."lesson_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_votes" ADD CONSTRAINT "question_votes_question_id_lesson_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."lesson_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_votes" ADD CONSTRAINT "question_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_questions_content_created_idx" ON "lesson_questions" USING btree ("content_id","created_at");--> statement-breakpoint
CREATE INDEX "lesson_questions_content_helpful_idx" ON "lesson_questions" USING btree ("content_id","helpful_count");--> statement-breakpoint
CREATE INDEX "lesson_questions_course_idx" ON "lesson_questions" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "question_answers_question_idx" ON "question_answers" USING btree ("question_id","created_at");